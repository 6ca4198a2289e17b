import { env } from '../env';
import { paymentsMode } from '../payments/gateways/mode';
import type { OutgoingMail } from './outbox';
import { escape, lagosTime, money, receiptMoney } from './format';

/** An order as its emails tell it: the shared part, and the sections its product writes. */
export interface OrderForMail {
  reference: string;
  language: string;
  contactEmail: string;
  currency: string;
  fare: { base: string; taxes: string; extras: string; discount: string; total: string };
  voucherCode: string | null;
  paymentDeadline: Date;
  /** What was bought and who it is for (a flight's flights and passengers…), in the order's language. */
  sections: Array<{ title: string; lines: string[] }>;
  /** The product's word for its extras (seats and bags…). */
  extrasLabel: string;
  /** The product's words for the fare's base and taxes (insurance: premium and charges). */
  receiptLabels?: { base: string; taxes: string };
  /** Opens the order without typing anything (signed, expiring). */
  link: string;
  /** Whether the e-ticket PDF travels with it (the confirmation says so only then). */
  ticketAttached?: boolean;
  /** What the product calls its PDF when it is not an e-ticket ("your insurance certificate"), in the order's language. */
  documentName?: string;
  /** A reservation's own account to transfer into, when the processor opened one. */
  transfer?: { bankName: string; accountNumber: string; accountName: string; amount: string; currency: string; paymentReference: string } | null;
}

