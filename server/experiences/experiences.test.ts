import { and, eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { experienceSlotSales, mailOutbox, orders } from '../db/schema';
import { setClockOffset } from '../lib/clock';
import { addDays, todayInLagos } from '../lib/dates';
import { lapseExpiredOrders } from '../orders/orders';
import { bookingHelpers, browserClient, signedInClient } from '../test/api-helpers';
import { pdfText } from '../test/pdf-text';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { parseSlotId, zonedStart } from './activities';
import { generateExperiences } from './catalogue/seed';

const app = buildApp();
const { payByCard } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);
afterEach(() => setClockOffset(0));

const today = todayInLagos(new Date());
const DAY_MS = 86_400_000;
const guest = { firstName: 'Kemi', lastName: 'Adeyemi', email: 'kemi.tours@example.com', phone: '+234 803 555 0123' };
type Activity = {
  id: string;
  name: string;
  provider: string;
  category: string;
  informational: boolean;
  price?: { amount: string; currencyCode: string };
  reviews: { score: number | null; count: number };
};
type Slot = { id: string; startsAt: string; remaining: number; bookable: boolean };

const get = async (path: string) => (await app.request(path)).json();

/** The first bookable slot of an experience `days` ahead or later. */
async function slotOf(id: string, days: number): Promise<Slot> {
  const { slots } = await get(`/api/experienceView?id=${id}&from=${addDays(today, days)}&to=${addDays(today, days + 7)}`);
  return (slots as Slot[]).find((slot) => slot.bookable)!;
}

async function priced(slot: Slot, party = { adults: 2, children: 1, infants: 0 }, currency = 'USD') {
  return (await get(`/api/experiences/price?slot=${slot.id}&adults=${party.adults}&children=${party.children}&infants=${party.infants}&currency=${currency}`))
    .data.offer as { total: string; currency: string; freeCancellationUntil: string | null; lines: { adult: { unit: string } } };
}

