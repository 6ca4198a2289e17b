import { useTranslation } from '@/components/i18n/use-translation';
import { SEARCH_TERM_MAX } from '@/lib/experience-query';
import type { ExperienceCity } from '@/services/experiences';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { searchRequested, searchStopped } from '@/store/slices/experiences';
import { useGetForm } from '@/components/product/use-get-form';
import { FormField } from '@/components/common/FormField';
import styles from './Experiences.module.scss';

interface ExperienceSearchBoxProps {
  /** Where the search goes: a category's page, or the search of every category. */
  action: string;
  cities: ExperienceCity[];
  q: string;
  city: string;
  /** The words' problem, said under the field. */
  error?: string;
  /** Kept as they are (the list's filters while the words change). */
  hidden?: Array<[string, string]>;
}

/** Words and a city: a GET form (spec §7 experienceSearch / experienceCategorySearch), so it works without JavaScript. */
export function ExperienceSearchBox({ action, cities, q, city, error, hidden = [] }: ExperienceSearchBoxProps) {
  const { t } = useTranslation('experiences');
  const locale = useAppSelector((state) => state.auth.locale);
  const dispatch = useAppDispatch();
  const submit = useGetForm({ start: () => dispatch(searchRequested()), stop: () => dispatch(searchStopped()) });
  return (
    <form action={`${locale === 'fr' ? '/fr' : ''}${action}`} method="get" role="search" className={styles.searchBox} onSubmit={submit}>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormField id="experience-q" label={t('search.what')} error={error} classes={styles}>
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_TERM_MAX}
            placeholder={t('search.whatPlaceholder')}
            enterKeyHint="search"
          />
        )}
      </FormField>
      <div className={styles.field}>
        <label htmlFor="experience-city">{t('search.where')}</label>
        <select id="experience-city" name="city" defaultValue={city}>
          <option value="">{t('search.anywhere')}</option>
          {cities.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}, {option.countryName}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.searchButton}>
        {t('search.submit')}
      </button>
    </form>
  );
}
