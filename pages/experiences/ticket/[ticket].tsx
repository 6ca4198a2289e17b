import { TicketCheckView, type TicketCheckProps } from '@/components/experiences/TicketCheckView';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';
import { toApiError } from '@/services/http';
import { checkTicket } from '@/services/experiences';
import { qrSvg } from '@/common/qr-svg';
import { localisedPath } from '@/lib/seo/addresses';

export default function TicketPage(props: TicketCheckProps) {
  return <TicketCheckView {...props} />;
}

const TICKET = /^TKT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** What a ticket's QR code opens (the supplier at the meeting point, or the participant): valid, cancelled or past. */
export const getServerSideProps = withAppShell<TicketCheckProps>(
  { page: 'experiences', namespaces: ['experiences'], personal: true },
  async (store, context) => {
    const ticket = typeof context.query.ticket === 'string' ? context.query.ticket.toUpperCase() : '';
    context.res.setHeader('Cache-Control', 'no-store');
    if (!TICKET.test(ticket)) {
      context.res.statusCode = 404;
      return { props: { ticket: ticket.slice(0, 20), check: null, problem: 'NOT_FOUND' } };
    }
    try {
      const { locale } = store.getState().auth;
      const check = await checkTicket(ticket, locale, serverHttpClient(context.req));
      // The code of this very page, as the PDF prints it: shown from a phone at the meeting point
      // (and there offline, once opened: the site's worker keeps the pages it has shown).
      const qr = qrSvg(`${store.getState().ui.siteOrigin}${localisedPath(`/experiences/ticket/${ticket}`, locale)}`);
      return { props: { ticket, check, problem: null, qr } };
    } catch (failure) {
      const { status } = toApiError(failure);
      context.res.statusCode = status === 404 ? 404 : status === 429 ? 429 : 503;
      return { props: { ticket, check: null, problem: status === 404 ? 'NOT_FOUND' : status === 429 ? 'TOO_MANY' : 'FAILED' } };
    }
  },
);
