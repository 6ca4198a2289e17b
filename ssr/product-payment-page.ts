import type { PaymentNotice } from '@/components/payment/PaymentNotices';
import type { ActivePage } from '@/store/slices/ui';
import { paths } from '@/config/paths';
import { bookingPageClient, lookupFailure, referenceFrom, type LookupFormProps } from './booking-page-props';
import { localisedPath, withAppShell, xsrfTokenOf } from './page-props';
import { getPayableBooking, type PayableOrder } from '@/services/bookings';
import { setPaymentBooking } from '@/store/slices/payment';

export type ProductPaymentProps =
  { view: 'lookup'; lookup: LookupFormProps } | { view: 'lapsed'; paymentProblem: boolean } | { view: 'pay'; notice: PaymentNotice };

const NOTICES = new Set(['failed', 'pending', 'problem', 'unavailable', 'lapsed']);

/**
 * getServerSideProps of a product's own payment page (`?booking=`): the order if this browser may
 * open it (else the ID and surname form), paid → its confirmation, another product's → /payment,
 * lapsed → the lapsed notice; `payment=` carries what happened at the gateway.
 */
export function productPaymentPage(options: {
  kind: PayableOrder['kind'];
  page: ActivePage;
  namespaces: string[];
  confirmation: (reference: string) => string;
}) {
  return withAppShell<ProductPaymentProps>({ page: options.page, namespaces: [...options.namespaces, 'flights'] }, async (store, context) => {
    const reference = referenceFrom(context.query.booking);
    const lookup = (error: LookupFormProps['error'] = null) => ({
      props: { view: 'lookup' as const, lookup: { reference, lastName: '', to: 'payment' as const, xsrf: xsrfTokenOf(context.req), error } },
    });
    if (!/^[A-Z0-9]{6}$/.test(reference)) return lookup();
    const { locale } = store.getState().auth;
    let booking;
    try {
      booking = await getPayableBooking<PayableOrder>(reference, bookingPageClient(context));
    } catch (failure) {
      return lookup(lookupFailure(failure));
    }
    if (booking.kind !== options.kind) return { redirect: { destination: localisedPath(paths.payment(reference), locale), permanent: false } };
    if (booking.status === 'CONFIRMED') return { redirect: { destination: localisedPath(options.confirmation(booking.reference), locale), permanent: false } };
    if (!booking.payable) return { props: { view: 'lapsed', paymentProblem: context.query.payment === 'problem' } };
    store.dispatch(setPaymentBooking(booking));
    const notice = typeof context.query.payment === 'string' && NOTICES.has(context.query.payment) ? (context.query.payment as PaymentNotice) : null;
    return { props: { view: 'pay', notice } };
  });
}
