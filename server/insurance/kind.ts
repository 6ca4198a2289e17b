import type { z } from '@hono/zod-openapi';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { env } from '../env';
import { logger } from '../../common/node/logger';
import { fromMinor } from '../lib/money';
import { money } from '../mail/format';
import { FulfilmentFailed, type Fulfilment, type MailSection, type Order, type OrderDocument, type OrderKind } from '../orders/orders';
import { HttpError } from '../lib/http-error';
import type { Applicant } from './applicant';
import { coverDays } from './domain';
import { planView } from './views';
import type { InsuranceOrderFieldsSchema, InsuranceTripFieldsSchema } from './insurance.routes';
import { getInsuranceProvider } from './providers';
import { insurancePolicies } from './schema';

export type Policy = typeof insurancePolicies.$inferSelect;
/** An insurance order's own part: its policy row (trip, plan, people, contract once issued). */
export type InsuranceDetails = Policy;
export type InsuranceSummary = { startsAt: string } & z.output<typeof InsuranceTripFieldsSchema>;

const HOUR_MS = 3_600_000;
/** A bank-transfer reservation holds the quoted price for a day, and must be paid before cover starts. */
const RESERVATION_HOLD_MS = 24 * HOUR_MS;
const MINIMUM_HOLD_MS = 2 * HOUR_MS;

/** Where an embassy checks a certificate: the public page its QR code opens. */
export const verifyPath = (contractNumber: string) => `/insurance/verify/${contractNumber}`;

/** The first moment of cover: midnight in Lagos (UTC+1, no daylight saving) on its first day. */
export const coverStartsAt = (policy: Pick<Policy, 'request'>) => new Date(`${policy.request.coverStart}T00:00:00+01:00`);

