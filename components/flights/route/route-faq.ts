import type { TFunction } from 'i18next';
import type { FlightRouteFacts } from '@/services/flights';

type Month = FlightRouteFacts['months'][number] & { lowest: string };

/** "2 h 05 min", as the route's facts and answers write a journey. */
export const hoursText = (minutes: number) => `${Math.floor(minutes / 60)}\u00a0h\u00a0${String(minutes % 60).padStart(2, '0')}\u00a0min`;

/**
 * The questions travellers ask about a route (its page and its FAQPage data), each asked only when
 * our searches can answer it: its price, its airlines, its flight time, its cheapest month, its bags;
 * the visa question always, answered without guessing anyone's passport.
 */
export function routeFaq(
  facts: FlightRouteFacts | null,
  { cheapest, dearest, airlines }: { cheapest: Month | undefined; dearest: Month | undefined; airlines: string[] },
  say: {
    t: TFunction;
    words: { from: string; to: string };
    price: (amount: string) => string;
    monthName: (month: string) => string;
    hours: (minutes: number) => string;
    language: string;
  },
): Array<{ q: string; a: string }> {
  const { t, words, price, monthName, hours, language } = say;
  const faq: Array<{ q: string; a: string }> = [];
  if (cheapest) faq.push({ q: t('faq.priceQ', words), a: t('faq.priceA', { ...words, price: price(cheapest.lowest), month: monthName(cheapest.month) }) });
  if (airlines.length > 0)
    faq.push({
      q: t('faq.airlinesQ', words),
      a: t('faq.airlinesA', { ...words, airlines: new Intl.ListFormat(language, { type: 'conjunction' }).format(airlines) }),
    });
  if (facts?.shortestMinutes && facts.typicalMinutes && facts.fewestStops !== null) {
    const stops = facts.fewestStops === 0 ? t('faq.timeNonstop') : t('faq.timeStops', { count: facts.fewestStops });
    faq.push({ q: t('faq.timeQ', words), a: t('faq.timeA', { shortest: hours(facts.shortestMinutes), typical: hours(facts.typicalMinutes), stops }) });
  }
  if (cheapest && dearest && cheapest !== dearest) {
    faq.push({
      q: t('faq.cheapestQ', words),
      a: t('faq.cheapestA', {
        cheapest: monthName(cheapest.month),
        low: price(cheapest.lowest),
        dearest: monthName(dearest.month),
        high: price(dearest.lowest),
      }),
    });
  }
  if (facts?.includedBags !== null && facts?.includedBags !== undefined) faq.push({ q: t('faq.bagsQ'), a: t('faq.bagsA', { count: facts.includedBags }) });
  faq.push({ q: t('faq.visaQ', words), a: t('faq.visaA') });
  return faq;
}
