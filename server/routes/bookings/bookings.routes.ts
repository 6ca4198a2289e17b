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

export const getPayableBooking = createRoute({
  method: 'get',
  path: '/bookings/{reference}/pay',
  tags: ['Bookings', 'Payments'],
  summary: 'A booking as the pay-later page needs it: amount due, whether it can still be paid, which methods',
  request: { params: BookingParams },
  responses: {
    200: jsonContent(z.object({ data: z.object({}).passthrough() }).openapi('PayableBooking'), 'The booking and its payment options'),
    404: errorResponse('No booking with this ID'),
    422: errorResponse('Not a booking ID'),
  },
});

export const BookingServicesSchema = z
  .object({
    seats: z
      .array(z.object({ travelerId: z.string().min(1).max(4), segmentId: z.string().min(1).max(8), number: z.string().regex(/^\d{1,2}[A-K]$/, 'A seat is a row and a letter, like 14C.') }))
      .max(90),
    bags: z.array(z.object({ travelerId: z.string().min(1).max(4), itineraryIndex: z.number().int().min(0).max(4), quantity: z.number().int().min(0).max(3) })).max(45),
  })
  .openapi('BookingServices');

export const putBookingServices = createRoute({
  method: 'put',
  path: '/bookings/{reference}/services',
  tags: ['Bookings'],
  summary: "Set (or clear) an unpaid booking's seats and extra bags; the total is priced again",
  request: { params: BookingParams, body: { required: true, content: { 'application/json': { schema: BookingServicesSchema } } } },
  responses: {
    200: jsonContent(z.object({ data: z.object({}).passthrough() }), 'The booking with its new seats, bags and total'),
    404: errorResponse('No booking with this ID'),
    409: errorResponse('A seat was taken meanwhile, or the booking is paid or lapsed'),
    422: errorResponse('A seat or bag that does not fit this booking'),
  },
});
