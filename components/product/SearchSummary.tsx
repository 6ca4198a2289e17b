import { Fragment, type ReactNode } from 'react';
import edit from './EditSearch.module.scss';

interface SearchSummaryProps {
  /** Where (or what) the search is for. */
  place: ReactNode;
  /** Its facts in words (dates, travellers, rooms…), shown one after the other. */
  facts: string[];
  /** What opening the drawer does ("Edit"). */
  editLabel: string;
}

/**
 * A results page's search in one line, the summary of its "edit search" drawer (flights, stays,
 * experiences): the place, its facts joined by " · ", then the word that opens it.
 */
export function SearchSummary({ place, facts, editLabel }: SearchSummaryProps) {
  return (
    <>
      <span className={edit.tripSummary}>
        <span className={edit.tripPlace}>{place}</span>
        <span className={edit.tripFacts}>
          {facts.map((fact, index) => (
            <Fragment key={fact}>
              {index > 0 && ' · '}
              <span>{fact}</span>
            </Fragment>
          ))}
        </span>
      </span>
      <span className={edit.editLabel}>{editLabel}</span>
    </>
  );
}
