import Head from 'next/head';

/**
 * Structured data for search engines (schema.org as JSON-LD) in the page's head. Not a script the
 * browser runs; `<` is escaped so no text in it can close the element.
 */
export function JsonLd({ id, data }: { id: string; data: object }) {
  return (
    <Head>
      <script key={`ld-${id}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
    </Head>
  );
}
