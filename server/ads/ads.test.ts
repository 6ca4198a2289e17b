import { and, eq, like } from 'drizzle-orm';
import { rateLimits } from '../lib/schema';
import { MAX_WINDOW_SECONDS, purgeEndedWindows } from '../lib/rate-limit';
import { buildApp } from '../app';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { advertsForToday, checkAdvertFile, chooseByWeight, ensureHouseAdverts, importAdverts } from './adverts';
import { ADVERT_POSITIONS, advertStats, adverts } from './schema';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
  await ensureHouseAdverts(db);
}, 60_000);
afterAll(closeTestDatabase);

type Advert = { id: string; position: string; kind: string; title: string; clickUrl: string; artUrl: string | null };
let address = 0;
/** Each call from its own address unless told: the per-connection limits are tested on their own. */
const today = async (body: unknown, ip = `203.0.113.${(address++ % 200) + 1}`) => {
  const res = await app.request('/api/ad/today', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: Advert[]; errors?: Array<{ status: number }> } };
};
const figures = async (id: string) => {
  const rows = await db.select().from(advertStats).where(eq(advertStats.advertId, id));
  return { impressions: rows.reduce((sum, row) => sum + row.impressions, 0), clicks: rows.reduce((sum, row) => sum + row.clicks, 0) };
};
const partner = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'partner',
  advertiser: 'Acme Lounges',
  positions: ['FLIGHT_RESULTS'],
  language: 'en',
  title: 'Lounge access in Lagos',
  body: 'Wait for your flight in comfort.',
  action: 'Book a lounge',
  url: 'https://lounges.example.com/lagos?utm_source=baobab',
  startsOn: '2026-01-01',
  endsOn: '2099-12-31',
  ...extra,
});

