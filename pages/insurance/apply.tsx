import { InsuranceApplyPage, type InsuranceApplyPageProps } from '@/components/insurance/InsuranceApplyPage';
import Head from 'next/head';
import Link from 'next/link';
import page from '@/components/layout/Page.module.scss';
import { initialApplicant, type ApplicantProfile } from '@/lib/insurance-applicant';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';
import { getPersonalInfo } from '@/services/account';
import { ApiError } from '@/services/http';
import { getInsuranceQuote } from '@/services/insurance';
import { useTranslation } from '@/components/i18n/use-translation';

type Props = (InsuranceApplyPageProps & Record<string, unknown>) | { gone: 'expired' | 'unavailable' };

export default function InsuranceApply(props: Props) {
  const { t } = useTranslation('insurance');
  if ('gone' in props) {
    return (
      <div className={page.page}>
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
        <h1 className={page.heading}>{t(`applyGone.${props.gone}.title`)}</h1>
        <p>{t(`applyGone.${props.gone}.message`)}</p>
        <Link href="/insurance" className={page.primaryLink}>
          {t('applyGone.action')}
        </Link>
      </div>
    );
  }
  return <InsuranceApplyPage {...props} />;
}

const QUOTE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spec §2: the applicant's details for a quote's plan (`?quote=<id>&plan=<code>`, the quote page's
 * "Choose" link). A signed-in person's saved details fill the form; a quote that expired (a day)
 * or a plan not in it sends the person back for a new quote.
 */
export const getServerSideProps = withAppShell<Props>({ page: 'insurance', namespaces: ['insurance'], personal: true }, async (store, context) => {
  const id = typeof context.query.quote === 'string' ? context.query.quote : '';
  const code = typeof context.query.plan === 'string' ? context.query.plan : '';
  const client = serverHttpClient(context.req);
  const user = store.getState().auth.user;
  const gone = (reason: 'expired' | 'unavailable', status: number) => {
    context.res.statusCode = status;
    return { props: { gone: reason } };
  };
  if (!QUOTE_ID.test(id)) return gone('expired', 404);
  const [quote, profile] = await Promise.all([
    getInsuranceQuote(id, client).catch((error: unknown) => (error instanceof ApiError && error.info.status < 500 ? null : undefined)),
    user ? getPersonalInfo(serverHttpClient(context.req, { asVisitor: true })).catch(() => null) : Promise.resolve(null),
  ]);
  if (quote === undefined) return gone('unavailable', 503);
  const plan = quote?.plans.find((candidate) => candidate.code === code);
  if (!quote || !plan) return gone('expired', 410);
  const saved: ApplicantProfile | null = user ? { firstName: user.firstName, lastName: user.lastName, email: user.email, ...(profile ?? {}) } : null;
  return { props: { quote, plan, initial: initialApplicant(quote.trip.bookingType, quote.trip.children, quote.trip.oldestTravellerDob, saved) } };
});
