import { cityWords } from '../../common/flight-routes';
import { articleBySlug } from '../content/articles';
import { BLOG_CATEGORY_TEXT, type BlogCategory } from '../content/categories';
import type { Localised } from '../lib/localised';
import { STAY_CITIES } from '../reference/destination-cities';

/**
 * What a page's share card says: its section and its title, from the page's plain address (no
 * language prefix). Only what the platform knows by itself is named (an article, a city, a route);
 * a page of a product (a stay, an experience) gets its section's card. An address the site does
 * not have gets the home page's: the card never says words a stranger chose.
 */
const SECTIONS: Record<string, { section: Localised; title: Localised }> = {
  home: {
    section: { en: 'Travel booking', fr: 'Réservation de voyages' },
    title: { en: 'Flights, hotels, insurance and things to do, at the price you see', fr: 'Vols, hôtels, assurance et activités, au prix affiché' },
  },
  flights: { section: { en: 'Flights', fr: 'Vols' }, title: { en: 'Cheap flights from West Africa', fr: 'Vols pas chers au départ de l’Afrique de l’Ouest' } },
  stays: {
    section: { en: 'Hotel stays', fr: 'Hébergements' },
    title: { en: 'Hotels in 22 cities, the total for the stay shown first', fr: 'Des hôtels dans 22 villes, le total du séjour affiché d’abord' },
  },
  experiences: {
    section: { en: 'Experiences', fr: 'Activités' },
    title: { en: 'Tours, attractions and things to do where you land', fr: 'Visites, attractions et activités là où vous allez' },
  },
  insurance: {
    section: { en: 'Travel insurance', fr: 'Assurance voyage' },
    title: { en: 'Cover for your trip, ready for your Schengen visa', fr: 'Une couverture pour votre voyage, prête pour votre visa Schengen' },
  },
  destinations: { section: { en: 'Destination', fr: 'Destination' }, title: { en: 'Flights, stays and things to do', fr: 'Vols, hébergements et activités' } },
  blog: {
    section: { en: 'Travel blog', fr: 'Blog voyage' },
    title: { en: 'Guides for travellers from West and Central Africa', fr: 'Des guides pour les voyageurs d’Afrique de l’Ouest et centrale' },
  },
  help: {
    section: { en: 'Help centre', fr: 'Centre d’aide' },
    title: { en: 'Refunds, changes, baggage and payments, answered', fr: 'Remboursements, modifications, bagages et paiements : les réponses' },
  },
};

/** One of the destinations by the words of its address, in the reader's language ("port-harcourt" → Port Harcourt), or null. */
const cityNamed = (words: string, language: 'en' | 'fr') => STAY_CITIES.find((candidate) => cityWords(candidate.name.en) === words)?.name[language] ?? null;

export function cardFor(path: string, language: 'en' | 'fr'): { section: string; title: string } {
  const [first = '', second, third] = path.split('?')[0]!.split('/').filter(Boolean);
  const section = SECTIONS[first] ?? SECTIONS.home!;
  const card = (title?: string, name = section.section[language]) => ({ section: name, title: title ?? section.title[language] });
  if (first === 'blog' && second === 'category' && third && third in BLOG_CATEGORY_TEXT) return card(BLOG_CATEGORY_TEXT[third as BlogCategory].name[language]);
  if ((first === 'blog' || first === 'help') && second && !third) {
    const article = articleBySlug(first, second, language);
    if (article) return first === 'blog' ? card(article.title, BLOG_CATEGORY_TEXT[article.category as BlogCategory]?.name[language]) : card(article.title);
  }
  const city = first === 'destinations' && second && !third ? cityNamed(second, language) : null;
  if (city) return card(city);
  const route = first === 'flights' && !third ? second?.match(/^([a-z0-9-]+)-to-([a-z0-9-]+)$/) : null;
  const [from, to] = route ? [cityNamed(route[1]!, language), cityNamed(route[2]!, language)] : [];
  if (from && to) return card(`${from} → ${to}`);
  return SECTIONS[first] ? card() : { section: SECTIONS.home!.section[language], title: SECTIONS.home!.title[language] };
}
