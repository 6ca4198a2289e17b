import { withBooking } from './paths';

/** The experiences pages that take an order (apart from the flights' paths: their pages' scripts stay without them). */
export const experiencePaths = {
  payment: withBooking('/experiences/payment'),
  confirmation: withBooking('/experiences/confirmation'),
} as const;

/** The address word of each category (the API's names are in `CATEGORY_PATHS` on the server). */
export const EXPERIENCE_CATEGORY_SLUGS = { TOURS: 'tours', RELAXATION: 'relaxation', OUTDOOR_SPORT: 'outdoor-and-sport', ATTRACTION: 'attractions' } as const;
export type ExperienceCategory = keyof typeof EXPERIENCE_CATEGORY_SLUGS;
export const EXPERIENCE_CATEGORIES = Object.keys(EXPERIENCE_CATEGORY_SLUGS) as ExperienceCategory[];

/** An experience's page (a place worth knowing has one too). */
export const experienceHref = (category: ExperienceCategory | null, id: string) => `/experiences/${EXPERIENCE_CATEGORY_SLUGS[category ?? 'ATTRACTION']}/${id}`;