describe('adverts', () => {
  it('has our own adverts for every position in both languages, shown to guests (spec §7: "authed" does not stop them)', async () => {
    for (const position of ADVERT_POSITIONS) {
      for (const lang of ['en', 'fr'] as const) {
        const { status, body } = await today({ position, lang });
        expect(status).toBe(200);
        expect(body.data).toHaveLength(1);
        const [advert] = body.data;
        expect(advert).toMatchObject({ position, kind: 'house', clickUrl: `/api/ad/click/${advert!.id}?position=${position}` });
        expect(advert!.id.endsWith(`-${lang}`)).toBe(true);
      }
    }
  });

  it('answers only adverts running today, in the position, the language and the country asked', async () => {
    const file = checkAdvertFile({
      adverts: [
        partner('partner-lounge-ng', { countries: ['NG'], weight: 100 }),
        partner('partner-ended', { startsOn: '2020-01-01', endsOn: '2020-12-31', weight: 100 }),
        partner('partner-future', { startsOn: '2098-01-01', weight: 100 }),
        partner('partner-off', { active: false, weight: 100 }),
        partner('partner-french', { language: 'fr', weight: 100 }),
      ],
    });
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    await importAdverts(db, file.file);
    const seen = new Set<string>();
    for (let round = 0; round < 30; round += 1)
      for (const advert of (await today({ position: 'FLIGHT_RESULTS', country: 'NG', count: 3 })).body.data) seen.add(advert.id);
    expect(seen).toContain('partner-lounge-ng');
    for (const id of ['partner-ended', 'partner-future', 'partner-off', 'partner-french']) expect(seen).not.toContain(id);
    for (let round = 0; round < 10; round += 1)
      expect((await today({ position: 'FLIGHT_RESULTS', country: 'GH', count: 3 })).body.data.map((advert) => advert.id)).not.toContain('partner-lounge-ng');
    // Another position never gets it.
    for (let round = 0; round < 10; round += 1)
      expect((await today({ position: 'FRONT_PAGE', country: 'NG', count: 3 })).body.data.map((advert) => advert.id)).not.toContain('partner-lounge-ng');
  });

  it('chooses by weight', () => {
    const rows = [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 3 },
    ];
    // The ticket falls in a's quarter, then in b's three quarters.
    expect(chooseByWeight(rows, 1, () => 0.2)[0]!.id).toBe('a');
    expect(chooseByWeight(rows, 1, () => 0.3)[0]!.id).toBe('b');
    expect(chooseByWeight(rows, 5, () => 0.99).map((row) => row.id)).toEqual(['b', 'a']);
    expect(chooseByWeight([], 1)).toEqual([]);
  });

  it('counts each advert shown, and each click through its counted link, which goes where the advert says', async () => {
    const before = await figures('partner-lounge-ng');
    const shown = await advertsForToday(db, { position: 'FLIGHT_RESULTS', language: 'en', country: 'NG', count: 3 }, new Date(), () => 0);
    expect(shown.map((advert) => advert.id)).toContain('partner-lounge-ng');
    expect((await figures('partner-lounge-ng')).impressions).toBe(before.impressions + 1);

    const click = await app.request('/api/ad/click/partner-lounge-ng?position=FLIGHT_RESULTS', { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://lounges.example.com/lagos?utm_source=baobab');
    expect((await figures('partner-lounge-ng')).clicks).toBe(before.clicks + 1);
    const [row] = await db
      .select()
      .from(advertStats)
      .where(and(eq(advertStats.advertId, 'partner-lounge-ng'), eq(advertStats.position, 'FLIGHT_RESULTS')));
    expect(row!.clicks).toBeGreaterThanOrEqual(1);

    // Our own pages are whole addresses of this site.
    const house = await app.request('/api/ad/click/house-stays-fr?position=FRONT_PAGE', { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(house.headers.get('location')).toMatch(/^http:\/\/localhost(:\d+)?\/fr\/stays$/);
  });

  it('counts a connection’s clicks a few times an hour at most, and still follows the rest, twenty at once included', async () => {
    // Shown ten times there today: clicks count against showings.
    for (let shown = 0; shown < 10; shown += 1) await advertsForToday(db, { position: 'DASHBOARD', language: 'en', country: 'NG', count: 10 }, new Date());
    const before = await figures('house-invite-en');
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => app.request('/api/ad/click/house-invite-en?position=DASHBOARD', { headers: { 'x-forwarded-for': '198.51.100.9' } })),
    );
    for (const click of clicks) expect(click.status).toBe(302);
    expect((await figures('house-invite-en')).clicks - before.clicks).toBe(5);
  });

  it('counts no click on an advert nobody was shown, and writes no limit for an advert that does not exist', async () => {
    // Switched off, so never shown: its link still leads on, but the click is not counted.
    expect((await figures('partner-off')).impressions).toBe(0);
    const click = await app.request('/api/ad/click/partner-off?position=FLIGHT_RESULTS', { headers: { 'x-forwarded-for': '198.51.100.11' } });
    expect(click.status).toBe(302);
    expect(await figures('partner-off')).toEqual({ impressions: 0, clicks: 0 });

    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await app.request(`/api/ad/click/made-up-${attempt}?position=FRONT_PAGE`, { headers: { 'x-forwarded-for': '198.51.100.12' } })).status).toBe(404);
    }
    expect(await db.select().from(rateLimits).where(like(rateLimits.key, 'ad-click:ip:198.51.100.12:%'))).toHaveLength(0);
  });

  it("clears ended windows away, so strangers' keys do not pile up", async () => {
    const longAgo = new Date(Date.now() - 2 * MAX_WINDOW_SECONDS * 1000);
    await db.insert(rateLimits).values(Array.from({ length: 50 }, (_, index) => ({ key: `ended:${index}`, windowStart: longAgo, count: 1 })));
    await db.insert(rateLimits).values({ key: 'current:1', windowStart: new Date(), count: 1 });
    expect(await purgeEndedWindows(db, new Date())).toBeGreaterThanOrEqual(50);
    expect(await db.select().from(rateLimits).where(like(rateLimits.key, 'ended:%'))).toHaveLength(0);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'current:1'))).toHaveLength(1);
  });

  it('draws an advert’s picture, and refuses what is not an advert, a position or a picture, never with a 500', async () => {
    const art = await app.request('/api/ad/art/house-stays-en.svg');
    expect(art.status).toBe(200);
    expect(art.headers.get('content-security-policy')).toContain("default-src 'none'");
    const cases: Array<[string, RequestInit | undefined, number]> = [
      ['/api/ad/click/no-such-advert?position=FRONT_PAGE', undefined, 404],
      ['/api/ad/click/house-stays-en', undefined, 422],
      ['/api/ad/click/house-stays-en?position=SIDEBAR', undefined, 422],
      [`/api/ad/click/${'a'.repeat(10_000)}?position=FRONT_PAGE`, undefined, 422],
      ['/api/ad/click/..%2F..%2Fetc?position=FRONT_PAGE', undefined, 422],
      ['/api/ad/art/partner-lounge-ng.svg', undefined, 404],
      ['/api/ad/art/%00.svg', undefined, 422],
    ];
    for (const [path, init, status] of cases) expect([path, (await app.request(path, init)).status]).toEqual([path, status]);
    for (const body of [
      {},
      { position: 'SIDEBAR' },
      { position: 'FRONT_PAGE', lang: 'de' },
      { position: 'FRONT_PAGE', country: 'Nigeria' },
      { position: 'FRONT_PAGE', count: 50 },
      { position: 'FRONT_PAGE', extra: 'x'.repeat(10_000) },
      { position: 'FRONT\u0000PAGE' },
      [],
      'FRONT_PAGE',
    ]) {
      const answer = await today(body);
      expect([JSON.stringify(body).slice(0, 40), answer.status]).toEqual([JSON.stringify(body).slice(0, 40), 422]);
      expect(answer.body.errors![0]!.status).toBe(422);
    }
  });

  it('refuses more than a person would ask in an hour from one connection', async () => {
    let last = 200;
    for (let call = 0; call < 301 && last === 200; call += 1) last = (await today({ position: 'DASHBOARD' }, '198.51.100.20')).status;
    expect(last).toBe(429);
  });

  it('checks an operator’s file and names every problem', () => {
    const checked = checkAdvertFile({
      adverts: [
        partner('Bad Id', { url: 'javascript:alert(1)', positions: ['SIDEBAR'], title: '<b>Hi</b>', countries: ['nga'], weight: 0 }),
        partner('dup'),
        partner('dup', { url: 'http://insecure.example.com', startsOn: '2027-02-01', endsOn: '2027-01-01' }),
      ],
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^adverts\[0\]\.id: /),
        expect.stringMatching(/^adverts\[0\]\.url: One of our pages/),
        expect.stringMatching(/^adverts\[0\]\.positions\[0\]: /),
        expect.stringMatching(/^adverts\[0\]\.title: Plain words only/),
        expect.stringMatching(/^adverts\[0\]\.countries\[0\]: /),
        expect.stringMatching(/^adverts\[0\]\.weight: /),
        expect.stringMatching(/^adverts\[2\]\.url: /),
        expect.stringMatching(/^adverts\[2\]\.endsOn: endsOn is before startsOn/),
      ]),
    );
    expect(checkAdvertFile({ adverts: [partner('dup'), partner('dup')] })).toEqual({ ok: false, problems: ['dup: named twice'] });
  });

  it('keeps an operator’s edit of a house advert when seeded again', async () => {
    await db.update(adverts).set({ title: 'Edited by the operator' }).where(eq(adverts.id, 'house-stays-en'));
    await ensureHouseAdverts(db);
    const [row] = await db.select().from(adverts).where(eq(adverts.id, 'house-stays-en'));
    expect(row!.title).toBe('Edited by the operator');
  });
});
