import type { Database } from '../db/client';
import { fromMinor } from '../lib/money';
import { lagosTime, money } from '../mail/format';
import { orderNoticeEmail } from '../mail/order-emails';
import { enqueueMail } from '../mail/outbox';
import { bookingLink, EMAIL_LINK_TTL_MS, type LinkContext } from '../orders/access';
import { kindOf, type Order } from '../orders/orders';
import { notifyOrder } from '../push/push';
import { askedLine } from './kind';
import { toPayMinor, type AfterSalesRequest } from './requests';

const WORDS = {
  en: {
    subject: (reference: string) => `Your request for booking ${reference}`,
    received: (what: string) => `We received your request (${what}). Our team answers within one working day, with what it costs if anything.`,
    quotedCancel: (refund: string, penalty: string) => `Cancelling gives back ${refund} (the fare rules keep ${penalty}).`,
    quotedChange: (total: string) => `Making this change costs ${total} (change fee and fare difference).`,
    quotedFree: 'Making this change costs nothing.',
    until: (date: string) => `Accept or decline it on your booking’s page by ${date} (Lagos time).`,
    acceptedPay: (total: string, date: string) => `To make the change, pay ${total} on your booking’s page by ${date} (Lagos time).`,
    accepted: 'Thank you: our team is making the change with the airline and will tell you when it is done.',
    done: 'Done.',
    refused: 'We could not do what you asked.',
    scheduleSubject: (reference: string) => `Your flight times changed: booking ${reference}`,
    schedule:
      'The airline changed your flights. If the new times do not suit you, ask for a change or a cancellation on your booking’s page: we will tell you what the airline allows.',
    scheduleTitle: 'Your flight times changed',
    note: (note: string) => `Our team’s note: ${note}`,
    open: 'Open your booking',
    push: {
      RECEIVED: 'We received your request',
      QUOTED: 'Your quote is ready',
      ACCEPTED: 'Quote accepted',
      DONE: 'Your request is done',
      REFUSED: 'Your request was not possible',
    },
  },
  fr: {
    subject: (reference: string) => `Votre demande pour la réservation ${reference}`,
    received: (what: string) => `Nous avons reçu votre demande (${what}). Notre équipe vous répond sous un jour ouvré, avec son coût s’il y en a un.`,
    quotedCancel: (refund: string, penalty: string) => `L’annulation vous rend ${refund} (les règles du tarif retiennent ${penalty}).`,
    quotedChange: (total: string) => `Cette modification coûte ${total} (frais de modification et différence de tarif).`,
    quotedFree: 'Cette modification ne coûte rien.',
    until: (date: string) => `Acceptez-la ou refusez-la sur la page de votre réservation avant le ${date} (heure de Lagos).`,
    acceptedPay: (total: string, date: string) =>
      `Pour faire la modification, payez ${total} sur la page de votre réservation avant le ${date} (heure de Lagos).`,
    accepted: 'Merci : notre équipe fait la modification auprès de la compagnie et vous préviendra une fois faite.',
    done: 'C’est fait.',
    refused: 'Nous n’avons pas pu faire ce que vous demandiez.',
    scheduleSubject: (reference: string) => `Vos horaires de vol ont changé : réservation ${reference}`,
    schedule:
      'La compagnie a modifié vos vols. Si les nouveaux horaires ne vous conviennent pas, demandez une modification ou une annulation sur la page de votre réservation : nous vous dirons ce que la compagnie permet.',
    scheduleTitle: 'Vos horaires de vol ont changé',
    note: (note: string) => `Note de notre équipe : ${note}`,
    open: 'Ouvrir votre réservation',
    push: {
      RECEIVED: 'Nous avons reçu votre demande',
      QUOTED: 'Votre devis est prêt',
      ACCEPTED: 'Devis accepté',
      DONE: 'Votre demande est traitée',
      REFUSED: 'Votre demande n’a pas été possible',
    },
  },
} as const;

/** The traveller's words for where a request stands, and what they should do next. */
export function requestUpdate(order: Pick<Order, 'language' | 'currency' | 'reference'>, request: AfterSalesRequest, note: string | null) {
  const words = order.language === 'fr' ? WORDS.fr : WORDS.en;
  const amount = (minor: number | null) => money(fromMinor(minor ?? 0), order.currency, order.language, true);
  const day = (date: Date | null) => (date ? lagosTime(date, order.language, { dateStyle: 'long', timeStyle: 'short' }) : '');
  const lines: string[] = [];
  if (request.type === 'SCHEDULE_CHANGE') {
    lines.push(words.schedule);
    if (note) lines.push(words.note(note));
    return { subject: words.scheduleSubject(order.reference), title: words.scheduleTitle, lines, open: words.open };
  }
  switch (request.status) {
    case 'RECEIVED':
      lines.push(words.received(askedLine(request, order.language)));
      break;
    case 'QUOTED':
      lines.push(
        request.type === 'CANCEL'
          ? words.quotedCancel(amount(request.refundMinor), amount(request.penaltyMinor))
          : toPayMinor(request) > 0
            ? words.quotedChange(amount(toPayMinor(request)))
            : words.quotedFree,
        words.until(day(request.quoteExpiresAt)),
      );
      break;
    case 'ACCEPTED':
      lines.push(request.chargeOrderId ? words.acceptedPay(amount(toPayMinor(request)), day(request.quoteExpiresAt)) : words.accepted);
      break;
    case 'DONE':
      lines.push(words.done);
      break;
    case 'REFUSED':
      lines.push(words.refused);
      break;
  }
  if (note) lines.push(words.note(note));
  return { subject: words.subject(order.reference), title: words.push[request.status], lines, open: words.open };
}

/**
 * Tells the traveller where their request stands, at each step: an email (with a link that opens
 * the booking) and a notice on the phones that asked for them. Never fails the step itself. A
 * cancellation's own email (what was refunded) replaces the email of its last step.
 */
export async function tellTraveller(
  db: Database,
  links: LinkContext,
  order: Order,
  request: AfterSalesRequest,
  note: string | null,
  now = new Date(),
  { email = true } = {},
) {
  const update = requestUpdate(order, request, note);
  const link = `${bookingLink(links, order, EMAIL_LINK_TTL_MS, now, kindOf(order).confirmationPage)}#changes`;
  if (email)
    await enqueueMail(
      db,
      orderNoticeEmail({
        kind: 'aftersales-update',
        reference: order.reference,
        language: order.language,
        to: order.contactEmail,
        subject: update.subject,
        paragraphs: update.lines,
        link: { href: link, label: update.open },
        dedupeKey: `aftersales:${request.id}:${request.status}:${request.updatedAt.getTime()}`,
      }),
    );
  void notifyOrder(db, order, `aftersales:${request.id}:${request.status}:${request.updatedAt.getTime()}`, {
    title: update.title,
    body: update.lines.join(' '),
    url: `${bookingLink({ ...links, origin: '' }, order, 7 * 24 * 3_600_000, now, kindOf(order).confirmationPage)}#changes`,
    tag: `request-${request.id}`,
  });
}
