import type { GetServerSideProps } from 'next';
import { BlogArticle, BlogList } from '@/components/content/Blog';
import { blogFeed } from '@/ssr/blog-feed';
import { blogPageProps, type BlogPageProps } from '@/ssr/content-pages';
import { crawlerFile } from '@/ssr/crawler-file';
import { destinationCities } from '@/ssr/destination-page';
import { serverHttpClient } from '@/ssr/http-server';
import { inlinePhoto } from '@/ssr/inline-photo';
import { withAppShell } from '@/ssr/page-props';
import { siteOrigin } from '@/ssr/site-origin';
import { stayCitiesIn } from '@/ssr/stay-cities';

type Props = BlogPageProps & { art?: string | null; cityName?: string | null };

/** The blog, a category's list or an article (pages/blog/[[...path]].tsx: one page for all three keeps the build's page list short). */
export default function BlogPage(props: Props) {
  return props.view === 'list' ? <BlogList {...props} /> : <BlogArticle {...props} art={props.art ?? null} cityName={props.cityName ?? null} />;
}

const page = withAppShell<Props>({ page: 'content', namespaces: ['blog'] }, async (store, context) => {
  const language = store.getState().auth.locale;
  const client = serverHttpClient(context.req);
  const props = await blogPageProps(context.params?.path as string[] | undefined, language, client);
  if (!props) return { notFound: true };
  if (props.view === 'list') return { props };
  // An article about a destination links to its page, named in the reader's language; without the list of cities it goes without the link.
  const city = props.article.city;
  const [art, cityName] = await Promise.all([
    inlinePhoto(`/api/blog/art/${props.article.slug}.svg`, client),
    city
      ? Promise.all([destinationCities(client), stayCitiesIn(language, client)])
          .then(
            ([destinations, cities]) => cities.find((candidate) => candidate.code === destinations.find((entry) => entry.slug === city)?.code)?.name ?? null,
          )
          .catch(() => null)
      : null,
  ]);
  return { props: { ...props, art, cityName } };
});

/** /blog/rss.xml and /fr/blog/rss.xml: the feed of the newest articles. */
const feed = crawlerFile('application/rss+xml; charset=utf-8', (context) =>
  blogFeed(siteOrigin(context.req), context.locale === 'fr' ? 'fr' : 'en', serverHttpClient(context.req)),
);

export const getServerSideProps: GetServerSideProps = (context) => {
  const path = context.params?.path;
  return Array.isArray(path) && path.length === 1 && path[0] === 'rss.xml' ? feed(context) : page(context);
};
