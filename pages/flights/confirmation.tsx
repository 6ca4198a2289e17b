import { FlightConfirmation } from '@/components/flights/confirmation/FlightConfirmation';
import { getBooking, type BookingDetails } from '@/services/bookings';
import { serverHttpClient } from '@/services/http-server';
import { withAppShell } from '@/services/page-props';

export default FlightConfirmation;

/** Spec §2 /flights/confirmation: the booking named in the address, read from the API. */
export const getServerSideProps = withAppShell<{ booking: BookingDetails | null }>({ page: 'flight', namespaces: ['flights'] }, async (_store, context) => {
  const reference = typeof context.query.booking === 'string' ? context.query.booking : '';
  const booking = reference ? await getBooking(reference, serverHttpClient(context.req)).catch(() => null) : null;
  return { props: { booking } };
});
