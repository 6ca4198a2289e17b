import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { orders, reviews } from '../db/schema';
import { setClockOffset } from '../lib/clock';
import { addDays, todayInLagos } from '../lib/dates';
import { bookingHelpers, browserClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { generateStayReviews, STAY_REVIEW_CATEGORIES } from './catalogue/reviews';
import { generateCatalogue } from './catalogue/seed';
import { stayReviewStatus } from './reviews';

const app = buildApp();
const { payByCard } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);
afterEach(() => setClockOffset(0));

const DAY_MS = 86_400_000;
const today = todayInLagos(new Date());
const guest = { title: 'MR', firstName: 'Tunde', lastName: 'Bakare', email: 'tunde.review@example.com', phone: '+234 803 555 0101' };
const scores = { cleanliness: 9, comfort: 8, location: 10, facilities: 7, staff: 9, value: 8 };
const review = {
  overall: 9,
  categories: scores,
  title: 'Quiet and clean',
  text: 'The room was quiet, the power never went off\nand the staff helped us with a late check-out.',
};
type Review = { id: string; overall: number; language: string; createdAt: string; verified: boolean; authorName: string; text: string };

const reviewsOf = async (id: string, query = '') =>
  (await app.request(`/api/v1/reviewStaysStatusOpen?id=${id}${query}`)).json() as Promise<{
    data: Review[];
    meta: { count: number; summary: { score: number; count: number; positive: number; negative: number; categories: Record<string, number> } };
  }>;

/** A paid stay of `nights` from `checkIn`, booked by a browser of its own. */
async function paidStay(property: string, checkIn: string, nights = 2) {
  const res = await app.request(`/api/staysView?id=${property}&checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&adults=1`);
  const offer = ((await res.json()) as { data: { offers: Array<{ id: string; price: { total: string; currency: string } }> } }).data.offers[0]!;
  const browser = browserClient(app);
  const booked = await browser.post('/api/staysBooked', { offerId: offer.id, expectedTotal: offer.price.total, currency: offer.price.currency, guest });
  const { data } = await booked.json();
  return { reference: data.reference as string, browser };
}

describe('stay reviews (GET /api/v1/reviewStaysStatusOpen)', () => {
  it('lists a stay’s reviews all, positive, negative and latest, with its score by category', async () => {
    const all = await reviewsOf('STLOS001', '&pageSize=50');
    expect(all.meta.count).toBeGreaterThan(2);
    expect(all.meta.summary).toMatchObject({ count: all.meta.count, score: expect.any(Number) });
    expect(Object.keys(all.meta.summary.categories).sort()).toEqual([...STAY_REVIEW_CATEGORIES].sort());
    const mean = all.data.reduce((sum, item) => sum + item.overall, 0) / all.data.length;
    if (all.meta.count <= 50) expect(all.meta.summary.score).toBeCloseTo(Math.round(mean * 10) / 10, 5);
    // The catalogue's sample reviews were written through no booking of ours: never "verified".
    expect(all.data.every((item) => item.verified === false)).toBe(true);

    const positive = await reviewsOf('STLOS001', '&sort=positive&pageSize=50');
    expect(positive.meta.count).toBe(all.meta.summary.positive);
    expect(positive.data.every((item) => item.overall >= 7)).toBe(true);
    expect(positive.data.map((item) => item.overall)).toEqual([...positive.data.map((item) => item.overall)].sort((a, b) => b - a));
    const negative = await reviewsOf('STLOS001', '&sort=negative&pageSize=50');
    expect(negative.data.every((item) => item.overall <= 5)).toBe(true);
    const latest = await reviewsOf('STLOS001', '&sort=latest&pageSize=50');
    expect(latest.data.map((item) => item.createdAt)).toEqual([...latest.data.map((item) => item.createdAt)].sort().reverse());
    // "All" puts the reader's language first.
    const french = await reviewsOf('STDKR001', '&lang=fr&pageSize=50');
    const languages = french.data.map((item) => item.language);
    expect(languages.indexOf('en') === -1 || languages.lastIndexOf('fr') < languages.indexOf('en')).toBe(true);
  });

  it('gives every stay in search results its score, sorts and filters by it', async () => {
    const checkIn = addDays(today, 20);
    const search = async (query: string) =>
      (await (await app.request(`/api/searchStaysHotels?iata=LOS&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}${query}`)).json()) as {
        data: Array<{ hotel: { property: { reviews: { score: number | null; count: number } } } }>;
      };
    const byScore = await search('&sort=REVIEW_SCORE');
    const scoresSeen = byScore.data.map((item) => item.hotel.property.reviews.score ?? 0);
    expect(scoresSeen).toEqual([...scoresSeen].sort((a, b) => b - a));
    expect(byScore.data.every((item) => item.hotel.property.reviews.count > 0)).toBe(true);
    const good = await search('&minScore=8');
    expect(good.data.every((item) => item.hotel.property.reviews.score! >= 8)).toBe(true);
    expect(good.data.length).toBeLessThan(byScore.data.length);
    for (const query of ['&minScore=0', '&minScore=11', '&minScore=ten', '&sort=BEST'])
      expect((await app.request(`/api/searchStaysHotels?iata=LOS&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}${query}`)).status).toBe(422);
  });

  it('refuses what is not a stay or a reading of it with the envelope', async () => {
    expect((await app.request('/api/v1/reviewStaysStatusOpen?id=STZZZ999')).status).toBe(404);
    for (const query of [
      'id=',
      'id=stlos001',
      `id=${'A'.repeat(5000)}`,
      'id=STLOS001&sort=best',
      'id=STLOS001&pageSize=500',
      'id=STLOS001&page=0',
      'id=STLOS001%00',
    ]) {
      const res = await app.request(`/api/v1/reviewStaysStatusOpen?${query}`);
      expect(res.status).toBe(422);
      expect((await res.json()).errors[0]).toMatchObject({ status: 422 });
    }
  });

  it('generates the same sample reviews on every machine, around each property’s stars', () => {
    const { properties } = generateCatalogue();
    const first = generateStayReviews(properties);
    expect(generateStayReviews(properties)).toEqual(first);
    expect(new Set(first.map((row) => row.id)).size).toBe(first.length);
    expect(first.every((row) => row.overall >= 1 && row.overall <= 10 && Object.values(row.categories).every((score) => score >= 1 && score <= 10))).toBe(true);
  });
});