/** The insured people as the certificate lists them: the holder first. */
export function insuredPeople(applicant: Applicant) {
  const name = (person: { firstName: string; middleName?: string; lastName: string }) =>
    [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
  if ('individual' in applicant) {
    const person = applicant.individual;
    return [{ role: 'HOLDER' as const, name: name(person), dateOfBirth: person.dateOfBirth, passportNumber: person.passportNumber }];
  }
  const { family } = applicant;
  return [
    ...family.parents.map((parent, index) => ({
      role: index === 0 ? ('HOLDER' as const) : ('PARENT' as const),
      name: name({ ...parent, lastName: family.lastName }),
      dateOfBirth: parent.dateOfBirth,
      passportNumber: parent.passportNumber,
    })),
    ...family.children.map((child) => ({
      role: 'CHILD' as const,
      name: name({ ...child, lastName: family.lastName }),
      dateOfBirth: child.dateOfBirth,
      passportNumber: child.passportNumber,
    })),
  ];
}

const surnameOf = (applicant: Applicant) => ('individual' in applicant ? applicant.individual.lastName : applicant.family.lastName);

const COPY = {
  en: {
    title: 'Travel insurance certificate',
    documentName: 'your insurance certificate and receipt',
    policy: 'Policy',
    contract: 'Contract number',
    issued: 'Issued',
    plan: 'Plan',
    insured: 'Insured',
    passport: 'passport',
    born: 'born',
    cover: 'Cover',
    period: (from: string, to: string, days: number) => `From ${from} to ${to} (${days} day${days === 1 ? '' : 's'}), both days included`,
    multiTrip: 'Multi-trip: every trip of up to 31 days within the period',
    destination: 'Destination',
    territory: 'Territories',
    zones: {
      AFRICA: 'Africa',
      EUROPE: 'Europe (including the whole Schengen area)',
      WORLD: 'Worldwide excluding the USA and Canada',
      USA_CANADA: 'USA and Canada',
    },
    purpose: { LEISURE: 'Leisure', STUDY: 'Study' },
    limits: 'Limits per insured person and trip',
    limitNames: {
      medical: 'Medical expenses',
      evacuationRepatriation: 'Medical evacuation and repatriation',
      baggage: 'Baggage',
      delay: 'Travel delay',
      cancellation: 'Trip cancellation',
    },
    schengen: 'Meets the Schengen visa requirement (at least €30,000 of medical cover including repatriation, valid in every Schengen state).',
    assistance: 'Emergency assistance, 24/7',
    verify: 'Check this certificate',
    premium: 'Premium',
    charges: 'Insurance charges',
    extras: 'Extras',
    pending: 'The contract number comes as soon as the insurer issues the policy.',
    share: (country: string, from: string, to: string) => `Insured for my trip to ${country}, ${from} – ${to}. Bought on Baobab.`,
    event: (country: string) => `Travel insurance: ${country}`,
  },
  fr: {
    title: 'Attestation d’assurance voyage',
    documentName: 'votre attestation d’assurance et votre reçu',
    policy: 'Contrat',
    contract: 'Numéro de contrat',
    issued: 'Émis le',
    plan: 'Formule',
    insured: 'Assurés',
    passport: 'passeport',
    born: 'né(e) le',
    cover: 'Couverture',
    period: (from: string, to: string, days: number) => `Du ${from} au ${to} (${days}\u00a0jour${days === 1 ? '' : 's'}), ces deux jours compris`,
    multiTrip: 'Multivoyage\u00a0: chaque voyage de 31\u00a0jours au plus pendant la période',
    destination: 'Destination',
    territory: 'Territoires',
    zones: {
      AFRICA: 'Afrique',
      EUROPE: 'Europe (tout l’espace Schengen compris)',
      WORLD: 'Monde entier hors États-Unis et Canada',
      USA_CANADA: 'États-Unis et Canada',
    },
    purpose: { LEISURE: 'Loisirs', STUDY: 'Études' },
    limits: 'Plafonds par assuré et par voyage',
    limitNames: {
      medical: 'Frais médicaux',
      evacuationRepatriation: 'Évacuation sanitaire et rapatriement',
      baggage: 'Bagages',
      delay: 'Retard de voyage',
      cancellation: 'Annulation du voyage',
    },
    schengen:
      'Conforme à l’exigence du visa Schengen (au moins 30\u00a0000\u00a0€ de frais médicaux, rapatriement compris, valable dans tous les États Schengen).',
    assistance: 'Assistance d’urgence, 24\u00a0h/24',
    verify: 'Vérifier cette attestation',
    premium: 'Prime',
    charges: 'Frais d’assurance',
    extras: 'Suppléments',
    pending: 'Le numéro de contrat arrive dès que l’assureur émet la police.',
    share: (country: string, from: string, to: string) => `Assuré(e) pour mon voyage en ${country}, du ${from} au ${to}. Acheté sur Baobab.`,
    event: (country: string) => `Assurance voyage\u00a0: ${country}`,
  },
} as const;

const languageOf = (order: Pick<Order, 'language'>) => (order.language === 'fr' ? 'fr' : 'en');
const countryName = (code: string, language: 'en' | 'fr') => new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
const day = (date: string, language: 'en' | 'fr') =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const colon = (language: 'en' | 'fr') => (language === 'fr' ? '\u00a0: ' : ': ');

/** The certificate's limits: euros as the plan states them, and naira at the rate of the day it was issued. */
function limitLines(policy: Policy, language: 'en' | 'fr') {
  const copy = COPY[language];
  return (Object.keys(copy.limitNames) as Array<keyof typeof copy.limitNames>).map((key) => {
    const euros = policy.plan.limits[key];
    const naira = policy.ngnPerEur ? ` (${money(String(Math.round(euros * policy.ngnPerEur)), 'NGN', language)})` : '';
    return `${copy.limitNames[key]}${colon(language)}${money(String(euros), 'EUR', language)}${naira}`;
  });
}

/** What the certificate (and the confirmation email) says: the policy, who, where and when, and what it pays. */
export function certificateSections(policy: Policy, language: 'en' | 'fr'): MailSection[] {
  const copy = COPY[language];
  const { request, plan } = policy;
  const people = insuredPeople(policy.applicant).map(
    (person) => `${person.name} · ${copy.born} ${day(person.dateOfBirth, language)} · ${copy.passport} ${person.passportNumber.toUpperCase()}`,
  );
  const contract = policy.contractNumber
    ? [
        `${copy.contract}${colon(language)}${policy.contractNumber}`,
        `${copy.issued}${colon(language)}${day(policy.issuedAt!.toISOString().slice(0, 10), language)}`,
      ]
    : [copy.pending];
  return [
    { title: copy.policy, lines: [...contract, `${copy.plan}${colon(language)}${plan.name}`] },
    { title: copy.insured, lines: people },
    {
      title: copy.cover,
      lines: [
        copy.period(day(request.coverStart, language), day(request.coverEnd, language), coverDays(request.coverStart, request.coverEnd)),
        ...(request.tripType === 'MULTI_TRIP' ? [copy.multiTrip] : []),
        `${copy.destination}${colon(language)}${countryName(request.destinationCountry, language)} · ${copy.purpose[request.purpose]}`,
        `${copy.territory}${colon(language)}${plan.territory.map((zone) => copy.zones[zone]).join(', ')}`,
      ],
    },
    { title: copy.limits, lines: [...limitLines(policy, language), ...(plan.meetsSchengen ? [copy.schengen] : [])] },
    { title: copy.assistance, lines: [env().INSURANCE_ASSISTANCE_PHONE ?? env().SUPPORT_PHONE] },
  ];
}

async function details(db: Pick<Database, 'select'>, orders: Order[]): Promise<Map<string, InsuranceDetails>> {
  const rows = await db
    .select()
    .from(insurancePolicies)
    .where(
      inArray(
        insurancePolicies.orderId,
        orders.map((order) => order.id),
      ),
    );
  return new Map(rows.map((row) => [row.orderId, row]));
}

/**
 * Once paid, the insurer issues the policy and its contract number goes on the order (set once:
 * a second settlement finds it there). The order's reference is the insurer's idempotency key, so
 * asking again after a timeout never makes two policies. A policy the insurer refuses (its 4xx)
 * cannot be sold: the order is then cancelled and the payment recorded as due for refund
 * (`FulfilmentFailed`), and the person is shown /insurance/error. An insurer that does not answer
 * (a timeout, a 5xx) is asked again later, with backoff.
 */
async function issuePolicy(db: Database, order: Order): Promise<Fulfilment> {
  const [policy] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.orderId, order.id));
  if (!policy || policy.contractNumber) return {};
  const provider = getInsuranceProvider();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let contractNumber: string;
    try {
      ({ contractNumber } = await provider.issue({
        orderReference: order.reference,
        quoteReference: policy.providerQuoteReference,
        planCode: policy.plan.code,
        applicant: policy.applicant,
      }));
    } catch (error) {
      logger.warn('insurance policy not issued', { booking: order.reference, error: error instanceof Error ? error.message : String(error) });
      if (error instanceof HttpError && error.status < 500) throw new FulfilmentFailed(error.code);
      throw error;
    }
    const [taken] = await db.select({ orderId: insurancePolicies.orderId }).from(insurancePolicies).where(eq(insurancePolicies.contractNumber, contractNumber));
    // Only the embedded underwriter's random numbers can meet an earlier one: draw again.
    if (taken) continue;
    return {
      record: async (tx) => {
        await tx
          .update(insurancePolicies)
          .set({ contractNumber, issuedAt: new Date(), ngnPerEur: env().NGN_PER_EUR })
          .where(and(eq(insurancePolicies.orderId, order.id), isNull(insurancePolicies.contractNumber)));
      },
    };
  }
  throw new FulfilmentFailed('NO_FREE_CONTRACT_NUMBER');
}