const COPY = {
  en: {
    confirmedSubject: (ref: string) => `Booking ${ref} confirmed`,
    confirmedIntro: 'Your payment was received and your booking is confirmed.',
    updatedSubject: (ref: string) => `Booking ${ref}: your e-ticket is ready`,
    updatedIntro: 'Your e-ticket is ready: your booking now carries every reference you need to travel.',
    reservedSubject: (ref: string) => `Booking ${ref} reserved: pay by bank transfer`,
    reservedIntro: 'Your seats are held. To pay by bank transfer:',
    steps: (ref: string, phone: string, deadline: string) => [
      `1. Phone our support team on ${phone} to confirm your itinerary and get the account details.`,
      `2. Make the transfer with your booking ID ${ref} as the payment reference.`,
      `3. Pay before ${deadline} (West Africa Time), or the reservation lapses and the seats go back on sale.`,
      'You can also pay by card at any time before then, from the link above.',
    ],
    transferSteps: (deadline: string) => [
      'Transfer the exact amount below from any Nigerian bank app, USSD or branch, into the account opened for this booking only:',
      `Pay before ${deadline} (West Africa Time). Your booking is confirmed automatically when the money arrives, and we email your e-ticket.`,
      'You can also pay by card at any time before then, from the link above.',
    ],
    account: { bank: 'Bank', number: 'Account number', name: 'Account name', amount: 'Amount (exactly)', reference: 'Reference' },
    phoneFallback: (phone: string) => `Trouble with the transfer? Call us on ${phone}.`,
    ticketAttached:
      'Your e-ticket and receipt are attached as a PDF: print it or keep it on your phone. The booking page also lets you add the flights to your calendar.',
    documentAttached: (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)} are attached as a PDF: print them or keep them on your phone.`,
    open: 'See or pay your booking',
    openHint: 'This link opens your booking on any device. Keep it to yourself: anyone with it can see your trip.',
    manage: (origin: string) => `No link? Open ${origin}/manage and enter your booking ID with the lead traveller's surname.`,
    test: 'TEST BOOKING: this site is in test mode. Payments are simulated and no money was taken; no ticket will be issued.',
    testSubject: '[TEST BOOKING] ',
    codeSubject: (ref: string) => `Your code to reserve booking ${ref}`,
    codeIntro: (ref: string) => `To hold booking ${ref} for payment by bank transfer, confirm your email with this code:`,
    codeLink: 'Or confirm with this link:',
    codeExpiry: 'The code works for 10 minutes. If you did not ask for it, ignore this email: nothing is reserved without it.',
    bookingId: 'Booking ID',
    fare: 'Fare',
    base: 'Base fare',
    taxes: 'Taxes and fees',
    discount: 'Promo code',
    total: 'Total',
    closing: (email: string) => `Questions? Reply to this email or write to ${email}. We are here 24/7.`,
  },
  fr: {
    confirmedSubject: (ref: string) => `Réservation ${ref} confirmée`,
    confirmedIntro: 'Votre paiement a bien été reçu : votre réservation est confirmée.',
    updatedSubject: (ref: string) => `Réservation ${ref} : votre billet électronique est prêt`,
    updatedIntro: 'Votre billet électronique est prêt : votre réservation porte désormais toutes les références utiles au voyage.',
    reservedSubject: (ref: string) => `Réservation ${ref} en attente : paiement par virement`,
    reservedIntro: 'Vos places sont retenues. Pour payer par virement bancaire :',
    steps: (ref: string, phone: string, deadline: string) => [
      `1. Appelez notre service client au ${phone} pour confirmer votre itinéraire et obtenir les coordonnées bancaires.`,
      `2. Faites le virement avec votre numéro de réservation ${ref} comme référence de paiement.`,
      `3. Payez avant le ${deadline} (heure d’Afrique de l’Ouest), sinon la réservation expire et les places sont remises en vente.`,
      'Vous pouvez aussi payer par carte d’ici là, depuis le lien ci-dessus.',
    ],
    transferSteps: (deadline: string) => [
      'Virez le montant exact ci-dessous depuis l’application de n’importe quelle banque nigériane, par USSD ou en agence, sur le compte ouvert pour cette seule réservation :',
      `Payez avant le ${deadline} (heure d’Afrique de l’Ouest). Votre réservation est confirmée automatiquement à réception des fonds, et nous vous envoyons votre billet électronique.`,
      'Vous pouvez aussi payer par carte d’ici là, depuis le lien ci-dessus.',
    ],
    account: { bank: 'Banque', number: 'Numéro de compte', name: 'Titulaire du compte', amount: 'Montant (exact)', reference: 'Référence' },
    phoneFallback: (phone: string) => `Un souci avec le virement ? Appelez-nous au ${phone}.`,
    ticketAttached:
      'Votre billet électronique et votre reçu sont joints en PDF : imprimez-le ou gardez-le sur votre téléphone. La page de la réservation permet aussi d’ajouter les vols à votre agenda.',
    documentAttached: (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)} sont joints en PDF : imprimez-les ou gardez-les sur votre téléphone.`,
    open: 'Voir ou payer votre réservation',
    openHint: 'Ce lien ouvre votre réservation sur n’importe quel appareil. Gardez-le pour vous : il donne accès à votre voyage.',
    manage: (origin: string) => `Pas de lien ? Ouvrez ${origin}/fr/manage et saisissez votre numéro de réservation et le nom du voyageur principal.`,
    test: 'RÉSERVATION DE TEST : ce site est en mode test. Les paiements sont simulés, aucun argent n’a été prélevé ; aucun billet ne sera émis.',
    testSubject: '[RÉSERVATION DE TEST] ',
    codeSubject: (ref: string) => `Votre code pour retenir la réservation ${ref}`,
    codeIntro: (ref: string) => `Pour retenir la réservation ${ref} et la payer par virement, confirmez votre e-mail avec ce code :`,
    codeLink: 'Ou confirmez avec ce lien :',
    codeExpiry: 'Le code est valable 10 minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : rien n’est retenu sans lui.',
    bookingId: 'Numéro de réservation',
    fare: 'Tarif',
    base: 'Tarif de base',
    taxes: 'Taxes et frais',
    discount: 'Code promo',
    total: 'Total',
    closing: (email: string) => `Des questions ? Répondez à cet e-mail ou écrivez à ${email}. Nous sommes là 24\u00a0h/24, 7\u00a0j/7.`,
  },
} as const;

const copyFor = (language: string) => (language === 'fr' ? COPY.fr : COPY.en);
/** While the sandbox gateway runs, every booking email says it is a test (nothing was charged). */
const testMode = () => paymentsMode(env()) === 'sandbox';
const testBanner = (copy: (typeof COPY)['en' | 'fr']) =>
  `<p style="background:#fff3cd;border:2px solid #b26a00;padding:8px 12px;font-weight:bold">${escape(copy.test)}</p>`;
const page = (language: string, body: string) =>
  `<!doctype html><html lang="${language === 'fr' ? 'fr' : 'en'}"><body style="font-family:system-ui,sans-serif;line-height:1.5">${body}</body></html>`;

/** Every address in an email's HTML is a link a phone opens with one tap (the text part keeps it as text). */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`);

