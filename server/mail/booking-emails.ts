import { env } from '../env';
import type { OutgoingMail } from './outbox';
import { escape, money } from './format';

export interface BookingForMail {
  reference: string;
  language: string;
  contactEmail: string;
  currency: string;
  fare: { base: string; taxes: string; extras: string; discount: string; total: string };
  voucherCode: string | null;
  paymentDeadline: Date;
  flights: Array<{ from: string; to: string; departure: string; arrival: string; flight: string }>;
  passengers: Array<{ name: string; seats: string[] }>;
}

const COPY = {
  en: {
    confirmedSubject: (ref: string) => `Booking ${ref} confirmed`,
    confirmedIntro: 'Your payment was received and your trip is booked.',
    reservedSubject: (ref: string) => `Booking ${ref} reserved: pay by bank transfer`,
    reservedIntro: 'Your seats are held. To pay by bank transfer:',
    steps: (ref: string, phone: string, deadline: string) => [
      `1. Phone our support team on ${phone} to confirm your itinerary and get the account details.`,
      `2. Make the transfer with your booking ID ${ref} as the payment reference.`,
      `3. Pay before ${deadline} (West Africa Time), or the reservation lapses and the seats go back on sale.`,
      'You can also pay by card at any time before then: open /payment and enter your booking ID.',
    ],
    bookingId: 'Booking ID',
    flights: 'Flights',
    passengers: 'Passengers',
    seats: 'seats',
    fare: 'Fare',
    base: 'Base fare',
    taxes: 'Taxes and fees',
    extras: 'Seats and bags',
    discount: 'Promo code',
    total: 'Total',
    closing: (email: string) => `Questions? Reply to this email or write to ${email}. We are here 24/7.`,
  },
  fr: {
    confirmedSubject: (ref: string) => `Réservation ${ref} confirmée`,
    confirmedIntro: 'Votre paiement a bien été reçu : votre voyage est réservé.',
    reservedSubject: (ref: string) => `Réservation ${ref} en attente : paiement par virement`,
    reservedIntro: 'Vos places sont retenues. Pour payer par virement bancaire :',
    steps: (ref: string, phone: string, deadline: string) => [
      `1. Appelez notre service client au ${phone} pour confirmer votre itinéraire et obtenir les coordonnées bancaires.`,
      `2. Faites le virement avec votre numéro de réservation ${ref} comme référence de paiement.`,
      `3. Payez avant le ${deadline} (heure d'Afrique de l'Ouest), sinon la réservation expire et les places sont remises en vente.`,
      "Vous pouvez aussi payer par carte d'ici là : ouvrez /fr/payment et saisissez votre numéro de réservation.",
    ],
    bookingId: 'Numéro de réservation',
    flights: 'Vols',
    passengers: 'Passagers',
    seats: 'sièges',
    fare: 'Tarif',
    base: 'Tarif de base',
    taxes: 'Taxes et frais',
    extras: 'Sièges et bagages',
    discount: 'Code promo',
    total: 'Total',
    closing: (email: string) => `Des questions ? Répondez à cet e-mail ou écrivez à ${email}. Nous sommes là 24 h/24, 7 j/7.`,
  },
} as const;

function lagosTime(date: Date, language: string) {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(date);
}

function render(booking: BookingForMail, kind: 'confirmed' | 'reserved'): OutgoingMail {
  const copy = booking.language === 'fr' ? COPY.fr : COPY.en;
  const config = env();
  const lines: string[] = [];
  const html: string[] = [];
  const intro = kind === 'confirmed' ? copy.confirmedIntro : copy.reservedIntro;
  lines.push(intro, '', `${copy.bookingId}: ${booking.reference}`);
  html.push(`<p>${escape(intro)}</p>`, `<p><strong>${escape(copy.bookingId)}: <span style="font-size:1.4em;letter-spacing:.1em">${escape(booking.reference)}</span></strong></p>`);
  if (kind === 'reserved') {
    const steps = copy.steps(booking.reference, config.SUPPORT_PHONE, lagosTime(booking.paymentDeadline, booking.language));
    lines.push('', ...steps);
    html.push(`<ol>${steps.map((step) => `<li>${escape(step.replace(/^\d\. /, ''))}</li>`).join('')}</ol>`);
  }
  const flights = booking.flights.map((flight) => `${flight.flight}  ${flight.from} ${flight.departure.replace('T', ' ').slice(0, 16)} → ${flight.to} ${flight.arrival.replace('T', ' ').slice(0, 16)}`);
  lines.push('', `${copy.flights}:`, ...flights);
  html.push(`<h2>${escape(copy.flights)}</h2><ul>${flights.map((flight) => `<li>${escape(flight)}</li>`).join('')}</ul>`);
  const passengers = booking.passengers.map((passenger) => (passenger.seats.length > 0 ? `${passenger.name} (${copy.seats}: ${passenger.seats.join(', ')})` : passenger.name));
  lines.push('', `${copy.passengers}:`, ...passengers);
  html.push(`<h2>${escape(copy.passengers)}</h2><ul>${passengers.map((passenger) => `<li>${escape(passenger)}</li>`).join('')}</ul>`);
  const fare: Array<[string, string]> = [
    [copy.base, booking.fare.base],
    [copy.taxes, booking.fare.taxes],
    ...(Number(booking.fare.extras) > 0 ? [[copy.extras, booking.fare.extras] as [string, string]] : []),
    ...(Number(booking.fare.discount) > 0 ? [[`${copy.discount} ${booking.voucherCode ?? ''}`.trim(), `-${booking.fare.discount}`] as [string, string]] : []),
    [copy.total, booking.fare.total],
  ];
  const fareLine = ([label, amount]: [string, string]) => `${label}: ${amount.startsWith('-') ? `-${money(amount.slice(1), booking.currency, booking.language)}` : money(amount, booking.currency, booking.language)}`;
  lines.push('', `${copy.fare}:`, ...fare.map(fareLine), '', copy.closing(config.SUPPORT_EMAIL));
  html.push(`<h2>${escape(copy.fare)}</h2><ul>${fare.map((entry) => `<li>${escape(fareLine(entry))}</li>`).join('')}</ul>`, `<p>${escape(copy.closing(config.SUPPORT_EMAIL))}</p>`);
  return {
    kind: kind === 'confirmed' ? 'booking-confirmed' : 'booking-reserved',
    to: booking.contactEmail,
    subject: kind === 'confirmed' ? copy.confirmedSubject(booking.reference) : copy.reservedSubject(booking.reference),
    text: lines.join('\n'),
    html: `<!doctype html><html lang="${booking.language === 'fr' ? 'fr' : 'en'}"><body style="font-family:system-ui,sans-serif;line-height:1.5">${html.join('')}</body></html>`,
    dedupeKey: `${kind}:${booking.reference}`,
  };
}

export const confirmationEmail = (booking: BookingForMail) => render(booking, 'confirmed');
export const reservationEmail = (booking: BookingForMail) => render(booking, 'reserved');
