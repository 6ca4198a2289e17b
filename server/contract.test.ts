import type { RouteConfig, z } from '@hono/zod-openapi';
import { buildApp, openApiDocument } from './app';
import * as account from './accounts/account.routes';
import * as auth from './accounts/auth.routes';
import { socialProvidersRoute } from './accounts/social.routes';
import { mailOutbox } from './db/schema';
import * as flights from './flights/flights.routes';
import * as content from './content/content.routes';
import { health, live, ready } from './health/health.routes';
import * as hub from './hub/hub.routes';
import * as insurance from './insurance/insurance.routes';
import * as stays from './stays/stays.routes';
import * as orders from './orders/orders.routes';
import * as sandbox from './payments/gateways/sandbox/sandbox.routes';
import * as payments from './payments/payments.routes';
import { mailboxRoute } from './mail/mailbox.routes';
import * as aftersales from './aftersales/aftersales.routes';
import * as push from './push/push.routes';
import { users } from './accounts/schema';
import { eq } from 'drizzle-orm';
import { bookingHelpers, browserClient, signedInClient } from './test/api-helpers';
import { closeTestDatabase, useTestDatabase } from './test/test-db';

// The web app's types are the schemas each route declares (services/ imports them as types): every
// success answer must be exactly what its route declares, no field missing, mistyped or undeclared.

const app = buildApp();
const { book, insure, payByCard, inDays, startCheckout, payAtSandbox } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

/** The answer's body, after checking it is exactly what the route declares for its status. */
async function declared(route: RouteConfig, answer: Response | Promise<Response>) {
  const res = await answer;
  const body = await res.json();
  const response = route.responses[res.status] as { content?: Record<string, { schema: z.ZodType }> } | undefined;
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${route.method} ${route.path} answered ${res.status}, which it does not declare: ${JSON.stringify(body).slice(0, 300)}`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${route.method} ${route.path} ${res.status}: ${parsed.error.message}`);
  // Parsing drops what the schema does not name: what is left must be the whole answer.
  expect(parsed.data).toEqual(body);
  return body;
}