function render(booking: OrderForMail, kind: 'confirmed' | 'reserved' | 'updated'): OutgoingMail {
  const copy = copyFor(booking.language);
  // French puts a no-break space before a colon (« Total : »).
  const colon = booking.language === 'fr' ? '\u00a0: ' : ': ';
  const config = env();
  const lines: string[] = [];
  const html: string[] = [];
  const test = testMode();
  if (test) {
    lines.push(copy.test, '');
    html.push(testBanner(copy));
  }
  const intro = kind === 'confirmed' ? copy.confirmedIntro : kind === 'updated' ? copy.updatedIntro : copy.reservedIntro;
  lines.push(intro, '', `${copy.bookingId}${colon}${booking.reference}`);
  html.push(
    `<p>${escape(intro)}</p>`,
    `<p><strong>${escape(copy.bookingId)}${colon}<span style="font-size:1.4em;letter-spacing:.1em">${escape(booking.reference)}</span></strong></p>`,
  );
  const origin = new URL(booking.link).origin;
  lines.push('', `${copy.open}${colon}${booking.link}`, copy.openHint);
  html.push(
    `<p><a href="${escape(booking.link)}" style="display:inline-block;background:#0B6E4F;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escape(copy.open)}</a></p>`,
    `<p style="color:#5F6B76;font-size:.9em">${escape(copy.openHint)} ${linkify(escape(copy.manage(origin)))}</p>`,
  );
  if (kind !== 'reserved' && booking.ticketAttached) {
    const attached = booking.documentName ? copy.documentAttached(booking.documentName) : copy.ticketAttached;
    lines.push('', attached);
    html.push(`<p>${escape(attached)}</p>`);
  }
  if (kind === 'reserved' && booking.transfer) {
    const [intro, deadline, card] = copy.transferSteps(lagosTime(booking.paymentDeadline, booking.language));
    const transfer = booking.transfer;
    const rows: Array<[string, string]> = [
      [copy.account.bank, transfer.bankName],
      [copy.account.number, transfer.accountNumber],
      [copy.account.name, transfer.accountName],
      [copy.account.amount, money(transfer.amount, transfer.currency, booking.language, true)],
      [copy.account.reference, booking.reference],
    ];
    lines.push('', intro!, ...rows.map(([label, value]) => `${label}${colon}${value}`), '', deadline!, card!, copy.phoneFallback(config.SUPPORT_PHONE));
    html.push(
      `<p>${escape(intro!)}</p>`,
      `<table role="presentation" style="border-collapse:collapse;font-size:1.05em">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#5F6B76">${escape(label)}</td><td style="padding:4px 0"><strong style="letter-spacing:.04em">${escape(value)}</strong></td></tr>`,
        )
        .join('')}</table>`,
      `<p>${escape(deadline!)}</p><p>${escape(card!)}</p><p style="color:#5F6B76">${escape(copy.phoneFallback(config.SUPPORT_PHONE))}</p>`,
    );
  } else if (kind === 'reserved') {
    const steps = copy.steps(booking.reference, config.SUPPORT_PHONE, lagosTime(booking.paymentDeadline, booking.language));
    lines.push('', ...steps);
    html.push(`<ol>${steps.map((step) => `<li>${escape(step.replace(/^\d\. /, ''))}</li>`).join('')}</ol>`);
  }
  for (const section of booking.sections) {
    lines.push('', `${section.title}${colon.trimEnd()}`, ...section.lines);
    html.push(`<h2>${escape(section.title)}</h2><ul>${section.lines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`);
  }
  const fare: Array<[string, string]> = [
    [booking.receiptLabels?.base ?? copy.base, booking.fare.base],
    [booking.receiptLabels?.taxes ?? copy.taxes, booking.fare.taxes],
    ...(Number(booking.fare.extras) > 0 ? [[booking.extrasLabel, booking.fare.extras] as [string, string]] : []),
    ...(Number(booking.fare.discount) > 0 ? [[`${copy.discount} ${booking.voucherCode ?? ''}`.trim(), `-${booking.fare.discount}`] as [string, string]] : []),
    [copy.total, booking.fare.total],
  ];
  const inReceipt = receiptMoney(Object.values(booking.fare), booking.currency, booking.language);
  const fareLine = ([label, amount]: [string, string]) => `${label}${colon}${amount.startsWith('-') ? `-${inReceipt(amount.slice(1))}` : inReceipt(amount)}`;
  lines.push('', `${copy.fare}:`, ...fare.map(fareLine), '', copy.closing(config.SUPPORT_EMAIL));
  html.push(
    `<h2>${escape(copy.fare)}</h2><ul>${fare.map((entry) => `<li>${escape(fareLine(entry))}</li>`).join('')}</ul>`,
    `<p>${escape(copy.closing(config.SUPPORT_EMAIL))}</p>`,
  );
  return {
    kind: kind === 'confirmed' ? 'booking-confirmed' : kind === 'updated' ? 'booking-updated' : 'booking-reserved',
    to: booking.contactEmail,
    subject: `${test ? copy.testSubject : ''}${kind === 'confirmed' ? copy.confirmedSubject(booking.reference) : kind === 'updated' ? copy.updatedSubject(booking.reference) : copy.reservedSubject(booking.reference)}`,
    text: lines.join('\n'),
    html: page(booking.language, html.join('')),
    // Once per booking; a reservation once per account it names (a new total opens a new one).
    dedupeKey: `${kind}:${booking.reference}${kind === 'reserved' && booking.transfer ? `:${booking.transfer.paymentReference}` : ''}`,
  };
}

export const confirmationEmail = (order: OrderForMail) => render(order, 'confirmed');
/** After payment, what the product finished later (flights: the e-tickets issued): once per booking, with the updated PDF. */
export const documentsUpdatedEmail = (order: OrderForMail) => render(order, 'updated');

/** The code (and link) that confirms a booking's contact email before a bank-transfer reservation. */
export function contactCodeEmail(input: { reference: string; language: string; to: string; code: string; link: string }): OutgoingMail {
  const copy = copyFor(input.language);
  const test = testMode();
  const text = [...(test ? [copy.test, ''] : []), copy.codeIntro(input.reference), '', input.code, '', copy.codeLink, input.link, '', copy.codeExpiry].join(
    '\n',
  );
  const body = [
    ...(test ? [testBanner(copy)] : []),
    `<p>${escape(copy.codeIntro(input.reference))}</p>`,
    `<p style="font-size:1.6em;letter-spacing:.2em"><strong>${escape(input.code)}</strong></p>`,
    `<p>${escape(copy.codeLink)} <a href="${escape(input.link)}">${escape(input.link)}</a></p>`,
    `<p style="color:#5F6B76">${escape(copy.codeExpiry)}</p>`,
  ].join('');
  return {
    kind: 'booking-contact-code',
    to: input.to,
    subject: `${test ? copy.testSubject : ''}${input.code}: ${copy.codeSubject(input.reference)}`,
    text,
    html: page(input.language, body),
  };
}
export const reservationEmail = (order: OrderForMail) => render(order, 'reserved');

const CANCELLED = {
  en: {
    subject: (ref: string) => `Booking ${ref} cancelled`,
    intro: (ref: string) => `Your booking ${ref} is cancelled, as you asked.`,
    refunded: (amount: string) => `${amount} is on its way back to the card or account you paid with: banks take 5 to 10 working days to show it.`,
    due: (amount: string, phone: string) =>
      `${amount} will be refunded to you: our team is making the refund and will write when it is sent. Questions? Call ${phone}.`,
    nothing: 'The fare was not refundable: nothing is refunded.',
  },
  fr: {
    subject: (ref: string) => `Réservation ${ref} annulée`,
    intro: (ref: string) => `Votre réservation ${ref} est annulée, comme vous l’avez demandé.`,
    refunded: (amount: string) =>
      `${amount} vous est remboursé sur la carte ou le compte utilisé pour payer\u00a0: les banques mettent 5 à 10\u00a0jours ouvrés à l’afficher.`,
    due: (amount: string, phone: string) =>
      `${amount} vous sera remboursé\u00a0: notre équipe effectue le remboursement et vous écrira dès qu’il est envoyé. Des questions\u202f? Appelez le ${phone}.`,
    nothing: 'Le tarif n’était pas remboursable\u00a0: rien n’est remboursé.',
  },
} as const;

/** A paid booking cancelled at its holder's request: what was cancelled and how the money comes back. */
export function cancellationEmail(input: {
  reference: string;
  language: string;
  to: string;
  refund: { status: 'REFUNDED' | 'REFUND_DUE'; amount: string; currency: string };
}): OutgoingMail {
  const copy = input.language === 'fr' ? CANCELLED.fr : CANCELLED.en;
  const amount = money(input.refund.amount, input.refund.currency, input.language, true);
  const refund =
    Number(input.refund.amount) === 0 ? copy.nothing : input.refund.status === 'REFUNDED' ? copy.refunded(amount) : copy.due(amount, env().SUPPORT_PHONE);
  const closing = copyFor(input.language).closing(env().SUPPORT_EMAIL);
  const test = testMode();
  const testCopy = copyFor(input.language);
  const text = [...(test ? [testCopy.test, ''] : []), copy.intro(input.reference), '', refund, '', closing].join('\n');
  const html = [
    ...(test ? [testBanner(testCopy)] : []),
    `<p>${escape(copy.intro(input.reference))}</p>`,
    `<p>${escape(refund)}</p>`,
    `<p>${escape(closing)}</p>`,
  ].join('');
  return {
    kind: 'booking-cancelled',
    to: input.to,
    subject: `${test ? testCopy.testSubject : ''}${copy.subject(input.reference)}`,
    text,
    html: page(input.language, html),
    dedupeKey: `cancelled:${input.reference}`,
  };
}

/**
 * A short email about an order in its language: its paragraphs, a link to open it, the closing
 * line, and the test-mode banner while payments are simulated (after-sales steps use it).
 */
export function orderNoticeEmail(input: {
  kind: string;
  reference: string;
  language: string;
  to: string;
  subject: string;
  paragraphs: string[];
  link?: { href: string; label: string };
  dedupeKey?: string;
}): OutgoingMail {
  const copy = copyFor(input.language);
  const test = testMode();
  const closing = copy.closing(env().SUPPORT_EMAIL);
  const text = [
    ...(test ? [copy.test, ''] : []),
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(input.link ? [`${input.link.label}: ${input.link.href}`, ''] : []),
    closing,
  ].join('\n');
  const html = [
    ...(test ? [testBanner(copy)] : []),
    ...input.paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`),
    ...(input.link ? [`<p><a href="${escape(input.link.href)}">${escape(input.link.label)}</a></p>`] : []),
    `<p>${escape(closing)}</p>`,
  ].join('');
  return {
    kind: input.kind,
    to: input.to,
    subject: `${test ? copy.testSubject : ''}${input.subject}`,
    text,
    html: page(input.language, html),
    ...(input.dedupeKey ? { dedupeKey: input.dedupeKey } : {}),
  };
}