describe('discovering experiences (spec §7)', () => {
  it('seeds at least 150 experiences across the cities and all four categories, the same on every machine', () => {
    const rows = generateExperiences();
    const sold = rows.filter((row) => !row.informational);
    expect(sold.length).toBeGreaterThanOrEqual(150);
    expect(new Set(sold.map((row) => row.category))).toEqual(new Set(['TOURS', 'RELAXATION', 'OUTDOOR_SPORT', 'ATTRACTION']));
    expect(new Set(rows.map((row) => row.cityCode)).size).toBeGreaterThanOrEqual(20);
    expect(rows.filter((row) => row.informational).length).toBeGreaterThan(20);
    expect(generateExperiences()).toEqual(rows);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('lists a category as Amadeus Activities, searches words in English and French, filters and sorts', async () => {
    const tours = await get('/api/experienceCategory/Tours?city=LOS&sort=PRICE');
    expect(tours.data.length).toBeGreaterThan(0);
    expect(tours.data.every((item: Activity) => item.category === 'TOURS' && item.provider === 'experiences' && !item.informational)).toBe(true);
    const prices = tours.data.map((item: Activity) => Number(item.price!.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(tours.data[0]).toMatchObject({
      type: 'activity',
      self: { href: expect.stringMatching(/^\/api\/experienceView\?id=EXLOS\d{3}$/) },
      geoCode: { latitude: expect.any(Number) },
      pictures: expect.arrayContaining([expect.stringMatching(/^\/api\/experiences\/photos\/EXLOS\d{3}-1\.svg$/)]),
      minimumDuration: expect.stringMatching(/^PT/),
      bookingLink: expect.stringMatching(/^\/experiences\/tours\/EXLOS\d{3}$/),
    });

    const food = await get('/api/experienceCategorySearch/Tours?searchTerm=cuisine%20lagos&lang=fr');
    expect(food.data.map((item: Activity) => item.name)).toEqual(['Tour de la cuisine de rue de Lagos']);
    const everything = await get('/api/experienceSearch?searchTerm=lagos');
    expect(everything.data.some((item: Activity) => item.informational)).toBe(true);
    const naira = await get('/api/experienceCategory/Relaxation?city=ACC&currency=NGN');
    expect(naira.data[0].price.currencyCode).toBe('NGN');
    const cheap = await get('/api/experienceCategory/Attraction?maxPrice=12&pageSize=50');
    expect(cheap.data.every((item: Activity) => Number(item.price!.amount) <= 12)).toBe(true);
    const liked = await get('/api/experienceCategory/OutdoorAndSport?minScore=8&sort=RATING&pageSize=50');
    const scores = liked.data.map((item: Activity) => item.reviews.score!);
    expect(scores.every((score: number) => score >= 8)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('refuses an unknown category, empty and overlong searches and bad filters with the envelope', async () => {
    for (const path of [
      '/api/experienceCategory/Cruises',
      '/api/experienceCategorySearch/Tours?searchTerm=',
      `/api/experienceSearch?searchTerm=${'a'.repeat(500)}`,
      '/api/experienceSearch?searchTerm=%00lagos',
      '/api/experienceCategory/Tours?date=2020-01-01',
      '/api/experienceCategory/Tours?pageSize=500',
      '/api/experienceCategory/Tours?city=LAGOS',
    ]) {
      const res = await app.request(path);
      expect([path, res.status]).toEqual([path, 422]);
      expect((await res.json()).errors[0].status).toBe(422);
    }
  });

  it('shows an experience with its slots and places left, and a place worth knowing without a price', async () => {
    const view = await get(`/api/experienceView?id=EXLOS001&from=${addDays(today, 3)}&to=${addDays(today, 9)}`);
    expect(view.data).toMatchObject({
      id: 'EXLOS001',
      details: { included: expect.any(Array), meetingPoint: expect.any(String), freeCancellationHours: 24, languages: ['en'] },
    });
    expect(view.slots.length).toBeGreaterThan(0);
    expect(view.slots[0]).toMatchObject({ id: expect.stringMatching(/^EXLOS001-\d{12}$/), startsAt: expect.stringMatching(/\+01:00$/), bookable: true });
    const place = await get('/api/infoExpView?id=INLOS001');
    expect(place.data).toMatchObject({
      informational: true,
      details: { practical: { entry: expect.any(String), openingHours: expect.any(String) }, prices: null },
    });
    expect(place.data.price).toBeUndefined();
    expect((await app.request('/api/infoExpView?id=EXLOS001')).status).toBe(404);
    expect((await app.request('/api/experienceView?id=EXZZZ999')).status).toBe(404);
    expect((await app.request(`/api/experienceView?id=EXLOS001&from=${addDays(today, 3)}&to=${addDays(today, 200)}`)).status).toBe(422);
    expect((await app.request('/api/experiences/photos/EXLOS001-1.svg')).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});

describe('cities and places worth knowing', () => {
  it("lists the cities with experiences by name in the reader's language, and a city's places (not sold)", async () => {
    const cities = (await get('/api/experiences/cities?lang=fr')).data as {
      code: string;
      name: string;
      countryName: string;
      experiences: number;
      places: number;
    }[];
    expect(cities.length).toBeGreaterThanOrEqual(20);
    expect(cities.find((city) => city.code === 'DKR')).toMatchObject({
      name: 'Dakar',
      countryName: 'Sénégal',
      experiences: expect.any(Number),
      places: expect.any(Number),
    });
    const names = cities.map((city) => city.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    expect(cities.reduce((sum, city) => sum + city.experiences, 0)).toBeGreaterThanOrEqual(150);

    const places = (await get('/api/experiences/places?city=los')).data as Activity[];
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((place) => place.informational && place.price === undefined && place.id.startsWith('INLOS'))).toBe(true);
    expect((await get('/api/experiences/places?city=XYZ')).data).toEqual([]);
    for (const bad of [
      '/api/experiences/places',
      '/api/experiences/places?city=LAGOS',
      '/api/experiences/places?city=%00OS',
      '/api/experiences/cities?lang=de',
    ])
      expect((await app.request(bad)).status).toBe(422);
  });

  it('lists every experience and place of the catalogue by id, category and city (what the sitemap names)', async () => {
    const listed = (await get('/api/experiences/listings')).data as { id: string; category: string; cityCode: string; informational: boolean }[];
    expect(listed.length).toBeGreaterThanOrEqual(150);
    expect(new Set(listed.map((item) => item.id)).size).toBe(listed.length);
    expect(listed.filter((item) => item.informational).every((item) => item.id.startsWith('IN'))).toBe(true);
    expect(listed.some((item) => item.informational)).toBe(true);
    expect(new Set(listed.map((item) => item.category))).toEqual(new Set(['TOURS', 'RELAXATION', 'OUTDOOR_SPORT', 'ATTRACTION']));
    expect(listed.every((item) => /^[A-Z]{3}$/.test(item.cityCode))).toBe(true);
  });
});

describe('booking a slot (POST /api/experienceBooked)', () => {
  it('prices the party by age band, takes the places, is paid on the shared checkout and issues a ticket with a QR code', async () => {
    const slot = await slotOf('EXACC001', 10);
    const offer = await priced(slot);
    expect(Number(offer.total)).toBeCloseTo(Number(offer.lines.adult.unit) * 2 + Number(offer.lines.adult.unit) * 0.6, 0);
    const browser = browserClient(app);
    const res = await browser.post('/api/experienceBooked', {
      slotId: slot.id,
      participants: { adults: 2, children: 1, infants: 0 },
      expectedTotal: offer.total,
      currency: 'USD',
      guest,
    });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const named = parseSlotId(slot.id)!;
    const [sales] = await db
      .select()
      .from(experienceSlotSales)
      .where(and(eq(experienceSlotSales.experienceId, 'EXACC001'), eq(experienceSlotSales.startsAt, zonedStart(named.local, 'Africa/Accra'))));
    expect(sales!.sold).toBe(3);
    await payByCard(data.reference, browser);
    const [order] = await db.select().from(orders).where(eq(orders.reference, data.reference));
    expect(order).toMatchObject({ status: 'CONFIRMED', providerReference: expect.stringMatching(/^TKT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/) });
    const view = (await (await browser.get(`/api/bookings/${data.reference}`)).json()).data;
    expect(view.experience).toMatchObject({
      experienceId: 'EXACC001',
      participants: { adults: 2, children: 1, infants: 0 },
      ticketPath: `/experiences/ticket/${order!.providerReference}`,
      review: { status: 'NOT_YET' },
    });
    const ticket = await (await browser.get(`/api/bookings/${data.reference}/ticket.pdf`)).arrayBuffer();
    const text = await pdfText(Buffer.from(ticket));
    for (const words of ['Experience ticket and receipt', data.reference, order!.providerReference!, 'Kemi Adeyemi', '2 adults, 1 child', 'Meeting point'])
      expect(text).toContain(words);
    const check = await get(`/api/experiences/tickets/${order!.providerReference}`);
    expect(check.data).toMatchObject({ status: 'VALID', participants: 3, holder: 'Ke••• A•••' });
    expect(JSON.stringify(check)).not.toContain('kemi.tours@example.com');
    const [mail] = (await db.select().from(mailOutbox)).filter((row) => row.subject.includes(data.reference) && row.kind === 'booking-confirmed');
    expect(mail!.text).toContain(`Ticket number: ${order!.providerReference}`);
  });

  it('never sells a place twice: 20 bookings at once for the last places, only what fits wins; a lapse gives them back', async () => {
    const slot = await slotOf('EXDKR002', 20);
    const named = parseSlotId(slot.id)!;
    const experience = await get(`/api/experienceView?id=EXDKR002&from=${addDays(today, 20)}&to=${addDays(today, 20)}`);
    const start = zonedStart(named.local, experience.data.details.timeZone);
    const capacity = slot.remaining;
    await db
      .insert(experienceSlotSales)
      .values({ experienceId: 'EXDKR002', startsAt: start, sold: capacity - 2 })
      .onConflictDoUpdate({ target: [experienceSlotSales.experienceId, experienceSlotSales.startsAt], set: { sold: capacity - 2 } });
    const offer = await priced(slot, { adults: 2, children: 0, infants: 0 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        browserClient(app, `10.9.${index}.1`).post('/api/experienceBooked', {
          slotId: slot.id,
          participants: { adults: 2, children: 0, infants: 0 },
          expectedTotal: offer.total,
          currency: 'USD',
          guest: { ...guest, email: `race${index}@example.com` },
        }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
    const [full] = await db
      .select()
      .from(experienceSlotSales)
      .where(and(eq(experienceSlotSales.experienceId, 'EXDKR002'), eq(experienceSlotSales.startsAt, start)));
    expect(full!.sold).toBe(capacity);
    await lapseExpiredOrders(db, new Date(Date.now() + 2 * 3_600_000));
    const [freed] = await db
      .select()
      .from(experienceSlotSales)
      .where(and(eq(experienceSlotSales.experienceId, 'EXDKR002'), eq(experienceSlotSales.startsAt, start)));
    expect(freed!.sold).toBe(capacity - 2);
  });

  it('refuses a past or unknown slot, no adult, more infants than adults, a changed price, and never 500s', async () => {
    const browser = browserClient(app);
    const slot = await slotOf('EXLOS002', 5);
    const offer = await priced(slot);
    const body = { slotId: slot.id, participants: { adults: 2, children: 1, infants: 0 }, expectedTotal: offer.total, currency: 'USD', guest };
    const changed = await browser.post('/api/experienceBooked', { ...body, expectedTotal: '1.00' });
    expect([changed.status, (await changed.json()).errors[0].code]).toEqual([409, 'PRICE_CHANGED']);
    const past = `EXLOS002-${addDays(today, -2).replace(/-/g, '')}0900`;
    expect((await browser.post('/api/experienceBooked', { ...body, slotId: past })).status).toBeGreaterThanOrEqual(404);
    expect((await browser.post('/api/experienceBooked', { ...body, slotId: 'EXLOS002-209901010300' })).status).toBe(404);
    for (const bad of [
      { ...body, participants: { adults: 0, children: 2, infants: 0 } },
      { ...body, participants: { adults: 1, children: 0, infants: 2 } },
      { ...body, participants: { adults: '2', children: 0, infants: 0 } },
      { ...body, guest: { ...guest, firstName: 'K'.repeat(10_000) } },
      { ...body, guest: { ...guest, lastName: 'A\u0000' } },
      { ...body, slotId: 'x'.repeat(5000) },
      { ...body, extra: true },
    ]) {
      const res = await browser.post('/api/experienceBooked', bad);
      expect(res.status).toBe(422);
    }
    expect((await app.request(`/api/experiences/price?slot=${slot.id}&adults=0`)).status).toBe(422);
    expect((await app.request(`/api/experiences/price?slot=${slot.id}&adults=1&infants=3`)).status).toBe(422);
  });

  it('cancels until 24 hours before for a full refund, then refuses; a bank transfer only far enough ahead', async () => {
    const slot = await slotOf('EXABV001', 12);
    const offer = await priced(slot, { adults: 1, children: 0, infants: 0 });
    const browser = browserClient(app);
    const { data } = await (
      await browser.post('/api/experienceBooked', {
        slotId: slot.id,
        participants: { adults: 1, children: 0, infants: 0 },
        expectedTotal: offer.total,
        currency: 'USD',
        guest,
      })
    ).json();
    expect((await (await browser.get(`/api/bookings/${data.reference}`)).json()).data.bankTransferDeadline).not.toBeNull();
    await payByCard(data.reference, browser);
    expect((await browserClient(app).post('/api/experiences/cancel', { bookingId: data.reference })).status).toBe(404);
    const answers = await Promise.all(Array.from({ length: 4 }, () => browser.post('/api/experiences/cancel', { bookingId: data.reference })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await answers.find((res) => res.status === 200)!.json()).data.refund).toEqual({ status: 'REFUNDED', amount: offer.total, currency: 'USD' });

    const soon = await slotOf('EXABV002', 1);
    const soonOffer = await priced(soon, { adults: 1, children: 0, infants: 0 });
    const late = browserClient(app);
    const booked = (
      await (
        await late.post('/api/experienceBooked', {
          slotId: soon.id,
          participants: { adults: 1, children: 0, infants: 0 },
          expectedTotal: soonOffer.total,
          currency: 'USD',
          guest,
        })
      ).json()
    ).data;
    expect((await (await late.get(`/api/bookings/${booked.reference}`)).json()).data.bankTransferDeadline).toBeNull();
    await payByCard(booked.reference, late);
    setClockOffset(0);
    if (Date.parse(soonOffer.freeCancellationUntil!) < Date.now()) {
      const refused = await late.post('/api/experiences/cancel', { bookingId: booked.reference });
      expect((await refused.json()).errors[0].code).toBe('FREE_CANCELLATION_ENDED');
    }
  });

  it("lists a signed-in booker's experiences in the Travel Hub (tripLists product_type=experience), and no one else's", async () => {
    const booker = await signedInClient(app, `hub.experience.${Date.now()}@example.com`, { firstName: 'Kemi' });
    const slot = await slotOf('EXABV001', 6);
    const offer = await priced(slot, { adults: 2, children: 0, infants: 1 });
    const { data } = await (
      await booker.post('/api/experienceBooked', {
        slotId: slot.id,
        participants: { adults: 2, children: 0, infants: 1 },
        expectedTotal: offer.total,
        currency: 'USD',
        guest,
      })
    ).json();
    await payByCard(data.reference, booker);
    const trips = (await (await booker.get('/api/v1/tripLists?period=upcoming&product_type=experience')).json()).data;
    expect(trips).toEqual([
      expect.objectContaining({
        reference: data.reference,
        status: 'CONFIRMED',
        period: 'upcoming',
        experienceId: 'EXABV001',
        slotStartsAt: slot.startsAt,
        participants: 3,
        reviewStatus: 'NOT_YET',
      }),
    ]);
    const other = await signedInClient(app, `hub.other.${Date.now()}@example.com`);
    expect((await (await other.get('/api/v1/tripLists?period=all&product_type=experience')).json()).data).toEqual([]);
  });

  it('takes one verified review once the experience is over', async () => {
    const slot = await slotOf('EXKAN001', 3);
    const offer = await priced(slot, { adults: 1, children: 0, infants: 0 });
    const browser = browserClient(app);
    const { data } = await (
      await browser.post('/api/experienceBooked', {
        slotId: slot.id,
        participants: { adults: 1, children: 0, infants: 0 },
        expectedTotal: offer.total,
        currency: 'USD',
        guest,
      })
    ).json();
    await payByCard(data.reference, browser);
    const review = {
      bookingId: data.reference,
      overall: 9,
      categories: { guide: 10, organisation: 9, value: 8, safety: 9 },
      text: 'Our guide was wonderful and the group small.',
    };
    expect((await (await browser.post('/api/v1/experienceRating', review)).json()).errors[0].code).toBe('NOT_OVER');
    setClockOffset(12 * DAY_MS);
    const answers = await Promise.all(Array.from({ length: 3 }, () => browser.post('/api/v1/experienceRating', review)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    // Over, its ticket no longer lets anyone in.
    const [order] = await db.select().from(orders).where(eq(orders.reference, data.reference));
    expect((await get(`/api/experiences/tickets/${order!.providerReference}`)).data.status).toBe('PAST');
    const latest = await get('/api/v1/reviewExpStatusOpen?id=EXKAN001&sort=latest');
    expect(latest.data[0]).toMatchObject({ verified: true, authorName: 'Kemi A.', overall: 9 });
    expect(Object.keys(latest.meta.summary.categories).sort()).toEqual(['guide', 'organisation', 'safety', 'value']);
    for (const bad of [
      { ...review, categories: { guide: 9 } },
      { ...review, text: '<i>nice</i> but short' },
      { ...review, overall: 12 },
    ])
      expect((await browser.post('/api/v1/experienceRating', bad)).status).toBe(422);
    expect((await app.request('/api/v1/reviewExpStatusOpen?id=EXLOS001&sort=worst')).status).toBe(422);
  });
});
