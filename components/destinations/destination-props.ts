import type { ExperienceCategory } from '@/config/experiences-paths';
import type { CityStay, StayCity } from '@/services/stays';

export type DestinationPageProps = {
  slug: string;
  city: StayCity;
  /** Up to six of the city's stays, or null when they could not be read. */
  stays: CityStay[] | null;
  /** What the city sells per category of experience, in the categories' order (none: left out), with each category's name in the reader's language. */
  categories: Array<{ category: ExperienceCategory; count: number; name: string }>;
  /** Places worth knowing in the city (not sold). */
  places: Array<{ id: string; name: string }>;
  /** Route pages into the city, from each origin. */
  routes: Array<{ slug: string; originCity: string }>;
  firstPhoto: string | null;
  /** The city's culture and destination articles on the blog (none: left out). */
  guides: Array<{ slug: string; title: string }>;
};
