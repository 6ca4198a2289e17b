import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { orders, insurancePolicies, mailOutbox, referralRewards, users, vouchers } from '../db/schema';
import { env } from '../env';
import { convertMinor, fromMinor } from '../lib/money';
import { bookingHelpers, browserClient, signedInClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { pointsFor } from './points';
import { rewardInviter } from './referrals';
import { cancelPaidBooking } from '../payments/checkout';

const app = buildApp();
const { book, insure, payByCard } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const bookingRow = async (reference: string) => (await db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
const userRow = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;

describe('points', () => {
  it('follows the README rule: 1 point per full ₦1,000 or $1 paid', () => {
    expect(pointsFor(99_999, 'NGN')).toBe(0);
    expect(pointsFor(100_000, 'NGN')).toBe(1);
    expect(pointsFor(8_765_432, 'NGN')).toBe(87);
    expect(pointsFor(12_345, 'USD')).toBe(123);
    expect(pointsFor(10_000, 'EUR')).toBe(0);
  });

  it('counts each paid booking of the person once; unpaid ones earn nothing; nobody else sees them', async () => {
    const ife = await signedInClient(app, 'ife@example.com');
    const naira = await book({ email: 'ife@example.com', browser: ife });
    const dollars = await book({ email: 'ife@example.com', currency: 'USD', from: 'LOS', to: 'ACC' });
    expect((await (await ife.get('/api/v1/points')).json()).balance).toBe(0);

    await payByCard(naira.reference);
    await payByCard(dollars.reference);
    await payByCard(naira.reference).catch(() => undefined); // a second try changes nothing
    await book({ email: 'ife@example.com' }); // left unpaid
    const [paidNaira, paidDollars] = [await bookingRow(naira.reference), await bookingRow(dollars.reference)];
    const expected = Math.floor(paidNaira.totalMinor / 100_000) + Math.floor(paidDollars.totalMinor / 100);

    const points = await (await ife.get('/api/v1/points')).json();
    expect(points.balance).toBe(expected);
    expect(points.rule).toEqual({ ngnPerPoint: 1000, usdPerPoint: 1 });
    expect(points.entries.map((entry: { reference: string }) => entry.reference).sort()).toEqual([naira.reference, dollars.reference].sort());
    expect(points.entries.find((entry: { reference: string }) => entry.reference === dollars.reference)).toMatchObject({
      product: 'flight',
      paid: { currency: 'USD', amount: fromMinor(paidDollars.totalMinor) },
    });

    const overview = await (await ife.get('/api/v1/userBookingOverview?type=all&baseCode=USD')).json();
    const rate = env().NGN_PER_USD;
    expect(overview).toMatchObject({
      type: 'all',
      baseCode: 'USD',
      flights: { all: 3, upcoming: 2, reserved: 1, past: 0, cancelled: 0 },
      insurance: { all: 0 },
      points: expected,
      totalPaid: { currency: 'USD', amount: fromMinor(convertMinor(paidNaira.totalMinor, 'NGN', 'USD', rate) + paidDollars.totalMinor) },
    });
    expect(overview.nextTrip).toMatchObject({ from: 'LOS', departureAt: expect.any(String) });
    expect((await (await ife.get('/api/v1/userBookingOverview?type=flight&baseCode=NGN')).json()).insurance).toBeNull();

    const stranger = await signedInClient(app, 'stranger@example.com');
    expect(await (await stranger.get('/api/v1/points')).json()).toMatchObject({ balance: 0, entries: [] });
    expect((await (await stranger.get('/api/v1/userBookingOverview')).json()).flights.all).toBe(0);
  });

  it('answers 401 signed out and 422 for an unknown currency or type', async () => {
    const anonymous = browserClient(app);
    for (const path of ['/api/v1/points', '/api/v1/userBookingOverview', '/api/v1/invitations', '/api/v1/getUserInsurance', '/api/bookings/insurance']) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
    const me = await signedInClient(app, 'overview@example.com');
    expect((await me.get('/api/v1/userBookingOverview?baseCode=EUR')).status).toBe(422);
    expect((await me.get('/api/v1/userBookingOverview?type=stays')).status).toBe(422);
  });
});

describe('insurance in the Travel Hub', () => {
  it("lists the person's own policies (also bought as a guest with their email) by period, and nobody else's", async () => {
    const tolu = await signedInClient(app, 'tolu@example.com');
    expect((await (await tolu.get('/api/v1/getUserInsurance')).json()).data).toEqual([]);
    // Bought as a guest with Tolu's email (another browser), and signed in; and someone else's.
    const guest = await insure({ applicant: { email: 'Tolu@Example.com' } });
    const signedIn = await insure({ browser: tolu, applicant: { email: 'tolu.other@example.com' } });
    const stranger = await insure({ applicant: { email: 'someone@example.com' } });
    for (const { reference } of [guest, signedIn, stranger]) await payByCard(reference);
    // One cover already over: its dates moved into the past.
    const [pastPolicy] = await db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.orderId, (await bookingRow(signedIn.reference)).id));
    await db
      .update(insurancePolicies)
      .set({ request: { ...pastPolicy!.request, coverStart: '2024-03-01', coverEnd: '2024-03-10' } })
      .where(eq(insurancePolicies.orderId, pastPolicy!.orderId));
    const contract = async (reference: string) =>
      (
        await db
          .select()
          .from(insurancePolicies)
          .where(eq(insurancePolicies.orderId, (await bookingRow(reference)).id))
      )[0]!.contractNumber!;
    const [upcoming, past] = [await contract(guest.reference), await contract(signedIn.reference)];
    const total = Number(guest.quote.plans[0].fees.total);
    const all = await (await tolu.get('/api/v1/getUserInsurance')).json();
    expect(all.data.map((row: { contractNumber: string }) => row.contractNumber).sort()).toEqual([upcoming, past].sort());
    expect(all.data.find((row: { contractNumber: string }) => row.contractNumber === upcoming)).toMatchObject({
      reference: guest.reference,
      period: 'upcoming',
      destinationCountry: 'FR',
      planName: guest.quote.plans[0].name,
      fees: {
        adultFee: guest.quote.plans[0].fees.adultFee,
        insuranceCharges: guest.quote.plans[0].fees.insuranceCharges,
        total: guest.quote.plans[0].fees.total,
        currency: 'NGN',
      },
    });
    expect((await (await tolu.get('/api/bookings/insurance?filter=past')).json()).data.map((row: { contractNumber: string }) => row.contractNumber)).toEqual([
      past,
    ]);
    expect((await (await tolu.get('/api/v1/tripLists?period=upcoming&product_type=insurance')).json()).meta.total).toBe(1);
    // Insurance earns points as flights do (once per policy, never twice).
    expect((await (await tolu.get('/api/v1/points')).json()).balance).toBe(2 * Math.floor(total / 1000));
    expect((await (await tolu.get('/api/v1/userBookingOverview?type=insurance')).json()).insurance).toMatchObject({ all: 2, upcoming: 1, past: 1 });
  });
});

