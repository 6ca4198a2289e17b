import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { BookingLookupView } from '@/components/manage/alternative-views';
import { StayConfirmation } from '@/components/stays/StayConfirmation';
import { paths } from '@/config/paths';
import { stayPaths } from '@/config/stays-paths';
import { bookingPageClient, lookupFailure, referenceFrom, type LookupFormProps } from '@/ssr/booking-page-props';
import { localisedPath, withAppShell, xsrfTokenOf } from '@/ssr/page-props';
import { getStayBooking, type StayBooking } from '@/services/stays';

type Props = { view: 'stay'; booking: StayBooking; now: string } | { view: 'lookup'; lookup: LookupFormProps };

export default function StayConfirmationPage(props: Props) {
  useForgetAccessToken();
  if (props.view === 'lookup') return <BookingLookupView purpose="manage" notice={props.lookup.reference ? 'needsSurname' : null} {...props.lookup} />;
  return <StayConfirmation booking={props.booking} now={props.now} />;
}

/**
 * Spec §2 /stays/confirmation?provider=stays: a paid (or cancelled) stay this browser may open;
 * otherwise the ID and surname form. An unpaid one goes to its payment page.
 */
export const getServerSideProps = withAppShell<Props>(
  { page: 'stays', namespaces: ['stays', 'staycard', 'flights', 'reviews', 'push'], personal: true },
  async (store, context) => {
    const reference = referenceFrom(context.query.booking);
    const { locale } = store.getState().auth;
    let error: LookupFormProps['error'] = null;
    if (/^[A-Z0-9]{6}$/.test(reference)) {
      try {
        const booking = await getStayBooking(reference, bookingPageClient(context));
        if (booking.kind !== 'stay') return { redirect: { destination: localisedPath(paths.flightConfirmation(reference), locale), permanent: false } };
        if (booking.status === 'PENDING') return { redirect: { destination: localisedPath(stayPaths.payment(reference), locale), permanent: false } };
        // Spec §2: the address names who sells the stay (provider=stays or amadeus).
        const provider = typeof context.query.provider === 'string' ? context.query.provider : undefined;
        if (provider !== booking.stay.provider) {
          const access = typeof context.query.access === 'string' ? `&access=${encodeURIComponent(context.query.access)}` : '';
          return {
            redirect: {
              destination: localisedPath(`/stays/confirmation?provider=${booking.stay.provider}&booking=${reference}${access}`, locale),
              permanent: false,
            },
          };
        }
        // A cancelled stay shows as cancelled, with what was refunded.
        return { props: { view: 'stay', booking, now: new Date().toISOString() } };
      } catch (failure) {
        error = lookupFailure(failure);
      }
    }
    context.res.statusCode = error === 'TOO_MANY' ? 429 : 404;
    return { props: { view: 'lookup', lookup: { reference, lastName: '', to: 'confirmation', xsrf: xsrfTokenOf(context.req), error } } };
  },
);
