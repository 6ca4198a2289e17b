import { useEffect } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { apiAssetUrl } from '@/config/public';
import type { AdvertPosition } from '@/services/ads';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fetchAdverts, selectAdverts } from '@/store/slices/adverts';
import { ADVERT_HEIGHT } from './advert-height';
import styles from './Advert.module.scss';

/**
 * Today's advert for a position, marked as one, its link our counted one (spec §7 Ads). A partner's
 * link is sponsored (search engines follow none of them); nothing at all when there is none or the
 * request failed, and then `onNone` is told.
 */
export default function Advert({ position, onNone }: { position: AdvertPosition; onNone?: () => void }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const adverts = useAppSelector((state) => selectAdverts(state).byPlacement[position]);
  useEffect(() => {
    if (!adverts) void dispatch(fetchAdverts(position));
  }, [adverts, dispatch, position]);
  const advert = adverts?.[0];
  // Asked and none to show (or the request failed): the place kept for it is given back.
  const none = adverts !== undefined && !advert;
  useEffect(() => {
    if (none) onNone?.();
  }, [none, onNone]);
  if (!advert) return null;
  return (
    <aside className={styles.advert} style={{ height: ADVERT_HEIGHT }} aria-label={t('ads.label')}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG the API draws: nothing to optimise */}
      {advert.artUrl && <img src={apiAssetUrl(advert.artUrl)} alt="" width={400} height={300} decoding="async" />}
      <div className={styles.words}>
        <p className={styles.mark}>
          <span>{t('ads.ad')}</span> {advert.advertiser}
        </p>
        <p className={styles.title}>{advert.title}</p>
        <p className={styles.body}>{advert.body}</p>
        <a href={apiAssetUrl(advert.clickUrl)} rel={advert.kind === 'partner' ? 'sponsored noopener' : 'nofollow'}>
          {advert.action}
        </a>
      </div>
    </aside>
  );
}