describe('invitations', () => {
  it('gives each account a link; a friend who signs up through it and pays a first booking earns the inviter one promo code, usable at checkout', async () => {
    const amaka = await signedInClient(app, 'amaka@example.com', { firstName: 'Amaka' });
    const mine = await (await amaka.get('/api/v1/invitations')).json();
    expect(mine).toMatchObject({
      referralCode: expect.stringMatching(/^[A-Z0-9]{8}$/),
      friendsJoined: 0,
      promoCodes: [],
      reward: { amountOff: '5000.00', currency: 'NGN' },
    });
    expect(mine.link).toBe(`http://localhost/invite/${mine.referralCode}`);
    expect(await (await app.request(`/api/invitations/${mine.referralCode.toLowerCase()}`)).json()).toEqual({
      code: mine.referralCode,
      inviter: { firstName: 'Amaka' },
    });
    expect((await app.request('/api/invitations/NOSUCHCODE')).status).toBe(404);

    // The invitation link leaves its code in a cookie; the sign-up reads it.
    const friend = browserClient(app);
    friend.jar.set('referral', mine.referralCode);
    const signup = await friend.post('/api/signup', { email: 'chidi@example.com', firstName: 'Chidi', lastName: 'Eze', password: 'long enough pass' });
    expect(signup.status).toBe(201);
    expect((await userRow('chidi@example.com')).referredBy).toBe((await userRow('amaka@example.com')).id);
    const chidi = await signedInClient(app, 'chidi@example.com', { firstName: 'Chidi' }); // signs up again, verifies: the invitation stays
    expect((await (await amaka.get('/api/v1/invitations')).json()).friendsJoined).toBe(1);

    // An unpaid booking earns nothing; the first paid one earns one code; later ones nothing more.
    const first = await book({ email: 'chidi.trips@example.com', browser: chidi });
    expect((await (await amaka.get('/api/v1/invitations')).json()).promoCodes).toEqual([]);
    await payByCard(first.reference);
    const second = await book({ email: 'chidi@example.com' });
    await payByCard(second.reference);
    const earned = (await (await amaka.get('/api/v1/invitations')).json()).promoCodes;
    expect(earned).toEqual([
      expect.objectContaining({
        code: expect.stringMatching(/^FRIEND-[A-Z0-9]{6}$/),
        amountOff: '5000.00',
        minTotal: '25000.00',
        currency: 'NGN',
        status: 'AVAILABLE',
      }),
    ]);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'amaka@example.com'));
    expect(mails.filter((mail) => mail.kind === 'referral-reward').map((mail) => mail.text)).toEqual([expect.stringContaining(earned[0].code)]);

    // The code takes ₦5,000 off Amaka's own booking, once.
    const trip = await book({ email: 'amaka@example.com' });
    const applied = await trip.browser.post('/api/payment/vouchers/checkout', { bookingId: trip.reference, code: earned[0].code });
    expect(applied.status).toBe(200);
    expect((await bookingRow(trip.reference)).discountMinor).toBe(500_000);
    // Held by the unpaid booking until it is paid (used) or lapses (available again).
    expect((await (await amaka.get('/api/v1/invitations')).json()).promoCodes[0].status).toBe('HELD');
    const again = await book({ email: 'amaka@example.com' });
    const refused = await again.browser.post('/api/payment/vouchers/checkout', { bookingId: again.reference, code: earned[0].code });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors[0].code).toBe('VOUCHER_USED_UP');
    await payByCard(trip.reference);
    expect((await (await amaka.get('/api/v1/invitations')).json()).promoCodes[0].status).toBe('USED');
  });

  it('rewards a friend once even when two confirmations race, and ignores unknown or own codes at sign-up', async () => {
    const inviter = await signedInClient(app, 'race.inviter@example.com');
    const { referralCode } = await (await inviter.get('/api/v1/invitations')).json();
    await signedInClient(app, 'race.friend@example.com', { referralCode });
    const friend = await userRow('race.friend@example.com');
    const [a, b] = [await book({ email: 'race.friend@example.com' }), await book({ email: 'race.friend@example.com' })];
    const rows = [await bookingRow(a.reference), await bookingRow(b.reference)];
    const results = await Promise.all(rows.map((row) => db.transaction((tx) => rewardInviter(tx, row))));
    expect(results.filter(Boolean)).toHaveLength(1);
    const rewards = await db.select().from(referralRewards).where(eq(referralRewards.inviteeId, friend.id));
    expect(rewards).toHaveLength(1);
    expect(await db.select().from(vouchers).where(eq(vouchers.description, 'Invitation reward: Bola booked'))).toHaveLength(1);

    await signedInClient(app, 'nobody.invited@example.com', { referralCode: 'ZZZZZZZZ' });
    expect((await userRow('nobody.invited@example.com')).referredBy).toBeNull();
  });

  it("takes an unused reward back when the friend's booking is cancelled and refunded, and rewards no small booking", async () => {
    const inviter = await signedInClient(app, 'refund.inviter@example.com');
    const { referralCode } = await (await inviter.get('/api/v1/invitations')).json();
    const friend = await signedInClient(app, 'refund.friend@example.com', { referralCode });
    // Paid, then cancelled and refunded at once: the code it earned goes with it.
    const first = await book({ email: 'refund.friend@example.com', browser: friend });
    await payByCard(first.reference);
    const [earned] = (await (await inviter.get('/api/v1/invitations')).json()).promoCodes;
    expect(earned).toMatchObject({ status: 'AVAILABLE' });
    await cancelPaidBooking(db, first.reference, 'flight', async () => undefined);
    expect((await (await inviter.get('/api/v1/invitations')).json()).promoCodes).toEqual([]);
    const own = await book({ email: 'refund.inviter@example.com' });
    const refused = await own.browser.post('/api/payment/vouchers/checkout', { bookingId: own.reference, code: earned.code });
    expect((await refused.json()).errors[0].code).toBe('VOUCHER_EXPIRED');
    // Twice in a row earns nothing more: the next trip that stands earns the one reward.
    const second = await book({ email: 'refund.friend@example.com', browser: friend });
    await payByCard(second.reference);
    const codes = (await (await inviter.get('/api/v1/invitations')).json()).promoCodes;
    expect(codes).toHaveLength(1);
    expect(codes[0].code).not.toBe(earned.code);
    // Once spent, a reward stays spent when the friend cancels later (logged for finance).
    const spend = await book({ email: 'refund.inviter@example.com' });
    expect((await spend.browser.post('/api/payment/vouchers/checkout', { bookingId: spend.reference, code: codes[0].code })).status).toBe(200);
    await payByCard(spend.reference);
    await cancelPaidBooking(db, second.reference, 'flight', async () => undefined);
    expect((await (await inviter.get('/api/v1/invitations')).json()).promoCodes).toEqual([expect.objectContaining({ code: codes[0].code, status: 'USED' })]);

    // A booking under ₦25,000 (or its worth in dollars) earns nothing.
    const small = await userRow('refund.friend@example.com');
    await db.delete(referralRewards).where(eq(referralRewards.inviteeId, small.id));
    await db.transaction(async (tx) => {
      expect(
        await rewardInviter(tx, {
          id: '00000000-0000-4000-8000-000000000001',
          userId: small.id,
          contactEmail: small.email,
          totalMinor: 24_999_00,
          currency: 'NGN',
        }),
      ).toBeNull();
      expect(
        await rewardInviter(tx, {
          id: '00000000-0000-4000-8000-000000000001',
          userId: small.id,
          contactEmail: small.email,
          totalMinor: 15_00,
          currency: 'USD',
        }),
      ).toBeNull();
    });
  });

  it('does not reward a friend whose first paid trip came before the invitation (booked as a guest with their email)', async () => {
    const inviter = await signedInClient(app, 'early.inviter@example.com');
    const { referralCode } = await (await inviter.get('/api/v1/invitations')).json();
    await payByCard((await book({ email: 'early.friend@example.com' })).reference);
    const friend = await signedInClient(app, 'early.friend@example.com', { referralCode });
    await payByCard((await book({ email: 'another.address@example.com', browser: friend })).reference);
    expect(await (await inviter.get('/api/v1/invitations')).json()).toMatchObject({ friendsJoined: 1, promoCodes: [] });
  });
});
