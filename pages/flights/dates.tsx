import { DatePrices, type DatePricesProps } from '@/components/flights/dates/DatePrices';
import { dateSearchContext } from '@/ssr/date-prices';
import { withAppShell } from '@/ssr/page-props';
import { getDateGrid } from '@/services/flights';

export default function NearbyDatesPage(props: DatePricesProps) {
  return <DatePrices {...props} />;
}

/** ±3 days around the chosen dates, server-rendered from the results' own address: links all the way. */
export const getServerSideProps = withAppShell<DatePricesProps>({ page: 'flight', namespaces: ['results', 'search'] }, async (store, context) => {
  const { criteria, places, party, client } = await dateSearchContext(store, context);
  const leg = criteria.legs[0]!;
  if (!party || !leg.date) return { props: { criteria, places, view: null } };
  const back = criteria.tripType === 'roundTrip' && criteria.returnDate ? criteria.returnDate : undefined;
  const prices = await getDateGrid({ ...party, depart: leg.date, ...(back ? { return: back } : {}) }, client).catch(() => null);
  return { props: { criteria, places, view: prices ? { kind: 'grid' as const, prices } : null } };
});
