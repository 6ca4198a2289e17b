import { StaysHome, type StaysHomeProps } from '@/components/stays/StaysHome';
import { todayInLagos } from '@/common/dates';
import { nearestStayCity } from '@/components/stays/stay-cities';
import { addDays } from '@/lib/stay-search-query';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';
import { stayCitiesIn } from '@/ssr/stay-cities';
import { inlinePhoto } from '@/ssr/inline-photo';
import { getCityStays } from '@/services/stays';
import { cityStaysSettled } from '@/store/slices/stays';

export default function StaysPage(props: StaysHomeProps) {
  return <StaysHome {...props} />;
}

/** Spec §1 stays: the search form, and the visitor's nearest city's stays (§9: Lagos by default, GET /api/v1/stay). */
export const getServerSideProps = withAppShell<StaysHomeProps>({ page: 'stays', namespaces: ['stays', 'staycard', 'reviews'] }, async (store, context) => {
  const { locale, location } = store.getState().auth;
  const client = serverHttpClient(context.req);
  const cities = await stayCitiesIn(locale, client).catch(() => []);
  const city = nearestStayCity(cities, location?.country_code);
  const listing = await getCityStays(city, locale, client).catch(() => null);
  store.dispatch(cityStaysSettled(listing ? { cityCode: listing.meta.cityCode, city: listing.meta.city, data: listing.data } : null));
  const today = todayInLagos();
  return {
    props: {
      cities,
      // A weekend a fortnight away, two adults: what most searches are (the person changes it).
      values: { city: '', checkIn: addDays(today, 14), checkOut: addDays(today, 16), rooms: 1, adults: 2, childAges: [] },
      today,
      listingFailed: !listing,
      firstPhoto: await inlinePhoto(listing?.data[0]?.property.photos[0], client),
    },
  };
});
