import { DatePrices, type DatePricesProps } from '@/components/flights/dates/DatePrices';
import { dateSearchContext } from '@/ssr/date-prices';
import { withAppShell } from '@/ssr/page-props';
import { getPriceCalendar } from '@/services/flights';

export default function PriceCalendarPage(props: DatePricesProps) {
  return <DatePrices {...props} />;
}

/** A month of lowest fares (a return trip keeps its length: `stay`), server-rendered: every day a link. */
export const getServerSideProps = withAppShell<DatePricesProps>({ page: 'flight', namespaces: ['results', 'search'] }, async (store, context) => {
  const { criteria, places, party, client, stay } = await dateSearchContext(store, context);
  const asked = typeof context.query.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(context.query.month) ? context.query.month : null;
  const month = asked ?? (criteria.legs[0]!.date || new Date(Date.now() + 3_600_000).toISOString()).slice(0, 7);
  if (!party) return { props: { criteria, places, view: null } };
  const prices = await getPriceCalendar({ ...party, month, ...(stay !== null ? { stay } : {}) }, client).catch(() => null);
  return { props: { criteria, places, view: prices ? { kind: 'month' as const, prices, month, stay } : null } };
});
