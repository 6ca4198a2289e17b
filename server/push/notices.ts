import { fromMinor } from '../lib/money';
import { lagosTime, money } from '../mail/format';
import { bookingLink } from '../orders/access';
import { kindOf, paymentPageOf, type DueNotice, type Order } from '../orders/orders';

export type Notice = DueNotice;

/** Links in notices open the booking by themselves for a week (the phone was given them for it). */
const LINK_TTL_MS = 7 * 24 * 3600_000;

const WORDS = {
  en: {
    paidTitle: (reference: string) => `Payment received: booking ${reference}`,
    paidBody: (amount: string) => `We received ${amount}. Your booking is confirmed; its documents are in your email and on its page.`,
    deadlineTitle: (reference: string) => `Pay soon to keep booking ${reference}`,
    deadlineBody: (amount: string, time: string) =>
      `Your reservation lapses at ${time} (Lagos time) if ${amount} has not arrived by then. Open it for the account number.`,
  },
  fr: {
    paidTitle: (reference: string) => `Paiement reçu : réservation ${reference}`,
    paidBody: (amount: string) => `Nous avons reçu ${amount}. Votre réservation est confirmée ; ses documents sont dans votre e-mail et sur sa page.`,
    deadlineTitle: (reference: string) => `Payez bientôt pour garder la réservation ${reference}`,
    deadlineBody: (amount: string, time: string) =>
      `Votre réservation expire à ${time} (heure de Lagos) si ${amount} n’est pas arrivé d’ici là. Ouvrez-la pour le numéro de compte.`,
  },
} as const;

const wordsOf = (order: Pick<Order, 'language'>) => WORDS[order.language === 'fr' ? 'fr' : 'en'];
const amountOf = (order: Order) => money(fromMinor(order.totalMinor), order.currency, order.language);

/** A link of ours to one of the order's pages that opens it by itself (relative: the phone opens it on our site). */
export const noticeLink = (key: string, order: Pick<Order, 'reference' | 'language'>, page: string, now = new Date()) =>
  bookingLink({ origin: '', key }, order, LINK_TTL_MS, now, page);

export function paidNotice(order: Order, key: string, now = new Date()): Notice {
  const words = wordsOf(order);
  return {
    title: words.paidTitle(order.reference),
    body: words.paidBody(amountOf(order)),
    url: noticeLink(key, order, kindOf(order).confirmationPage, now),
    tag: `booking-${order.reference}`,
  };
}

export function deadlineNotice(order: Order, key: string, now = new Date()): Notice {
  const words = wordsOf(order);
  const time = lagosTime(order.paymentDeadline, order.language, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return {
    title: words.deadlineTitle(order.reference),
    body: words.deadlineBody(amountOf(order), time),
    url: noticeLink(key, order, paymentPageOf(order), now),
    tag: `booking-${order.reference}`,
    // Of no use once the reservation has lapsed.
    ttlSeconds: Math.max(60, Math.floor((order.paymentDeadline.getTime() - now.getTime()) / 1000)),
  };
}
