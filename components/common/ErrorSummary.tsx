import type { MouseEvent, Ref } from 'react';
import styles from './ErrorSummary.module.scss';

export interface ErrorSummaryItem {
  key: string;
  text: string;
  /** The field it is about (`#id`): the item is then a link to it. */
  href?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Several fields with the same problem in one line ("Please fill all fields: Title, Surname"), each a link to its field. */
  fields?: Array<{ href: string; text: string }>;
}

interface ErrorSummaryProps {
  title: string;
  /** The title's id (it names the summary for screen readers). */
  titleId: string;
  items: ErrorSummaryItem[];
  /** The title's level in the page's outline. */
  level?: 2 | 3;
  /** Focused after a refused submit, so it is read out and seen first. */
  ref?: Ref<HTMLDivElement>;
}

/** Brings a summary into view below the sticky header (its scroll margin) and gives it focus, so it is read out first. */
export function showErrorSummary(summary: HTMLElement | null) {
  if (!summary) return;
  summary.focus({ preventScroll: true });
  summary.scrollIntoView?.({ block: 'start' });
}

/** The GOV.UK error summary: first in its form, a link per problem to the field it is about. */
export function ErrorSummary({ title, titleId, items, level = 2, ref }: ErrorSummaryProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <Title id={titleId}>{title}</Title>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            {item.href ? (
              <a href={item.href} onClick={item.onClick}>
                {item.text}
              </a>
            ) : (
              item.text
            )}
            {item.fields?.map((field, index) => (
              <span key={field.href}>
                {index === 0 ? ' ' : ', '}
                <a href={field.href}>{field.text}</a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
