import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { ExperienceConfirmation } from '@/components/experiences/ExperienceConfirmation';
import { BookingLookupView } from '@/components/manage/alternative-views';
import { experiencePaths } from '@/config/experiences-paths';
import { confirmationProps, type LookupView } from '@/ssr/booking-page-props';
import { withAppShell } from '@/ssr/page-props';
import { getExperienceBooking, type ExperienceBooking } from '@/services/experiences';

type Props = { view: 'experience'; booking: ExperienceBooking; now: string } | LookupView;

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
  async (store, context) =>
    confirmationProps<ExperienceBooking, Props>(context, store.getState().auth.locale, {
      kind: 'experience',
      read: getExperienceBooking,
      payment: experiencePaths.payment,
      show: (booking) => ({ props: { view: 'experience', booking, now: new Date().toISOString() } }),
    }),
);