const REMINDER = {
  en: {
    subject: 'Your Baobab booking IDs',
    intro: 'You asked for the bookings made with this email address. Each link opens its booking on any device for 400 days.',
    kinds: { flight: 'Flight', stay: 'Stay', insurance: 'Travel insurance', experience: 'Experience', change: 'Booking change' } as Record<string, string>,
    states: { CONFIRMED: 'paid', PENDING: 'waiting for payment', CANCELLED: 'cancelled' } as Record<string, string>,
    made: (date: string) => `booked ${date}`,
    notYou: 'Did not ask? You can ignore this email: nobody can open these bookings without it.',
  },
  fr: {
    subject: 'Vos numéros de réservation Baobab',
    intro:
      'Vous avez demandé les réservations faites avec cette adresse e-mail. Chaque lien ouvre sa réservation sur n’importe quel appareil pendant 400 jours.',
    kinds: { flight: 'Vol', stay: 'Séjour', insurance: 'Assurance voyage', experience: 'Activité', change: 'Modification de réservation' } as Record<
      string,
      string
    >,
    states: { CONFIRMED: 'payée', PENDING: 'en attente de paiement', CANCELLED: 'annulée' } as Record<string, string>,
    made: (date: string) => `réservée le ${date}`,
    notYou: 'Vous n’avez rien demandé ? Ignorez cet e-mail : personne ne peut ouvrir ces réservations sans lui.',
  },
};

