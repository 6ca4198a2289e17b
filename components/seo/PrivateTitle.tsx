import Head from 'next/head';
import { brand } from '@/config/public';

/** A private or step page's title ("Pay for booking K7MX3Q | Baobab"), never listed by search engines. */
export function PrivateTitle({ title }: { title: string }) {
  return (
    <Head>
      <title>{`${title} | ${brand.name}`}</title>
      <meta name="robots" content="noindex" />
    </Head>
  );
}
