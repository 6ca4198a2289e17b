import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useFormatters } from '@/components/i18n/use-formatters';
import { priceMinor, SORTS, type OfferView, type Sort } from './offer-view';
import { viewQuery } from './results-address';
import styles from './FlightResults.module.scss';

/**
 * The sorts, each with its best price; "flexible" says when no fare is refundable. Links, not
 * buttons: the server sorts too, so a tap works before the page's script has arrived (on a slow
 * phone, seconds after the list is drawn).
 */
export function SortTabs({
  sort,
  best,
  currency,
  anyShown,
}: {
  sort: Sort;
  best: Partial<Record<Sort, OfferView>>;
  currency: 'NGN' | 'USD';
  anyShown: boolean;
}) {
  const { t } = useTranslation('results');
  const router = useRouter();
  const { price } = useFormatters();
  return (
    <div role="group" aria-label={t('results.sortLabel')} className={styles.sorts}>
      {SORTS.map((option) => (
        <Link
          key={option}
          href={{ pathname: router.pathname, query: viewQuery(router.query, { sort: option === 'RECOMMENDED' ? undefined : option }) }}
          replace
          shallow
          scroll={false}
          aria-current={sort === option ? 'true' : undefined}
          className={styles.sortTab}
        >
          <span>{t(`results.sorts.${option}`)}</span>
          {best[option] ? (
            <span className={styles.sortPrice}>{price(priceMinor(best[option]!), currency)}</span>
          ) : (
            option === 'FLEXIBLE' && anyShown && <span className={styles.sortNone}>{t('results.noneRefundable')}</span>
          )}
        </Link>
      ))}
    </div>
  );
}