/** Travel insurance as an order kind: what the platform (payments, lapsing, emails, the Travel Hub) needs of it. */
export const insuranceOrderKind: OrderKind<InsuranceDetails, InsuranceSummary> = {
  kind: 'insurance',
  confirmationPage: '/insurance/confirmation',
  paymentPage: '/insurance/makepayment',
  problemPage: '/insurance/error',
  details,
  view: (_order, policy): z.output<typeof InsuranceOrderFieldsSchema> => ({
    insurance: {
      contractNumber: policy.contractNumber,
      issuedAt: policy.issuedAt?.toISOString() ?? null,
      verifyPath: policy.contractNumber ? verifyPath(policy.contractNumber) : null,
      destinationCountry: policy.request.destinationCountry,
      purpose: policy.request.purpose,
      tripType: policy.request.tripType,
      bookingType: policy.request.bookingType,
      adults: policy.request.adults,
      children: policy.request.children,
      coverStart: policy.request.coverStart,
      coverEnd: policy.request.coverEnd,
      days: coverDays(policy.request.coverStart, policy.request.coverEnd),
      plan: planView(policy.plan),
      insured: insuredPeople(policy.applicant).map(({ role, name }) => ({ role, name })),
    },
  }),
  describe: (order, policy) => {
    const copy = COPY[languageOf(order)];
    return {
      sections: certificateSections(policy, languageOf(order)),
      extrasLabel: copy.extras,
      receiptLabels: { base: copy.premium, taxes: copy.charges },
      documentName: copy.documentName,
    };
  },
  // A policy stays "upcoming" in the Travel Hub while its cover lasts.
  summary: (order, policy) => ({
    startsAt: `${policy.request.coverEnd}T23:59:59`,
    contractNumber: policy.contractNumber,
    purchasedAt: order.paidAt?.toISOString() ?? null,
    coverBegins: policy.request.coverStart,
    coverEnds: policy.request.coverEnd,
    destinationCountry: policy.request.destinationCountry,
    purposeOfTravel: policy.request.purpose,
    tripType: policy.request.tripType,
    bookingType: policy.request.bookingType,
    adults: policy.request.adults,
    children: policy.request.children,
    planName: policy.plan.name,
    fees: {
      adultFee: fromMinor(policy.plan.fees.adultFeeMinor),
      childrenFee: fromMinor(policy.plan.fees.childrenFeeMinor),
      insuranceCharges: fromMinor(policy.plan.fees.chargesMinor),
      total: fromMinor(order.totalMinor),
      currency: order.currency,
    },
  }),
  leadLastName: (policy) => surnameOf(policy.applicant),
  reservationDeadline: (_order, policy, now) => {
    const deadline = Math.min(now.getTime() + RESERVATION_HOLD_MS, coverStartsAt(policy).getTime() - HOUR_MS);
    return deadline - now.getTime() < MINIMUM_HOLD_MS ? null : new Date(deadline);
  },
  // Nothing is held back from sale for an unpaid policy.
  release: async () => {},
  fulfil: issuePolicy,
  paymentDescription: (order) => `Travel insurance ${order.reference}`,
  document: async (_db, order, policy): Promise<OrderDocument> => {
    const language = languageOf(order);
    const copy = COPY[language];
    const country = countryName(policy.request.destinationCountry, language);
    return {
      title: copy.title,
      sections: certificateSections(policy, language),
      receiptLabels: { base: copy.premium, taxes: copy.charges },
      events: [
        {
          title: copy.event(country),
          start: coverStartsAt(policy),
          end: new Date(`${policy.request.coverEnd}T23:59:00+01:00`),
          location: country,
          description: `${copy.contract}${colon(language)}${policy.contractNumber ?? '—'}`,
        },
      ],
      shareText: copy.share(country, day(policy.request.coverStart, language), day(policy.request.coverEnd, language)),
      ...(policy.contractNumber ? { qr: { path: verifyPath(policy.contractNumber), caption: copy.verify } } : {}),
    };
  },
};
