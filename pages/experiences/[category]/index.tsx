import { ExperienceResults, type ExperienceResultsProps } from '@/components/experiences/ExperienceResults';
import { categoryOfSlug } from '@/lib/experience-query';
import { experienceListProps } from '@/ssr/experience-list-page';
import { withAppShell } from '@/ssr/page-props';

export default function ExperienceCategoryPage(props: ExperienceResultsProps) {
  return <ExperienceResults {...props} />;
}

/** Spec §1/§7: a category's experiences (/experiences/tours, …relaxation, …outdoor-and-sport, …attractions), its words searched with ?q=. */
export const getServerSideProps = withAppShell<ExperienceResultsProps>(
  { page: 'experiences', namespaces: ['experiences', 'reviews'] },
  async (store, context) => {
    const category = categoryOfSlug(context.query.category);
    if (!category) return { notFound: true };
    return { props: await experienceListProps(store, context, category) };
  },
);
