import type { Localised } from '../lib/localised';

/**
 * The blog's categories (spec §1: travel blog, press, cultures and destinations), in the order the
 * blog shows them. An article's front matter names one; its address is /blog/category/{id}.
 */
export const BLOG_CATEGORIES = ['travel-tips', 'visas-and-entry', 'money-and-payments', 'cultures-and-destinations', 'press'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_CATEGORY_TEXT: Record<BlogCategory, { name: Localised; description: Localised }> = {
  'travel-tips': {
    name: { en: 'Travel tips', fr: 'Conseils de voyage' },
    description: { en: 'Airports, bags, connections and the small things that make a trip easier.', fr: 'Aéroports, bagages, correspondances et les petites choses qui facilitent un voyage.' },
  },
  'visas-and-entry': {
    name: { en: 'Visas and entry', fr: 'Visas et entrée' },
    description: { en: 'What you need to board and to enter: visas, passports, health certificates.', fr: 'Ce qu’il faut pour embarquer et entrer : visas, passeports, certificats de santé.' },
  },
  'money-and-payments': {
    name: { en: 'Money and payments', fr: 'Argent et paiements' },
    description: { en: 'Paying for travel in naira or dollars, by card or transfer, and spending on the way.', fr: 'Payer un voyage en naira ou en dollars, par carte ou virement, et dépenser sur place.' },
  },
  'cultures-and-destinations': {
    name: { en: 'Cultures and destinations', fr: 'Cultures et destinations' },
    description: { en: 'Cities of West Africa and beyond: what to see, eat and know before you land.', fr: 'Les villes d’Afrique de l’Ouest et d’ailleurs : que voir, que manger, que savoir avant d’atterrir.' },
  },
  press: {
    name: { en: 'Press', fr: 'Presse' },
    description: { en: 'News from {{brand}}: what we launch and why.', fr: 'Les nouvelles de {{brand}} : ce que nous lançons et pourquoi.' },
  },
};

/** The illustrations an article's front matter can ask for (`hero: passport`): drawn by art.ts, none from the network. */
export const HERO_SCENES = ['skyline', 'coast', 'plane', 'passport', 'card', 'suitcase'] as const;
export type HeroScene = (typeof HERO_SCENES)[number];
