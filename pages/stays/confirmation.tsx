import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { BookingLookupView } from '@/components/manage/alternative-views';
import { StayConfirmation } from '@/components/stays/StayConfirmation';
import { stayPaths } from '@/config/stays-paths';
import { confirmationProps, type LookupView } from '@/ssr/booking-page-props';
import { localisedPath, withAppShell } from '@/ssr/page-props';
import { getStayBooking, type StayBooking } from '@/services/stays';

type Props = { view: 'stay'; booking: StayBooking; now: string } | LookupView;

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
    const { locale } = store.getState().auth;
    return confirmationProps<StayBooking, Props>(context, locale, {
      kind: 'stay',
      read: getStayBooking,
      payment: stayPaths.payment,
      show: (booking, reference) => {
        // Spec §2: the address names who sells the stay (provider=stays or amadeus).
        if (context.query.provider !== booking.stay.provider) {
          const access = typeof context.query.access === 'string' ? `&access=${encodeURIComponent(context.query.access)}` : '';
          const destination = localisedPath(`/stays/confirmation?provider=${booking.stay.provider}&booking=${reference}${access}`, locale);
          return { redirect: { destination, permanent: false } };
        }
        // A cancelled stay shows as cancelled, with what was refunded.
        return { props: { view: 'stay', booking, now: new Date().toISOString() } };
      },
    });
  },
);