/** The booking IDs made with an address, each with a link that opens it (asked for on Manage booking, to that address only). */
export function bookingsReminderEmail(input: {
  language: string;
  to: string;
  bookings: Array<{ reference: string; kind: string; status: string; createdAt: Date; link: string }>;
}): OutgoingMail {
  const language = input.language === 'fr' ? 'fr' : 'en';
  const words = REMINDER[language];
  const copy = copyFor(language);
  const test = testMode();
  const date = (at: Date) => new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'Africa/Lagos' }).format(at);
  const line = (booking: (typeof input.bookings)[number]) =>
    `${booking.reference} · ${words.kinds[booking.kind] ?? booking.kind} · ${words.states[booking.status] ?? booking.status} · ${words.made(date(booking.createdAt))}`;
  const closing = copy.closing(env().SUPPORT_EMAIL);
  const text = [
    ...(test ? [copy.test, ''] : []),
    words.intro,
    '',
    ...input.bookings.flatMap((booking) => [line(booking), booking.link, '']),
    words.notYou,
    '',
    closing,
  ].join('\n');
  const html = [
    ...(test ? [testBanner(copy)] : []),
    `<p>${escape(words.intro)}</p>`,
    `<ul>${input.bookings.map((booking) => `<li><a href="${escape(booking.link)}"><strong>${escape(booking.reference)}</strong></a> · ${escape(line(booking).slice(booking.reference.length + 3))}</li>`).join('')}</ul>`,
    `<p style="color:#5F6B76">${escape(words.notYou)}</p>`,
    `<p>${escape(closing)}</p>`,
  ].join('');
  return { kind: 'bookings-reminder', to: input.to, subject: `${test ? copy.testSubject : ''}${words.subject}`, text, html: page(language, html) };
}
