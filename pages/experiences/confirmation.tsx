import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { ExperienceConfirmation } from '@/components/experiences/ExperienceConfirmation';
import { BookingLookupView } from '@/components/manage/alternative-views';
import { paths } from '@/config/paths';
import { experiencePaths } from '@/config/experiences-paths';
import { bookingPageClient, lookupFailure, referenceFrom, type LookupFormProps } from '@/ssr/booking-page-props';
import { localisedPath, withAppShell, xsrfTokenOf } from '@/ssr/page-props';
import { getExperienceBooking, type ExperienceBooking } from '@/services/experiences';

type Props = { view: 'experience'; booking: ExperienceBooking; now: string } | { view: 'lookup'; lookup: LookupFormProps };

export default function ExperienceConfirmationPage(props: Props) {
  useForgetAccessToken();
  if (props.view === 'lookup') return <BookingLookupView purpose="manage" notice={props.lookup.reference ? 'needsSurname' : null} {...props.lookup} />;
  return <ExperienceConfirmation booking={props.booking} now={props.now} />;
}

/**
 * Spec §2 experiences confirmation: a paid (or cancelled) experience this browser may open; otherwise
 * the ID and surname form. An unpaid one goes to its payment page, another product's to its own.
 */
export const getServerSideProps = withAppShell<Props>(
  { page: 'experiences', namespaces: ['experiences', 'flights', 'reviews', 'push'], personal: true },
  async (store, context) => {
    const reference = referenceFrom(context.query.booking);
    const { locale } = store.getState().auth;
    let error: LookupFormProps['error'] = null;
    if (/^[A-Z0-9]{6}$/.test(reference)) {
      try {
        const booking = await getExperienceBooking(reference, bookingPageClient(context));
        if (booking.kind !== 'experience') return { redirect: { destination: localisedPath(paths.flightConfirmation(reference), locale), permanent: false } };
        if (booking.status === 'PENDING') return { redirect: { destination: localisedPath(experiencePaths.payment(reference), locale), permanent: false } };
        return { props: { view: 'experience', booking, now: new Date().toISOString() } };
      } catch (failure) {
        error = lookupFailure(failure);
      }
    }
    context.res.statusCode = error === 'TOO_MANY' ? 429 : 404;
    return { props: { view: 'lookup', lookup: { reference, lastName: '', to: 'confirmation', xsrf: xsrfTokenOf(context.req), error } } };
  },
);
