import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../../bookings/reference';

export const BookingParams = z.object({
  reference: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`), 'A booking ID has six letters and digits.'))
    .openapi({ param: { name: 'reference', in: 'path' }, example: 'K7MX3Q' }),
});

export const getBooking = createRoute({
  method: 'get',
  path: '/bookings/{reference}',
  tags: ['Bookings'],
  summary: 'A booking by its ID: status, payment deadline, itinerary, passengers and fare breakdown',
  request: { params: BookingParams },
  responses: {
    200: jsonContent(z.object({ data: z.object({}).passthrough() }).openapi('Booking'), 'The booking'),
    404: errorResponse('No booking with this ID'),
    422: errorResponse('Not a booking ID'),
  },
});
