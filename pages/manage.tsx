import { BookingLookup } from '@/components/manage/BookingLookup';
import { handleLookupPost, isBookingPage, referenceFrom, type LookupFormProps } from '@/lib/ssr/booking-page-props';
import { withAppShell, xsrfTokenOf } from '@/lib/ssr/page-props';

type Props = LookupFormProps & { notice: 'contactFailed' | null };

export default function ManageBookingPage(props: Props) {
  return <BookingLookup purpose={props.to === 'payment' ? 'pay' : 'manage'} {...props} />;
}

/**
 * Manage booking: GET shows the form (the reference filled in from `?booking=`), POST checks the
 * answer and sends the browser to the booking, or shows the form again with what went wrong.
 */
export const getServerSideProps = withAppShell<Props>({ page: 'flight', namespaces: ['flights', 'results', 'search'] }, async (store, context) => {
  if (context.req.method === 'POST') {
    const outcome = await handleLookupPost(context, store.getState().auth.locale);
    if ('redirect' in outcome) return outcome;
    context.res.statusCode = outcome.form.error === 'TOO_MANY' ? 429 : outcome.form.error === 'NOT_FOUND' ? 404 : 422;
    return { props: { ...outcome.form, notice: null } };
  }
  const to = isBookingPage(context.query.to) ? context.query.to : 'confirmation';
  return {
    props: { reference: referenceFrom(context.query.booking), lastName: '', to, xsrf: xsrfTokenOf(context.req), error: null, notice: context.query.contact === 'failed' ? 'contactFailed' : null },
  };
});
