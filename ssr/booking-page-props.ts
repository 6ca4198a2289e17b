import type { GetServerSidePropsContext, Redirect } from 'next';
import { timingSafeEqual } from 'node:crypto';
import { lookUpBooking, remindBookings } from '@/services/bookings';
import { toApiError, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@/services/http';
import { serverHttpClient } from './http-server';
import type { Language } from '@/lib/locale-defaults';
import { localisedPath, xsrfTokenOf } from './page-props';
import { BOOKING_PAGES, paths } from '@/config/paths';
import { isBookingPage, type BookingPage, type LookupError, type LookupFormProps } from '@/components/manage/lookup-form';
import { EMAIL_ADDRESS } from '@/common/contact';

export { isBookingPage, type BookingPage, type LookupError, type LookupFormProps };

/**
 * The API as a booking page reaches it for its visitor: with their cookies (their session, the
 * bookings this browser may open), with the `access` token of a link of ours they opened, and
 * passing back to their browser the grant the API gives when that token opens the booking.
 */
export function bookingPageClient(context: Pick<GetServerSidePropsContext, 'req' | 'res' | 'query'>) {
  const client = serverHttpClient(context.req, { asVisitor: true, res: context.res });
  const token = context.query.access;
  if (typeof token === 'string' && token.length <= 64) client.defaults.headers.common['X-Booking-Access'] = token;
  // Some reads are POSTs (seat maps, bags, fare rules): with the visitor's cookies they need the
  // double submit their browser would make, from the XSRF cookie it holds (or is given now).
  const xsrf = xsrfTokenOf(context.req);
  if (xsrf) {
    client.defaults.headers.common[XSRF_HEADER_NAME] = xsrf;
    if (!context.req.cookies[XSRF_COOKIE_NAME]) {
      const cookie = context.req.headers.cookie;
      client.defaults.headers.common.Cookie = `${cookie ? `${cookie}; ` : ''}${XSRF_COOKIE_NAME}=${xsrf}`;
    }
  }
  return client;
}

/** A booking reference from the address, as a person may have typed it. */
export const referenceFrom = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase().slice(0, 12) : '');

const MAX_FORM_BYTES = 4 * 1024;

/** A small urlencoded form body (a look-up has three fields); null when it is larger or not a form. */
async function readForm(req: GetServerSidePropsContext['req']): Promise<URLSearchParams | null> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) return null;
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const sameToken = (a: string, b: string) => a.length > 0 && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Manage booking without JavaScript: the look-up form posts to its own page. The form's XSRF
 * field must match the visitor's cookie (double submit); the API then checks the reference and
 * the surname (or email), and on a match the browser is sent (303) to the page it asked for, with
 * the grant cookie the API gave. Otherwise the form comes back with the reason.
 */
export async function handleLookupPost(context: GetServerSidePropsContext, locale: Language): Promise<{ redirect: Redirect } | { form: LookupFormProps }> {
  const form = await readForm(context.req);
  const to = isBookingPage(form?.get('to')) ? (form!.get('to') as BookingPage) : 'confirmation';
  const reference = referenceFrom(form?.get('reference'));
  const answer = (form?.get('lastName') ?? '').trim().slice(0, 254);
  const xsrf = xsrfTokenOf(context.req);
  const again = (error: LookupError) => ({ form: { reference, lastName: answer, to, xsrf, error } });
  if (!form) return again('INVALID');
  const cookieToken = context.req.cookies[XSRF_COOKIE_NAME] ?? '';
  if (form.get('remind') === '1') return remindPost(context, form, { to, xsrf, cookieToken, locale });
  if (!sameToken(form.get('xsrf') ?? '', cookieToken)) return again('EXPIRED');
  if (!/^[A-Z0-9]{6}$/.test(reference) || !answer) return again('INVALID');
  const client = serverHttpClient(context.req, { asVisitor: true, res: context.res });
  client.defaults.headers.common[XSRF_HEADER_NAME] = cookieToken;
  try {
    const found = await lookUpBooking(answer.includes('@') ? { reference, email: answer } : { reference, lastName: answer }, client);
    return { redirect: { destination: localisedPath(`${BOOKING_PAGES[to]}?booking=${found.reference}`, locale), statusCode: 303 } };
  } catch (error) {
    const { status } = toApiError(error);
    return again(status === 404 ? 'NOT_FOUND' : status === 429 ? 'TOO_MANY' : status === 422 ? 'INVALID' : status === 403 ? 'EXPIRED' : 'UNAVAILABLE');
  }
}

