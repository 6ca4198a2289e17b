import { InsuranceQuotePage, type InsuranceQuotePageProps } from '@/components/insurance/InsuranceQuotePage';
import { countriesIn } from '@/ssr/countries';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';
import { emptyQuoteForm, fieldOfPointer, quoteBody, quoteFormFromQuery, type QuoteProblem } from '@/lib/insurance-query';
import { serverConfig } from '@/config/server';
import { todayInLagos } from '@/common/dates';
import { ApiError } from '@/services/http';
import { quoteInsurance, type InsuranceQuote } from '@/services/insurance';
import { quoteSettled } from '@/store/slices/insurance';

export default function InsurancePage(props: InsuranceQuotePageProps) {
  return <InsuranceQuotePage {...props} />;
}

/**
 * Spec §2 /insurance. The form is a GET form: its address names the quote, which the page server
 * asks the API for, so a quote works without JavaScript and can be shared. Nationality starts as
 * the visitor's country.
 */
export const getServerSideProps = withAppShell<InsuranceQuotePageProps>({ page: 'insurance', namespaces: ['insurance'] }, async (store, context) => {
  const { auth } = store.getState();
  const client = serverHttpClient(context.req);
  const visitorCountry = auth.location?.country_code ?? 'NG';
  const asked = quoteFormFromQuery(context.query, visitorCountry);
  let problems: QuoteProblem[] = [];
  let failure: InsuranceQuotePageProps['failure'] = null;
  const answer = asked
    ? quoteInsurance(quoteBody(asked), client).catch((error: unknown): InsuranceQuote | null => {
        const info = error instanceof ApiError ? error.info : null;
        if (info?.status === 422) problems = info.errors.map((item) => ({ code: item.code ?? 'INVALID_INPUT', field: fieldOfPointer(item.source?.pointer) }));
        else failure = info?.status === 429 ? 'TOO_MANY_ATTEMPTS' : 'unavailable';
        return null;
      })
    : Promise.resolve(null);
  const [countries, quote] = await Promise.all([countriesIn(auth.locale, client), answer]);
  store.dispatch(quoteSettled(quote));
  if (failure === 'unavailable') context.res.statusCode = 503;
  return {
    props: {
      values: asked ?? emptyQuoteForm(visitorCountry),
      countries,
      problems,
      failure,
      familyEnabled: serverConfig.insuranceFamilyEnabled(),
      today: todayInLagos(),
    },
  };
});