describe('every answer is the shape its route declares', () => {
  it('content: the blog’s categories, articles and an article; the help centre’s', async () => {
    await declared(content.listBlogCategories, app.request('/api/blog/categories?lang=fr'));
    await declared(content.listBlogPosts, app.request('/api/blog/posts?category=press'));
    await declared(content.getBlogPost, app.request('/api/blog/posts/lagos-city-guide'));
    await declared(content.listHelpArticles, app.request('/api/help/articles'));
    await declared(content.getHelpArticle, app.request('/api/help/articles/baggage?lang=fr'));
    await declared(content.getBlogPost, app.request('/api/blog/posts/no-such-article'));
  });

  it('flights: search, quote, booking, seats, bags, fare rules, services', async () => {
    const browser = browserClient(app);
    const offers = await declared(
      flights.searchFlightOffers,
      browser.post('/api/flight/offers', {
        currencyCode: 'NGN',
        originDestinations: [
          { id: '1', originLocationCode: 'LOS', destinationLocationCode: 'ABV', departureDateTimeRange: { date: inDays(40) } },
          { id: '2', originLocationCode: 'ABV', destinationLocationCode: 'LOS', departureDateTimeRange: { date: inDays(47) } },
        ],
        travelers: [
          { id: '1', travelerType: 'ADULT' },
          { id: '2', travelerType: 'CHILD' },
          { id: '3', travelerType: 'HELD_INFANT', associatedAdultId: '1' },
        ],
        sources: ['GDS'],
        searchCriteria: { maxFlightOffers: 5 },
      }),
    );
    expect(offers.data.length).toBeGreaterThan(0);
    const quote = await declared(
      flights.confirmOffer,
      browser.post('/api/flight/confirm-offer', { searchId: offers.meta.searchId, offerId: offers.data[0].id }),
    );
    await declared(flights.getQuote, browser.get(`/api/flight/quotes/${quote.meta.quoteId}`));
    await declared(flights.listPopularTrips, browser.get('/api/flight/popular-trips?origin=LOS&currency=NGN'));

    const { reference, browser: booker } = await book({
      travelers: [
        { id: '1', travelerType: 'ADULT' },
        { id: '2', travelerType: 'CHILD' },
      ],
    });
    const maps = await declared(flights.seatMap, booker.post('/api/flight/seat-map', { bookingId: reference }));
    const bags = await declared(flights.chargeableBags, booker.post('/api/flight/chargable-bags', { bookingId: reference }));
    await declared(flights.fareRules, booker.post('/api/flight/fare-rules', { bookingId: reference }));
    const seat = maps.data[0].decks[0].seats.find((candidate: { travelerPricing: Array<{ seatAvailabilityStatus: string }> }) =>
      candidate.travelerPricing.every((entry) => entry.seatAvailabilityStatus === 'AVAILABLE'),
    );
    const withServices = await declared(
      flights.putBookingServices,
      booker.call('PUT', `/api/bookings/${reference}/services`, {
        seats: [{ travelerId: '1', segmentId: maps.data[0].segmentId, number: seat.number }],
        bags: [{ travelerId: '1', itineraryIndex: 0, quantity: Object.values(bags.included.bags as Record<string, { quantity: number }>)[0]!.quantity }],
      }),
    );
    expect(withServices.data).toMatchObject({ kind: 'flight', seats: [{ number: seat.number }], bags: [{ travelerId: '1' }] });
    // GET /bookings/{reference} declares any product's order; a flight order is exactly a FlightBooking.
    const { data: booking } = await declared(orders.getBooking, booker.get(`/api/bookings/${reference}`));
    expect(flights.FlightBookingSchema.parse(booking)).toEqual(booking);
  });

  it('insurance: a quote and its refusals', async () => {
    const visitor = browserClient(app);
    const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const trip = {
      destinationCountry: 'SN',
      purpose: 'LEISURE',
      tripType: 'ONE_TRIP',
      bookingType: 'INDIVIDUAL',
      adults: 1,
      children: 0,
      coverStart: start,
      coverEnd: end,
      oldestTravellerDob: '1990-01-01',
      nationality: 'NG',
    };
    const quote = await declared(insurance.quoteInsurance, visitor.post('/api/insurance/quote', trip));
    expect(quote.data.plans.length).toBeGreaterThan(0);
    await declared(insurance.quoteInsurance, visitor.post('/api/insurance/quote', { ...trip, nationality: 'GH' }));
    await declared(insurance.quoteInsurance, visitor.post('/api/insurance/quote', { ...trip, adults: undefined }));
    const kin = { name: 'Ngozi Okafor', relationship: 'Sister', address: '12 Allen Avenue, Ikeja', phone: '+234 803 000 0000' };
    const individual = {
      title: 'MS',
      firstName: 'Adaeze',
      lastName: 'Okafor',
      dateOfBirth: '1990-01-01',
      gender: 'FEMALE',
      phone: '+234 803 123 4567',
      email: 'adaeze@example.com',
      occupation: 'Engineer',
      maritalStatus: 'SINGLE',
      anyCondition: false,
      passportNumber: 'A12345678',
      stateOfOrigin: 'LAGOS',
      address: '4 Marina Road',
      zipCode: '101001',
      nextOfKin: kin,
    };
    const plan = quote.data.plans[0].code;
    const application = await declared(
      insurance.addInsuranceData,
      visitor.post('/api/insurance/insurancedata', { quoteId: quote.data.id, planCode: plan, individual }),
    );
    await declared(insurance.addInsuranceData, visitor.post('/api/insurance/insurancedata', { quoteId: quote.data.id, planCode: 'NOPE', individual }));
    await declared(insurance.getInsuranceQuote, visitor.get(`/api/insurance/quote/${quote.data.id}`));
    await declared(insurance.getInsuranceQuote, visitor.get('/api/insurance/quote/00000000-0000-4000-8000-000000000000'));
    const booked = await declared(insurance.bookInsurance, visitor.post('/api/v1/booked', { applicationId: application.data.id, language: 'en' }));
    await declared(insurance.bookInsurance, visitor.post('/api/v1/booked', { applicationId: application.data.id }));
    await declared(orders.getBooking, visitor.get(`/api/bookings/${booked.data.reference}`));
    const paymentReference = await startCheckout('paystack', booked.data.reference, visitor);
    await declared(
      insurance.insurancePaymentStatus,
      visitor.get(`/api/paymentMethod?paymentMethod=PAYSTACK&insuranceId=${booked.data.reference}&transactionReference=${paymentReference}`),
    );
    await declared(insurance.resendInsuranceConfirmation, visitor.post('/api/v1/insuranceConfirmationMail', { bookingId: booked.data.reference }));
    await payAtSandbox(paymentReference, 'success');
    const paid = await declared(
      insurance.insurancePaymentStatus,
      visitor.get(`/api/paymentMethod?paymentMethod=PAYSTACK&insuranceId=${booked.data.reference}&transactionReference=${paymentReference}`),
    );
    expect(paid.data).toMatchObject({ status: 'CONFIRMED', contractNumber: expect.stringMatching(/^BAO-/) });
    await declared(insurance.resendInsuranceConfirmation, visitor.post('/api/v1/insuranceConfirmationMail', { bookingId: booked.data.reference }));
    await declared(insurance.verifyPolicy, app.request(`/api/insurance/verify/${paid.data.contractNumber}`));
    await declared(insurance.verifyPolicy, app.request('/api/insurance/verify/BAO-0000-0000-0000'));
    await declared(
      insurance.addInsuranceData,
      visitor.post('/api/insurance/insurancedata', { quoteId: '00000000-0000-4000-8000-000000000000', planCode: plan, individual }),
    );
  });

  it('stays: search, a city, one stay, its price now, booking it, and their refusals', async () => {
    const visitor = browserClient(app);
    const checkIn = inDays(50);
    const checkOut = inDays(52);
    const found = await declared(
      stays.searchStaysRoute,
      visitor.get(`/api/searchStaysHotels?iata=ACC&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&childAges=5`),
    );
    await declared(stays.searchStaysRoute, visitor.get(`/api/searchStaysHotels?iata=ZZZ&checkIn=${checkIn}&checkOut=${checkOut}`));
    await declared(stays.cityStaysRoute, visitor.get('/api/v1/stay?city=Accra'));
    await declared(stays.cityStaysRoute, visitor.get('/api/v1/stay?city=Nowhere'));
    const { hotelId } = found.data[0].hotel;
    await declared(stays.stayViewRoute, visitor.get(`/api/staysView?id=${hotelId}`));
    await declared(stays.stayViewRoute, visitor.get(`/api/staysView?id=${hotelId}&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&childAges=5`));
    await declared(stays.stayViewRoute, visitor.get('/api/staysView?id=STZZZ999'));
    const offer = found.data[0].offers[0];
    await declared(stays.stayPriceConfirmRoute, visitor.get(`/api/stayPriceConfirm?id=${offer.id}&childAges=5`));
    await declared(stays.stayPriceConfirmRoute, visitor.get('/api/stayPriceConfirm?id=STZZZ999STDNRF20270101N2A2R1C0'));
    const guest = { title: 'MR', firstName: 'Kofi', lastName: 'Mensah', email: 'kofi@example.com', phone: '+233 24 000 0000' };
    const booked = await declared(
      stays.stayBookingRoute,
      visitor.post('/api/staysBooked', { offerId: offer.id, expectedTotal: offer.price.total, currency: 'USD', childAges: [5], guest }),
    );
    await declared(
      stays.stayBookingRoute,
      visitor.post('/api/staysBooked', { offerId: offer.id, expectedTotal: '1.00', currency: 'USD', childAges: [5], guest }),
    );
    await declared(orders.getBooking, visitor.get(`/api/bookings/${booked.data.reference}`));
    await declared(stays.cancelStayRoute, visitor.post('/api/stays/cancel', { bookingId: booked.data.reference }));
  });

  it('orders and payments: the booking, paying it, bank transfer, promo codes, look-up', async () => {
    const { reference, browser } = await book();
    await declared(payments.getPayableBooking, browser.get(`/api/bookings/${reference}/pay`));
    await declared(payments.applyVoucherRoute, browser.post('/api/payment/vouchers/checkout', { bookingId: reference, code: 'WELCOME10' }));
    await declared(payments.removeVoucherRoute, browser.call('DELETE', '/api/payment/vouchers/checkout', { bookingId: reference }));
    await declared(payments.flightPaymentMethods, browser.post('/api/flightPaymentMethod', { bookingId: reference }));
    const card = await declared(payments.selectPayment, browser.post('/api/payment/select', { bookingId: reference, method: 'PAYSTACK' }));
    const sandboxed = await declared(sandbox.sandboxTransaction, app.request(`/api/payment/sandbox/${encodeURIComponent(card.data.paymentReference)}`));
    expect(sandboxed.data).toMatchObject({ gateway: 'paystack', status: 'pending' });
    await declared(orders.lookUpBookingRoute, browserClient(app).post('/api/bookings/lookup', { reference, lastName: 'Obi' }));

    // Bank transfer: the contact's code first, then reserved with the instructions.
    const transfer = await book({ email: 'transfer@example.com' });
    const waiting = await declared(
      payments.selectPayment,
      transfer.browser.post('/api/payment/select', { bookingId: transfer.reference, method: 'BANK_TRANSFER' }),
    );
    expect(waiting.data).toMatchObject({ reserved: false });
    const mail = (await db.select().from(mailOutbox)).find((row) => row.recipient === 'transfer@example.com' && row.kind === 'booking-contact-code');
    const code = mail!.text.match(/\b(\d{6})\b/)![1];
    const reserved = await declared(
      payments.confirmContactRoute,
      transfer.browser.post('/api/payment/bank-transfer/confirm', {
        bookingId: transfer.reference,
        verificationId: waiting.data.confirmation.verificationId,
        code,
      }),
    );
    expect(reserved.data).toMatchObject({ reserved: true, bankTransfer: { paymentReference: transfer.reference } });
    await declared(payments.bankCheck, transfer.browser.get(`/api/payment/bankcheck?bookingId=${transfer.reference}`));
    const mails = await declared(mailboxRoute, app.request('/api/dev/mailbox?to=transfer@example.com'));
    expect(mails.data.length).toBeGreaterThan(0);

    // Reserved at booking time: create-order names the code sent to the contact.
    const { order } = await book({ paymentMethod: 'BANK_TRANSFER' });
    expect(flights.BookingSummarySchema.parse(order)).toEqual(order);
    expect(order.contactConfirmation).toMatchObject({ verificationId: expect.any(String) });
  });

  it('after-sales and trip alerts: a booking’s requests and terms, asking, staff pricing, accepting; the push key', async () => {
    await declared(push.pushKeyRoute, app.request('/api/push/key'));
    const { reference, browser } = await book();
    await payByCard(reference);
    await declared(aftersales.listRequestsRoute, browser.get(`/api/bookings/${reference}/requests`));
    const asked = await declared(
      aftersales.askRoute,
      browser.post(`/api/bookings/${reference}/requests`, { type: 'CHANGE_DATES', dates: { departure: inDays(75) }, message: 'A week later, please.' }),
    );
    const staff = await signedInClient(app, 'contract.staff@baobab.travel');
    await db.update(users).set({ adminType: 'operations' }).where(eq(users.email, 'contract.staff@baobab.travel'));
    await declared(aftersales.staffListRoute, staff.get('/api/ops/requests?which=all'));
    await declared(aftersales.staffQuoteRoute, staff.post(`/api/ops/requests/${asked.data.id}/quote`, { fee: '6000', fareDifference: '0' }));
    const accepted = await declared(aftersales.acceptRoute, browser.post(`/api/bookings/${reference}/requests/${asked.data.id}/accept`, {}));
    expect(accepted.data.payment.url).toEqual(expect.any(String));
    await declared(aftersales.listRequestsRoute, browser.get(`/api/bookings/${reference}/requests`));
    await declared(orders.getBooking, browser.get(`/api/bookings/${accepted.data.payment.reference}`));
  });

  it('accounts and the Travel Hub: the user, details, trips, policies, overview, points, invitations', async () => {
    await declared(health, app.request('/api/health'));
    await declared(live, app.request('/api/health/live'));
    await declared(ready, app.request('/api/health/ready'));
    await declared(socialProvidersRoute, app.request('/api/login/providers'));
    const visitor = browserClient(app);
    const signup = await declared(
      auth.signupRoute,
      visitor.post('/api/signup', { email: 'contract@example.com', firstName: 'Kemi', lastName: 'Ade', password: 'long enough pass' }),
    );
    expect(signup.data.verificationId).toEqual(expect.any(String));
    const person = await signedInClient(app, 'shape@example.com');
    await declared(auth.loginRoute, browserClient(app).post('/api/login', { email: 'shape@example.com', password: 'long enough pass' }));
    await declared(auth.userRoute, person.get('/api/user'));
    await declared(
      account.personalInfoRoute,
      person.post('/api/v1/personalInfo', { firstName: 'Bola', lastName: 'Ade', phone: '+234 803 555 0101', nationality: 'NG' }),
    );
    await declared(account.getPersonalInfoRoute, person.get('/api/v1/getPersonalInfo'));

    const { reference } = await book({ email: 'shape@example.com', browser: person });
    await payByCard(reference);
    await book({ email: 'shape@example.com', browser: person }); // reserved
    const insured = await insure({ browser: person, applicant: { email: 'shape@example.com' } });
    await payByCard(insured.reference);
    const trips = await declared(hub.flightBookingsRoute, person.get('/api/bookings/flight'));
    expect(trips.data).toHaveLength(2);
    for (const trip of trips.data) expect(flights.FlightTripFieldsSchema.parse(trip)).toMatchObject({ from: 'LOS', to: 'ABV' });
    await declared(hub.tripListsRoute, person.get('/api/v1/tripLists?period=all&product_type=flight'));
    await declared(hub.tripListsRoute, person.get('/api/v1/tripLists?period=all&product_type=insurance'));
    await declared(hub.flightHistoryRoute, person.get('/api/flightHistory'));
    const policies = await declared(hub.insuranceBookingsRoute, person.get('/api/bookings/insurance'));
    expect(policies.data).toHaveLength(1);
    await declared(hub.userInsuranceRoute, person.get('/api/v1/getUserInsurance'));
    const overview = await declared(hub.overviewRoute, person.get('/api/v1/userBookingOverview?type=all&baseCode=NGN'));
    expect(overview.nextTrip).toMatchObject({ reference });
    const points = await declared(hub.pointsRoute, person.get('/api/v1/points'));
    expect(points.entries.map((entry: { product: string }) => entry.product).sort()).toEqual(['flight', 'insurance']);
    const invitations = await declared(hub.invitationsRoute, person.get('/api/v1/invitations'));
    await declared(hub.invitationRoute, app.request(`/api/invitations/${invitations.referralCode}`));
  });
});

describe("the OpenAPI document's patterns", () => {
  it('are regular expressions any client can use: no JavaScript flags, and names with accents match', () => {
    const patterns: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record.pattern === 'string') patterns.push(record.pattern);
        Object.values(record).forEach(walk);
      }
    };
    walk(openApiDocument(app));
    expect(patterns.length).toBeGreaterThan(20);
    for (const pattern of patterns) {
      expect(pattern).not.toMatch(/\$\/[a-z]+$/);
      expect(() => new RegExp(pattern, 'u')).not.toThrow();
    }
    const names = patterns.filter((pattern) => pattern.includes('\\p{L}'));
    expect(names.length).toBeGreaterThan(0);
    for (const pattern of names) expect(new RegExp(pattern, 'u').test('Adébáyọ̀ Ọlá-Williams')).toBe(true);
  });
});
