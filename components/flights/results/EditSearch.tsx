import { useTranslation } from '@/components/i18n/use-translation';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyView } from '@/components/common/lazy-view';
// The form's styles come with the page, so a form the server rendered open is styled at once.
import '@/components/flights/search/FlightSearchForm.module.scss';
import styles from './FlightResults.module.scss';
import edit from '@/components/product/EditSearch.module.scss';

/*
 * The home page's search form. On results it is needed only to change the trip, so its script
 * loads when the summary is opened: a third of the page's own script and a tenth of its HTML.
 *
 * No Suspense boundary around it: the server renders a boundary that far down the page out of
 * line (the form arrives after the page, put in place by an inline script), which a visit without
 * JavaScript never sees. Rendered open by the server, the page hydrates once the form's script has
 * come; opened in the browser, the form replaces the link in a transition, once loaded.
 */
const FlightSearchForm = lazyView(() => import('@/components/flights/search/FlightSearchForm').then((module) => module.FlightSearchForm));

interface EditSearchProps {
  /** Open from the start: the form is rendered on the server. */
  open: boolean;
  /** The trip in words, the summary a closed form shows; none when there is no trip yet (the form alone). */
  summary: ReactNode | null;
  /** This search with its form open, for whoever opens the summary before (or without) JavaScript. */
  editHref: string;
}

/** The trip in words, kept in view while scrolling; opening it edits the search. */
export function EditSearch({ open, summary, editHref }: EditSearchProps) {
  const { t } = useTranslation('results');
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  const [loading, setLoading] = useState(false);
  const show = () => {
    setLoading(true);
    startTransition(() => setOpened(true));
  };

  // Opened before the page's script ran: the toggle went unheard.
  useEffect(() => {
    if (details.current?.open) show();
  }, []);

  // No trip to sum up (a search that could not be read): the form alone, nothing to fold it into.
  if (summary === null) {
    return (
      <div className={edit.editSearch}>
        <FlightSearchForm />
      </div>
    );
  }

  return (
    <details ref={details} className={edit.editSearch} open={open} onToggle={(event) => event.currentTarget.open && !opened && show()}>
      <summary>{summary}</summary>
      {open || opened ? (
        <FlightSearchForm />
      ) : (
        <p className={styles.editLoading} aria-busy={loading}>
          <a href={editHref}>{t('search.edit')}</a>
          {loading && <span role="status"> · {t('common:loading')}</span>}
        </p>
      )}
    </details>
  );
}
