import type { MouseEvent, Ref } from 'react';
import styles from './ErrorSummary.module.scss';

export interface ErrorSummaryItem {
  key: string;
  text: string;
  /** The field it is about (`#id`): the item is then a link to it. */
  href?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
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
          </li>
        ))}
      </ul>
    </div>
  );
}
