import { StayGuestForm, type StayGuestFormProps } from '@/components/stays/StayGuestForm';
import { parseStayQuery } from '@/lib/stay-search-query';
import { serverHttpClient } from '@/ssr/http-server';
import { localisedPath, withAppShell } from '@/ssr/page-props';
import { toApiError } from '@/services/http';
import { confirmStayPrice } from '@/services/stays';

export default function StayBookPage(props: StayGuestFormProps) {
  return <StayGuestForm {...props} />;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The chosen room priced again now with the provider (spec §7 GET /api/stayPriceConfirm): a total
 * other than the one the person saw is said plainly before they give their details.
 */
export const getServerSideProps = withAppShell<StayGuestFormProps>(
  { page: 'stays', namespaces: ['stays', 'staycard', 'reviews'], personal: true },
  async (store, context) => {
    const { locale, currency } = store.getState().auth;
    const criteria = parseStayQuery(context.query);
    const offerId = one(context.query.offer);
    if (!criteria || !/^[A-Z0-9]{20,60}$/.test(offerId)) return { redirect: { destination: localisedPath('/stays', locale), permanent: false } };
    const seen = one(context.query.seen);
    try {
      const { hotel, offer } = await confirmStayPrice(
        {
          id: offerId,
          baseCode: currency,
          startDate: criteria.checkIn,
          endDate: criteria.checkOut,
          childAges: criteria.childAges.join(',') || undefined,
          lang: locale,
        },
        serverHttpClient(context.req),
      );
      return { props: { criteria, hotel, offer, unavailable: null, previousTotal: /^\d{1,9}\.\d{2}$/.test(seen) && seen !== offer.price.total ? seen : null } };
    } catch (failure) {
      const error = toApiError(failure).info;
      const unavailable = error.code === 'SOLD_OUT' ? 'SOLD_OUT' : error.status === 404 || error.status === 422 ? 'OFFER_NOT_FOUND' : 'FAILED';
      context.res.statusCode = unavailable === 'FAILED' ? 503 : unavailable === 'SOLD_OUT' ? 409 : 404;
      return { props: { criteria, hotel: null, offer: null, unavailable, previousTotal: null } };
    }
  },
);
