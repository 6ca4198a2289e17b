import { ExperiencesHome, type ExperiencesHomeProps } from '@/components/experiences/ExperiencesHome';
import { nearestStayCity } from '@/components/stays/stay-cities';
import { experienceCitiesIn } from '@/ssr/experience-cities';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';
import { getPlaces } from '@/services/experiences';

export default function ExperiencesPage(props: ExperiencesHomeProps) {
  return <ExperiencesHome {...props} />;
}

/** Spec §1 experiences: the categories, the search, and the places worth knowing of the city asked (the visitor's nearest by default, §9). */
export const getServerSideProps = withAppShell<ExperiencesHomeProps>(
  { page: 'experiences', namespaces: ['experiences', 'reviews'] },
  async (store, context) => {
    const { locale, location } = store.getState().auth;
    const client = serverHttpClient(context.req);
    const cities = await experienceCitiesIn(locale, client).catch(() => []);
    const asked = typeof context.query.city === 'string' ? context.query.city.toUpperCase() : '';
    const city = cities.some((candidate) => candidate.code === asked) ? asked : nearestStayCity(cities, location?.country_code);
    const places = await getPlaces(city, locale, client).catch(() => null);
    return { props: { cities, city, places: places ?? [], placesFailed: !places } };
  },
);
