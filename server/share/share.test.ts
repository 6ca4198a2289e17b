import sharp from 'sharp';
import { buildApp } from '../app';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { titleLines } from './card';
import { cardFor } from './pages';

describe('a page’s share card', () => {
  it('says what the page is: an article, a category, a destination, a route, a section', () => {
    expect(cardFor('/blog/yellow-fever-card', 'fr')).toEqual({
      section: 'Visas et entrée',
      title: 'Le carnet jaune\u00a0: quand faut-il un certificat de vaccination contre la fièvre jaune\u202f?',
    });
    expect(cardFor('/blog/category/press', 'en')).toEqual({ section: 'Travel blog', title: 'Press' });
    expect(cardFor('/help/baggage', 'en')).toEqual({ section: 'Help centre', title: 'Baggage: what is included and how to add bags' });
    expect(cardFor('/destinations/lome', 'fr')).toEqual({ section: 'Destination', title: 'Lomé' });
    expect(cardFor('/flights/lagos-to-london', 'fr')).toEqual({ section: 'Vols', title: 'Lagos → Londres' });
    expect(cardFor('/stays/STLOS001', 'en')).toMatchObject({ section: 'Hotel stays' });
    expect(cardFor('/experiences/tours?city=LOS', 'fr')).toMatchObject({ section: 'Activités' });
    expect(cardFor('/', 'en')).toMatchObject({ section: 'Travel booking' });
  });

  it('never says words a stranger put in the address', () => {
    for (const path of ['/flights/buy-cheap-pills-to-scam-land', '/destinations/call-this-number', '/blog/fake-news', '/nothing/here', '/blog/category/fake']) {
      const card = cardFor(path, 'en');
      expect(`${card.section} ${card.title}`).not.toMatch(/pills|scam|call|number|fake|nothing/i);
    }
  });

  it('wraps a long title in whole words, three lines at most, the rest cut with an ellipsis', () => {
    expect(titleLines('Lagos → London', 66)).toEqual(['Lagos → London']);
    const lines = titleLines('word '.repeat(60).trim(), 54);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
    expect(titleLines(`${'x'.repeat(80)} end`, 66)[0]!.endsWith('…')).toBe(true);
  });
});

describe('GET /api/share/card.png', () => {
  const app = buildApp();
  beforeAll(() => useTestDatabase(), 60_000);
  afterAll(closeTestDatabase);

  it('is a 1200 × 630 PNG, kept a day by caches', async () => {
    const res = await app.request('/api/share/card.png?path=%2Fflights%2Flagos-to-london&lang=fr');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const { width, height, format } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });

  it('draws a connection only so many new cards an hour, and still gives it the ones already drawn', async () => {
    const ask = (path: string) => app.request(`/api/share/card.png?path=${encodeURIComponent(path)}`, { headers: { 'x-forwarded-for': '198.51.100.40' } });
    // The home page's card, drawn once and then kept.
    expect((await ask('/')).status).toBe(200);
    const articles = [
      '/blog/lagos-city-guide',
      '/blog/accra-city-guide',
      '/blog/dakar-city-guide',
      '/blog/abidjan-city-guide',
      '/help/baggage',
      '/help/refund-timelines',
    ];
    const cities = [
      'lagos',
      'accra',
      'dakar',
      'abidjan',
      'abuja',
      'kano',
      'enugu',
      'calabar',
      'kumasi',
      'lome',
      'cotonou',
      'douala',
      'libreville',
      'nairobi',
      'johannesburg',
      'dubai',
      'london',
      'paris',
      'istanbul',
      'cairo',
    ];
    const routes = cities.flatMap((from) => cities.filter((to) => to !== from).map((to) => `/flights/${from}-to-${to}`));
    const statuses: number[] = [];
    for (const path of [...articles, ...routes].slice(0, 130)) statuses.push((await ask(path)).status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(120);
    expect(statuses.at(-1)).toBe(429);
    expect((await ask('/')).status).toBe(200);
  }, 60_000);

  it('refuses what is not an address of the site, never with a 500', async () => {
    for (const query of ['', '?path=https://evil.example', '?path=%2Fx%00', `?path=%2F${'a'.repeat(400)}`, '?path=%2F&lang=de', '?path=%2F%3Cscript%3E']) {
      const res = await app.request(`/api/share/card.png${query}`);
      expect([query.slice(0, 30), res.status]).toEqual([query.slice(0, 30), 422]);
    }
  });
});
