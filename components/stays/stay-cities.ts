import type { StayCity } from '@/services/stays';

/** Names compared as people type them: case, accents and punctuation aside. */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** "Lagos, Nigeria", "Lagos (LOS)", "los" or "lagos": the city meant, if we list stays there. */
export function findStayCity(text: string, cities: StayCity[]): StayCity | undefined {
  const code = /\(([A-Za-z]{3})\)\s*$/.exec(text)?.[1] ?? (/^\s*[A-Za-z]{3}\s*$/.test(text) ? text.trim() : null);
  if (code) {
    const byCode = cities.find((city) => city.code === code.toUpperCase());
    if (byCode) return byCode;
  }
  const typed = plain(text.replace(/\([^)]*\)\s*$/, '').split(',')[0] ?? '');
  if (!typed) return undefined;
  return cities.find((city) => plain(city.name) === typed);
}

/** Cities whose name (or country) starts with, then contains, what is typed: the suggestions. */
export function suggestStayCities(text: string, cities: StayCity[], limit = 8): StayCity[] {
  const typed = plain(text);
  if (!typed) return [];
  const starts = cities.filter((city) => plain(city.name).startsWith(typed) || city.code.toLowerCase() === typed);
  const contains = cities.filter((city) => !starts.includes(city) && (plain(city.name).includes(typed) || plain(city.countryName).startsWith(typed)));
  return [...starts, ...contains].slice(0, limit);
}

/** "Lagos, Nigeria": what the field shows once a city is chosen. */
export const stayCityLabel = (city: StayCity) => `${city.name}, ${city.countryName}`;

/** The visitor's nearest city with stays: their country's (Lagos for Nigeria, its largest), Lagos otherwise (spec §9). */
export function nearestStayCity(cities: ReadonlyArray<Pick<StayCity, 'code' | 'countryCode'>>, countryCode: string | null | undefined): string {
  if (!countryCode || countryCode === 'NG') return 'LOS';
  return cities.find((city) => city.countryCode === countryCode)?.code ?? 'LOS';
}
