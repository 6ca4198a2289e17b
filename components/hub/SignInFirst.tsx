import Head from 'next/head';
import { useTranslation } from '@/components/i18n/use-translation';
import controls from '@/components/common/controls.module.scss';
import page from '@/components/layout/Page.module.scss';
import { brand } from '@/config/public';
import { useAppDispatch } from '@/store/hooks';
import { setAuthModal } from '@/store/slices/auth';

/** A Travel Hub page opened without a session: what it is, and the way in. */
export function SignInFirst({ title }: { title: string }) {
  const { t } = useTranslation('hub');
  const dispatch = useAppDispatch();
  return (
    <div className={page.page}>
      <Head>
        <title>{`${title} | ${brand.name}`}</title>
      </Head>
      <h1 className={page.heading}>{title}</h1>
      <p>{t('signInFirst')}</p>
      <button type="button" className={controls.primary} onClick={() => dispatch(setAuthModal(true))}>
        {t('logIn')}
      </button>
    </div>
  );
}