/** The second form of Manage booking: the booking IDs emailed to the address they were made with. */
async function remindPost(
  context: GetServerSidePropsContext,
  form: URLSearchParams,
  { to, xsrf, cookieToken, locale }: { to: BookingPage; xsrf: string; cookieToken: string; locale: Language },
) {
  const email = (form.get('email') ?? '').trim().slice(0, 254);
  const outcome = (sent: string | null, error: Exclude<LookupError, 'NOT_FOUND'> | null) => ({
    form: { reference: '', lastName: '', to, xsrf, error: null, remind: { email, sent, error } },
  });
  if (!sameToken(form.get('xsrf') ?? '', cookieToken)) return outcome(null, 'EXPIRED');
  if (!EMAIL_ADDRESS.test(email)) return outcome(null, 'INVALID');
  const client = serverHttpClient(context.req, { asVisitor: true, res: context.res });
  client.defaults.headers.common[XSRF_HEADER_NAME] = cookieToken;
  try {
    return outcome((await remindBookings({ email, language: locale }, client)).email, null);
  } catch (error) {
    const { status } = toApiError(error);
    return outcome(null, status === 429 ? 'TOO_MANY' : status === 422 ? 'INVALID' : status === 403 ? 'EXPIRED' : 'UNAVAILABLE');
  }
}

/**
 * Why a booking page could not open its booking, for the lookup form: too many tries, or nothing
 * to say (not this browser's, or no such booking: the form asks for the surname). The API unable
 * to read its database (503) is not that: it is thrown on, and the page says the truth
 * (ssr/page-props.ts), rather than asking for a surname that cannot help.
 */
export function lookupFailure(failure: unknown): LookupFormProps['error'] {
  const error = toApiError(failure);
  if (error.status === 503) throw error;
  return error.status === 429 ? 'TOO_MANY' : null;
}

/** What a confirmation page shows when it cannot open the booking: the ID and surname form. */
export type LookupView = { view: 'lookup'; lookup: LookupFormProps };

/**
 * A product's confirmation page (spec §2): its booking when this browser may open it (it bought
 * it, a link of ours opened it, or its owner is signed in), another product's booking sent to its
 * own page, an unpaid one to its payment page; otherwise the ID and surname form (404, or 429 after
 * too many tries).
 */
export async function confirmationProps<Booking extends { kind: string; status: string }, Shown>(
  context: GetServerSidePropsContext,
  locale: Language,
  product: {
    kind: Booking['kind'];
    read: (reference: string, client: ReturnType<typeof bookingPageClient>) => Promise<Booking>;
    payment: (reference: string) => string;
    show: (booking: Booking, reference: string) => { props: Shown } | { redirect: Redirect };
  },
): Promise<{ props: Shown | LookupView } | { redirect: Redirect }> {
  const reference = referenceFrom(context.query.booking);
  let error: LookupFormProps['error'] = null;
  if (/^[A-Z0-9]{6}$/.test(reference)) {
    try {
      const booking = await product.read(reference, bookingPageClient(context));
      if (booking.kind !== product.kind) return { redirect: { destination: localisedPath(paths.flightConfirmation(reference), locale), permanent: false } };
      if (booking.status === 'PENDING') return { redirect: { destination: localisedPath(product.payment(reference), locale), permanent: false } };
      return product.show(booking, reference);
    } catch (failure) {
      error = lookupFailure(failure);
    }
  }
  context.res.statusCode = error === 'TOO_MANY' ? 429 : 404;
  return { props: { view: 'lookup', lookup: { reference, lastName: '', to: 'confirmation', xsrf: xsrfTokenOf(context.req), error } } };
}
