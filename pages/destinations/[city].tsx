import { Destination } from '@/components/destinations/Destination';
import { destinationProps, type DestinationPageProps } from '@/ssr/destination-page';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';

export default Destination;

/** A destination, /destinations/accra (French under /fr; docs/seo.md): flights into it, stays and things to do. */
export const getServerSideProps = withAppShell<DestinationPageProps>(
  { page: 'content', namespaces: ['destinations', 'staycard', 'reviews'] },
  async (store, context) => {
    const props = await destinationProps(context.params?.city, store.getState().auth.locale, serverHttpClient(context.req));
    return props ? { props } : { notFound: true };
  },
);
