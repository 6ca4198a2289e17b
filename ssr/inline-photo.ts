import type { AxiosInstance } from 'axios';
import { keptAnswers } from './kept-answers';

/** A stay's, an experience's or an article's picture is drawn from its id alone: kept a day, a few hundred of them. */
const pictures = keptAnswers<string | null>(24 * 60 * 60_000, 500);

/**
 * The first picture of a page as a data: address, sent with the HTML: on a phone's slow link the
 * largest thing the page paints needs no request of its own (the others load as the page scrolls).
 * Null when it cannot be had: the page then asks for it as usual.
 */
export function inlinePhoto(path: string | undefined, client: AxiosInstance): Promise<string | null> {
  if (!path || !/^\/api\/(?:(?:stays|experiences)\/photos\/(?:[A-Z0-9]{8}|AM\d{1,14})-\d|blog\/art\/[a-z0-9-]{1,120})\.svg$/.test(path))
    return Promise.resolve(null);
  return pictures(path, async () => {
    const { data } = await client.get<string>(path.replace(/^\/api/, ''), { responseType: 'text', transformResponse: (body: string) => body });
    return typeof data === 'string' && data.startsWith('<svg') && data.length < 8_000 ? `data:image/svg+xml,${encodeURIComponent(data)}` : null;
  }).catch(() => null);
}
