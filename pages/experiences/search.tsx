import { ExperienceResults, type ExperienceResultsProps } from '@/components/experiences/ExperienceResults';
import { experienceListProps } from '@/ssr/experience-list-page';
import { localisedPath, withAppShell } from '@/ssr/page-props';

export default function ExperienceSearchPage(props: ExperienceResultsProps) {
  return <ExperienceResults {...props} />;
}

/** Spec §7 GET /api/experienceSearch: every category's experiences (and places worth knowing) matching words. */
export const getServerSideProps = withAppShell<ExperienceResultsProps>(
  { page: 'experiences', namespaces: ['experiences', 'reviews'] },
  async (store, context) => {
    // Nothing asked at all: the experiences' own page.
    if (context.query.q === undefined) {
      const city = typeof context.query.city === 'string' && /^[A-Za-z]{3}$/.test(context.query.city) ? `?city=${context.query.city.toUpperCase()}` : '';
      return { redirect: { destination: localisedPath(`/experiences${city}`, store.getState().auth.locale), permanent: false } };
    }
    return { props: await experienceListProps(store, context, null) };
  },
);