describe('reviewing a stay (POST /api/v1/staysRating)', () => {
  it('takes one verified review from the guest, once the stay is over, and shows it first among the latest', async () => {
    const checkIn = addDays(today, 10);
    const { reference, browser } = await paidStay('STACC001', checkIn, 3);
    expect((await (await browser.get(`/api/bookings/${reference}`)).json()).data.stay.review.status).toBe('NOT_STAYED');
    await payByCard(reference, browser);
    expect((await (await browser.get(`/api/bookings/${reference}`)).json()).data.stay.review).toEqual({ status: 'NOT_YET', until: addDays(checkIn, 3 + 90) });

    const early = await browser.post('/api/v1/staysRating', { bookingId: reference, ...review });
    expect(early.status).toBe(409);
    expect((await early.json()).errors[0].code).toBe('STAY_NOT_OVER');

    // The test clock: the day after check-out.
    setClockOffset(14 * DAY_MS);
    expect((await (await browser.get(`/api/bookings/${reference}`)).json()).data.stay.review.status).toBe('OPEN');
    // Another browser cannot review someone else's stay: the same 404 as for no booking.
    expect((await browserClient(app).post('/api/v1/staysRating', { bookingId: reference, ...review })).status).toBe(404);
    const answers = await Promise.all(Array.from({ length: 5 }, () => browser.post('/api/v1/staysRating', { bookingId: reference, ...review })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const published = (await answers.find((res) => res.status === 201)!.json()).data as Review;
    expect(published).toMatchObject({ overall: 9, verified: true, authorName: 'Tunde B.', language: 'en', text: review.text });
    const latest = await reviewsOf('STACC001', '&sort=latest');
    expect(latest.data[0]!.id).toBe(published.id);
    expect((await (await browser.get(`/api/bookings/${reference}`)).json()).data.stay.review.status).toBe('SUBMITTED');
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(await db.select().from(reviews).where(eq(reviews.orderId, order!.id))).toHaveLength(1);
  });

  it('refuses an unpaid stay, a stay long over, and reviews that are not plain scores and text', async () => {
    const checkIn = addDays(today, 5);
    const unpaid = await paidStay('STABJ001', checkIn);
    setClockOffset(10 * DAY_MS);
    const refused = await unpaid.browser.post('/api/v1/staysRating', { bookingId: unpaid.reference, ...review });
    expect((await refused.json()).errors[0].code).toBe('NOT_STAYED');

    setClockOffset(0);
    const paid = await paidStay('STABJ002', checkIn);
    await payByCard(paid.reference, paid.browser);
    // 92 days after check-out by the clock: `today` is Lagos' day, and Abidjan's (an hour behind)
    // is still the day before between 23:00 and midnight UTC.
    setClockOffset((5 + 2 + 92) * DAY_MS);
    const closed = await paid.browser.post('/api/v1/staysRating', { bookingId: paid.reference, ...review });
    expect((await closed.json()).errors[0].code).toBe('REVIEW_CLOSED');

    setClockOffset(10 * DAY_MS);
    const bad = [
      { ...review, overall: 11 },
      { ...review, overall: 0 },
      { ...review, overall: '9' },
      { ...review, categories: { ...scores, staff: undefined } },
      { ...review, categories: { ...scores, pool: 8 } },
      { ...review, text: 'Too short' },
      { ...review, text: 'x'.repeat(2001) },
      { ...review, text: 'Lovely stay <script>alert(1)</script> really' },
      { ...review, text: 'Lovely stay, <b>really</b> lovely indeed' },
      // A tag left open is still markup to a browser (the next '>' closes it).
      { ...review, text: 'Lovely stay <img src=x onerror=alert(1) really lovely' },
      { ...review, text: 'Lovely stay < svg/onload=alert(1) really lovely' },
      { ...review, title: 'Nice <a href=//evil.example' },
      { ...review, text: 'Lovely stay\u0000 really lovely indeed' },
      { ...review, title: 'Nice\ntitle' },
      { ...review, text: 'Lovely stay \u202e really lovely indeed' },
      { ...review, verified: true },
      { bookingId: paid.reference },
    ];
    for (const body of bad) {
      const res = await paid.browser.post('/api/v1/staysRating', 'bookingId' in body ? body : { bookingId: paid.reference, ...body });
      expect(res.status).toBe(422);
      expect((await res.json()).errors[0].status).toBe(422);
    }
    expect((await paid.browser.post('/api/v1/staysRating', { bookingId: 'ABC', ...review })).status).toBe(422);
    const fine = await paid.browser.post('/api/v1/staysRating', {
      bookingId: paid.reference,
      ...review,
      text: 'Avec des accents : très bien, « calme » et propre <3, 2 < 3 nuits.',
      language: 'fr',
    });
    expect(fine.status).toBe(201);
    expect((await fine.json()).data.language).toBe('fr');
  });

  it('limits how many reviews one connection sends in an hour', async () => {
    const browser = browserClient(app);
    const answers = [];
    for (let index = 0; index < 11; index += 1) answers.push((await browser.post('/api/v1/staysRating', { bookingId: 'KXQ4MT', ...review })).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(answers[10]).toBe(429);
  });

  it('decides from the property’s own calendar day', () => {
    const stay = { checkOut: '2027-01-10', timeZone: 'Africa/Lagos', reviewed: false };
    expect(stayReviewStatus({ status: 'CONFIRMED' }, stay, new Date('2027-01-09T22:59:00Z'))).toBe('NOT_YET');
    expect(stayReviewStatus({ status: 'CONFIRMED' }, stay, new Date('2027-01-09T23:00:00Z'))).toBe('OPEN');
    expect(stayReviewStatus({ status: 'CANCELLED' }, stay, new Date('2027-01-12T12:00:00Z'))).toBe('NOT_STAYED');
    expect(stayReviewStatus({ status: 'CONFIRMED' }, { ...stay, reviewed: true }, new Date('2027-01-12T12:00:00Z'))).toBe('SUBMITTED');
  });
});

describe('stay pictures (GET /api/stays/photos/{file})', () => {
  it('draws each listed picture as an SVG that runs nothing, and nothing else', async () => {
    const res = await app.request('/api/stays/photos/STLOS001-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href=|on\w+=/i);
    expect(svg.length).toBeLessThan(4000);
    expect(await (await app.request('/api/stays/photos/STLOS001-1.svg')).text()).toBe(svg);
    expect((await app.request('/api/stays/photos/STLOS001-9.svg')).status).toBe(404);
    expect((await app.request('/api/stays/photos/STZZZ999-1.svg')).status).toBe(404);
    for (const name of ['STLOS001-0.svg', 'STLOS001-1.png', '..%2F..%2Fetc%2Fpasswd', `${'A'.repeat(3000)}.svg`])
      expect((await app.request(`/api/stays/photos/${name}`)).status).toBe(422);
    const search = await (await app.request(`/api/v1/stay?city=Lagos`)).json();
    expect(search.data[0].property.photos).toContainEqual(expect.stringMatching(/^\/api\/stays\/photos\/ST[A-Z]{3}\d{3}-\d\.svg$/));
  });
});

describe('the test clock (POST /api/dev/clock)', () => {
  it('is not served without TEST_CLOCK', async () => {
    expect((await app.request('/api/dev/clock')).status).toBe(404);
    expect((await browserClient(app).post('/api/dev/clock', { offsetDays: 3 })).status).toBe(404);
  });
});
