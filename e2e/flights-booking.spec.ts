import { expect, test, type Locator, type Page } from './fixtures';
import { codeFromMailbox } from './account-helpers';
import { dayWithSeats, fillContact, fillTraveller, payAtSandbox, xsrfHeader } from './booking-helpers';
import { IPS, fromIp } from './ips';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../server/test/pdf-text';
import { bornYearsAgo, inDays } from '../common/dates';

/** From a results page: the first offer, its review, and on to the travellers. */
async function chooseFirstOffer(page: Page) {
  await page.getByRole('article').first().getByRole('link', { name: 'Select' }).click();
  await page.getByRole('link', { name: 'Continue to travellers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who is travelling?' })).toBeVisible();
}

/** The booking ID in the address once the seats page is open. */
async function bookingIdOf(page: Page) {
  await expect(page).toHaveURL(/\/flights\/seats\?booking=[A-Z0-9]{6}$/);
  return new URL(page.url()).searchParams.get('booking')!;
}

/** An alert of ours (Next's route announcer is an alert too). */
const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** The free seat buttons a traveller can take on the seat map now. */
const freeSeats = (page: Page) => page.locator('table button:not([disabled]):not([aria-pressed="true"]):is([aria-label$=", Free"], [aria-label$=", Gratuit"])');

async function readMail(page: Page, email: string, subject: string | RegExp): Promise<Locator> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const mail = page.getByRole('article', { name: subject });
  await expect(mail).toBeVisible();
  return mail;
}

test.describe('booking and paying for flights', () => {
  test.use(fromIp(IPS.nigeria));

  test('one way: a traveller fixes a date of birth, picks a seat and a bag, pays by card, downloads the e-ticket and gets the email', async ({ page }) => {
    await page.goto(`/flights/search?trip=singleTrip&from=LOS&to=ABV&depart=${inDays(18)}&adults=1&children=1`);
    await chooseFirstOffer(page);
    await fillTraveller(page, {
      group: 'Traveller 1 · Adult',
      title: 'MS',
      first: 'Ngozi',
      last: 'Okonjo-Iweala',
      born: '1985-06-13',
      gender: 'Female',
      passport: 'A12345678',
    });
    // An adult's date of birth on a child's fare: the API says what is wrong, beside the field and in the summary.
    const child = await fillTraveller(page, {
      group: 'Traveller 2 · Child',
      title: 'MSTR',
      first: 'Tobi',
      last: 'Okonjo-Iweala',
      born: '1990-01-01',
      gender: 'Male',
      passport: 'B12345678',
    });
    await fillContact(page, 'ngozi@example.com');
    await page.getByRole('button', { name: 'Continue to seats and bags' }).click();
    await expect(child.getByText(/does not match the traveller type booked/)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
    await child.getByLabel('Date of birth').fill(bornYearsAgo(9));
    await page.getByRole('button', { name: 'Continue to seats and bags' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your seats' })).toBeVisible();
    const reference = await bookingIdOf(page);
    // Every seated traveller needs a seat.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(alertWith(page, 'Please select your seat.')).toBeVisible();
    await freeSeats(page).first().click();
    await freeSeats(page).first().click();
    await expect(page.getByText(/^Seat \d+[A-K]$/)).toHaveCount(2);
    await page.getByRole('combobox', { name: /NGOZI OKONJO-IWEALA/ }).selectOption('1');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Pay for booking ${reference}` })).toBeVisible();
    await expect(page.getByText('Seats and bags')).toBeVisible();
    await expect(page.getByText(/LOS→ABV \d+[A-K]/).first()).toBeVisible();
    await payAtSandbox(page, /^Pay ₦/);

    await expect(page).toHaveURL(new RegExp(`/flights/confirmation\\?booking=${reference}$`));
    await expect(page.getByText('Confirmed: paid')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your trip is booked' })).toBeVisible();
    await expect(page.getByText('Ms NGOZI OKONJO-IWEALA · Adult')).toBeVisible();
    await expect(page.getByText(/Seats: LOS→ABV \d+[A-K]/)).toHaveCount(2);
    // The airline issued an e-ticket for each traveller, printed as airlines print it.
    await expect(page.getByText(/^E-ticket number: \d{3}-\d{10}$/)).toHaveCount(2);
    // An advert at the foot of the confirmation (spec §7 BOOKING_CONFIRMATION), when the reader gets there.
    await page.getByRole('heading', { name: 'Receipt' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('complementary', { name: 'Advertisement' }).getByRole('link')).toHaveAttribute('href', /\?position=BOOKING_CONFIRMATION$/);
    const eTicket = (await page
      .getByText(/^E-ticket number: /)
      .first()
      .textContent())!.replace('E-ticket number: ', '');

    // The e-ticket downloads as a PDF that says the trip (read as a reader would copy its text).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download e-ticket (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`baobab-${reference}.pdf`);
    const ticket = await pdfText(await readFile((await download.path())!));
    expect(ticket).toContain(reference);
    expect(ticket).toMatch(/Lagos \(LOS\) \d\d:\d\d → Abuja \(ABV\) \d\d:\d\d/);
    expect(ticket).toContain('TOBI OKONJO-IWEALA');
    expect(ticket).toContain(`e-ticket: ${eTicket}`);
    expect(ticket).toMatch(/Total paid\s*₦[\d,]+/);
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/bookings/${reference}/calendar.ics`);

    const mail = await readMail(page, 'ngozi@example.com', `Booking ${reference} confirmed`);
    await expect(mail).toContainText('TOBI OKONJO-IWEALA');
    await expect(mail).toContainText(`Attached: baobab-${reference}.pdf (application/pdf`);
    // Paid: the payment page sends the traveller to the confirmation.
    await page.goto(`/payment?booking=${reference}`);
    await expect(page).toHaveURL(/\/flights\/confirmation/);
  });

  test('return Lagos–London for two adults, a child and a baby on a lap: seats chosen for them, a bag, a promo code, USSD', async ({ page }) => {
    await page.goto(`/flights/search?trip=roundTrip&from=LOS&to=LHR&depart=${inDays(40)}&return=${inDays(54)}&adults=2&children=1&lapInfants=1`);
    await chooseFirstOffer(page);
    await fillTraveller(page, {
      group: 'Traveller 1 · Adult',
      title: 'MR',
      first: 'Emeka',
      last: 'Nwosu',
      born: '1980-02-02',
      gender: 'Male',
      passport: 'A10000001',
    });
    await fillTraveller(page, {
      group: 'Traveller 2 · Adult',
      title: 'MRS',
      first: 'Adaeze',
      last: 'Nwosu',
      born: '1983-03-03',
      gender: 'Female',
      passport: 'A10000002',
    });
    await fillTraveller(page, {
      group: 'Traveller 3 · Child',
      title: 'MISS',
      first: 'Chiamaka',
      last: 'Nwosu',
      born: bornYearsAgo(10),
      gender: 'Female',
      passport: 'A10000003',
    });
    await fillTraveller(page, {
      group: 'Traveller 4 · Infant on lap',
      title: 'MSTR',
      first: 'Obinna',
      last: 'Nwosu',
      born: inDays(-300),
      gender: 'Male',
      passport: 'A10000004',
    });
    await fillContact(page, 'emeka@example.com');
    await page.getByRole('button', { name: 'Continue to seats and bags' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your seats' })).toBeVisible();
    const reference = await bookingIdOf(page);
    await page.getByRole('button', { name: 'Choose seats for me' }).click();
    // Three seats per flight (the baby sits on a lap), on every flight of both directions.
    const tabs = page.getByRole('tab');
    for (const tab of await tabs.all()) await expect(tab).toContainText('3 of 3 seats chosen');
    await page
      .getByRole('combobox', { name: /EMEKA NWOSU/ })
      .first()
      .selectOption('1');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Pay for booking ${reference}` })).toBeVisible();
    await page.getByLabel('Promo code').fill('nope2026');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('This promo code does not exist. Check the spelling.')).toBeVisible();
    await page.getByLabel('Promo code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promo code WELCOME10 applied.')).toBeVisible();
    await expect(page.getByText('Discount WELCOME10')).toBeVisible();
    await expect(page.getByText('Refundable', { exact: false }).or(page.getByText('Not refundable.'))).toBeVisible();

    // USSD: the processor's page asks for the code to be dialled.
    await payAtSandbox(page, /^Pay ₦/, 'USSD');
    await expect(page).toHaveURL(new RegExp(`/flights/confirmation\\?booking=${reference}$`));
    await expect(page.getByText('Confirmed: paid')).toBeVisible();
    await expect(page.getByText('Discount WELCOME10')).toBeVisible();
    await expect(page.getByText('Master OBINNA NWOSU · Infant on lap')).toBeVisible();
    const mail = await readMail(page, 'emeka@example.com', `Booking ${reference} confirmed`);
    await expect(mail).toContainText('Promo code WELCOME10');
  });

  test('a family of three is seated on free seats, the child beside a parent; "No preference" is a choice too', async ({ page }) => {
    await page.goto(`/flights/search?trip=singleTrip&from=LOS&to=ABV&depart=${inDays(26)}&adults=2&children=1`);
    await chooseFirstOffer(page);
    await fillTraveller(page, {
      group: 'Traveller 1 · Adult',
      title: 'MR',
      first: 'Bayo',
      last: 'Adeyemi',
      born: '1982-05-05',
      gender: 'Male',
      passport: 'A20000001',
    });
    await fillTraveller(page, {
      group: 'Traveller 2 · Adult',
      title: 'MRS',
      first: 'Funke',
      last: 'Adeyemi',
      born: '1984-06-06',
      gender: 'Female',
      passport: 'A20000002',
    });
    await fillTraveller(page, {
      group: 'Traveller 3 · Child',
      title: 'MISS',
      first: 'Tolu',
      last: 'Adeyemi',
      born: bornYearsAgo(8),
      gender: 'Female',
      passport: 'A20000003',
    });
    await fillContact(page, 'bayo@example.com');
    await page.getByRole('button', { name: 'Continue to seats and bags' }).click();
    const reference = await bookingIdOf(page);

    await page.getByRole('button', { name: 'Choose seats for me' }).click();
    const said = page.getByRole('status').filter({ hasText: 'We chose:' });
    await expect(said).toContainText('(Free)');
    await expect(said).not.toContainText('₦');
    const seatOf = async (name: string) =>
      (await page
        .getByRole('radio', { name: new RegExp(name) })
        .locator('..')
        .textContent())!
        .match(/Seat (\d+)([A-K])/)!
        .slice(1);
    const tolu = await seatOf('TOLU ADEYEMI');
    // The child sits beside a parent, as the map shows it: the next seat in the row, not across
    // the aisle. (Three together where a block of the row holds three; a regional jet's rows are
    // two and two, and the other parent then sits on the nearest free seat.)
    const besideChild = await page.getByRole('button', { name: /^Seat \d+[A-K], .*TOLU ADEYEMI/ }).evaluate((seat) => {
      const cell = seat.closest('td')!;
      return [cell.previousElementSibling, cell.nextElementSibling].map((next) => next?.querySelector('button')?.getAttribute('aria-label') ?? '');
    });
    expect(besideChild.some((label) => /BAYO ADEYEMI|FUNKE ADEYEMI/.test(label))).toBe(true);

    // A reload keeps the choice; then the family decides to let the airline seat them.
    await page.reload();
    await expect(page.getByRole('radio', { name: /TOLU ADEYEMI/ }).locator('..')).toContainText(`Seat ${tolu.join('')}`);
    await page.getByRole('radio', { name: /No preference/ }).check();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Pay for booking ${reference}` })).toBeVisible();
    await expect(page.getByText(/LOS→ABV \d+[A-K]/)).toHaveCount(0);
  });

  test('multi-city in three flights, paid after a declined card', async ({ page }) => {
    await page.goto(
      `/flights/search?trip=multiTrip&from=LOS&to=ACC&depart=${inDays(30)}&from=ACC&to=DSS&depart=${inDays(33)}&from=DSS&to=LOS&depart=${inDays(37)}&adults=1`,
    );
    await chooseFirstOffer(page);
    await fillTraveller(page, {
      group: 'Traveller 1 · Adult',
      title: 'MR',
      first: 'Kwame',
      last: 'Mensah',
      born: '1975-07-07',
      gender: 'Male',
      passport: 'G1234567',
    });
    await fillContact(page, 'kwame@example.com');
    await page.getByRole('button', { name: 'Continue to seats and bags' }).click();
    const reference = await bookingIdOf(page);
    await page.getByRole('button', { name: 'Choose seats for me' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await payAtSandbox(page, /Decline the card/);
    await expect(page).toHaveURL(new RegExp(`/payment\\?booking=${reference}&payment=failed$`));
    // Said once: a toast, no banner repeating it.
    await expect(page.getByRole('status').filter({ hasText: 'Your payment did not go through' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Your payment did not go through' })).toHaveCount(0);

    await payAtSandbox(page, /^Pay ₦/);
    await expect(page).toHaveURL(new RegExp(`/flights/confirmation\\?booking=${reference}$`));
    await expect(page.getByText('Confirmed: paid')).toBeVisible();
    await expect(page.getByText(/Seats: /)).toContainText(/LOS→ACC \d+[A-K], ACC→DSS \d+[A-K], DSS→LOS \d+[A-K]/);
  });

  test('bank transfer: reserved once the email is confirmed, its own account on screen and by email, then the transfer received (sandbox) confirms it on another device', async ({
    page,
    browser,
  }) => {
    await page.goto(`/flights/search?trip=singleTrip&from=ABV&to=PHC&depart=${inDays(21)}&adults=1`);
    await chooseFirstOffer(page);
    await fillTraveller(page, {
      group: 'Traveller 1 · Adult',
      title: 'MRS',
      first: 'Halima',
      last: 'Bello',
      born: '1970-10-10',
      gender: 'Female',
      passport: 'C7654321',
    });
    await fillContact(page, 'halima@example.com');
    await page.getByRole('button', { name: 'Continue to seats and bags' }).click();
    const reference = await bookingIdOf(page);
    await freeSeats(page).first().click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: /^Bank transfer/ }).check();
    await expect(page.getByText(/an account number opened for this booking only/)).toBeVisible();
    await page.getByRole('button', { name: 'Reserve and pay by bank transfer' }).click();
    // A day's hold needs a real email: the code sent to it confirms it.
    await expect(page.getByText(/We sent a 6-digit code to h•••@example.com/)).toBeVisible();
    await page.getByLabel('6-digit code').fill(await codeFromMailbox(page, 'halima@example.com'));
    await page.getByRole('button', { name: 'Confirm and reserve' }).click();

    await expect(page).toHaveURL(new RegExp(`/flights/confirmation\\?booking=${reference}$`));
    await expect(page.getByText('Reserved: waiting for payment')).toBeVisible();
    // Its own account, on screen with copy buttons and in the email: no phone call.
    const accountNumber = (await page.getByText(/^99\d{8}$/).textContent())!;
    await expect(page.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
    await expect(page.getByText('Test Bank')).toBeVisible();
    const mail = await readMail(page, 'halima@example.com', `[TEST BOOKING] Booking ${reference} reserved: pay by bank transfer`);
    await expect(mail).toContainText(accountNumber);
    await expect(mail).toContainText('Test Bank');

    // Later, from another device: the booking ID and the surname open it.
    const phone = await browser.newContext(fromIp(IPS.nigeria));
    const later = await phone.newPage();
    await later.goto('/payment');
    await later.getByLabel('Booking ID').fill(reference.toLowerCase());
    await later.getByLabel("Lead traveller's surname").fill('BELLO');
    await later.getByRole('button', { name: 'Find my booking' }).click();
    await expect(later.getByRole('heading', { level: 1, name: `Pay for booking ${reference}` })).toBeVisible();
    await expect(later.getByText(/Reserved for bank transfer until/)).toBeVisible();
    await expect(later.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
    await expect(later.getByText(accountNumber)).toBeVisible();
    // The sandbox plays the bank: the transfer arrives, the webhook confirms the booking.
    await later.getByRole('button', { name: /^Simulate: transfer of ₦[\d,.]+ received$/ }).click();
    await expect(later).toHaveURL(new RegExp(`/flights/confirmation\\?booking=${reference}$`));
    await expect(later.getByText('Confirmed: paid')).toBeVisible();
    await phone.close();
    await expect(await readMail(page, 'halima@example.com', `[TEST BOOKING] Booking ${reference} confirmed`)).toContainText('Your payment was received');
  });

  test('a seat taken by someone else meanwhile is shown taken, and another one is chosen', async ({ page, request }) => {
    // A day on which every flight has a seat for both travellers (whichever comes first is booked here).
    const date = await dayWithSeats(request, { from: 'LOS', to: 'KAN' }, 44);
    await page.goto(`/flights/search?trip=singleTrip&from=LOS&to=KAN&depart=${date}&adults=1`);
    await chooseFirstOffer(page);
    await fillTraveller(page, {
      group: 'Traveller 1 · Adult',
      title: 'MR',
      first: 'Sani',
      last: 'Abubakar',
      born: '1988-08-08',
      gender: 'Male',
      passport: 'K1234567',
    });
    await fillContact(page, 'sani@example.com');
    await page.getByRole('button', { name: 'Continue to seats and bags' }).click();
    const reference = await bookingIdOf(page);
    const seat = freeSeats(page).first();
    const seatName = (await seat.getAttribute('aria-label'))!.match(/^Seat (\d+[A-K])/)![1]!;
    await seat.click();

    // Another traveller books the same flight and takes that seat first.
    const mine = (await (await page.request.get(`/api/bookings/${reference}`)).json()).data;
    const search = await request.post('/api/flight/offers', {
      data: {
        currencyCode: 'NGN',
        originDestinations: [{ id: '1', originLocationCode: 'LOS', destinationLocationCode: 'KAN', departureDateTimeRange: { date } }],
        travelers: [{ id: '1', travelerType: 'ADULT' }],
        sources: ['GDS'],
      },
    });
    const { data: offers, meta } = (await search.json()) as {
      data: Array<{ id: string; itineraries: Array<{ segments: Array<{ number: string; carrierCode: string }> }> }>;
      meta: { searchId: string };
    };
    const sameFlight = offers.find(
      (offer) =>
        offer.itineraries[0]!.segments[0]!.number === mine.itineraries[0].segments[0].number &&
        offer.itineraries[0]!.segments[0]!.carrierCode === mine.itineraries[0].segments[0].carrierCode,
    )!;
    const quote = await (await request.post('/api/flight/confirm-offer', { data: { searchId: meta.searchId, offerId: sameFlight.id } })).json();
    const priced = quote.data.flightOffers[0];
    const other = await request.post('/api/flight/create-order', {
      data: {
        quoteId: quote.meta.quoteId,
        data: {
          type: 'flight-order',
          travelers: [
            {
              id: '1',
              title: 'MS',
              firstName: 'Amina',
              lastName: 'Yusuf',
              dateOfBirth: '1992-02-02',
              gender: 'FEMALE',
              nationality: 'NG',
              passport: { number: 'K7654321', issuingCountry: 'NG', expiryDate: '2031-01-01' },
            },
          ],
          contact: { email: 'amina@example.com', phone: '+234 803 111 1111' },
        },
        expectedTotal: priced.price.total,
      },
      headers: await xsrfHeader(request),
    });
    const otherReference = (await other.json()).data.reference;
    const taken = await request.put(`/api/bookings/${otherReference}/services`, {
      data: { seats: [{ travelerId: '1', segmentId: '1', number: seatName }], bags: [] },
      headers: await xsrfHeader(request),
    });
    expect(taken.status()).toBe(200);

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(alertWith(page, 'Someone took one of your seats a moment ago')).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^Seat ${seatName},.*Taken`) })).toBeDisabled();
    await expect(page.getByText('No seat yet')).toBeVisible();
    await freeSeats(page).first().click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Pay for booking ${reference}` })).toBeVisible();
  });

  test('a price that changed since the search is shown, and the trip is booked at the new price', async ({ page, request }) => {
    // Fares move on some flights each hour (as on a real GDS); find one that moved this hour.
    let found: { date: string; searchId: string; offerId: string; now: string } | null = null;
    for (let days = 60; days < 90 && !found; days += 1) {
      const date = inDays(days);
      const body = {
        currencyCode: 'NGN',
        originDestinations: [{ id: '1', originLocationCode: 'LOS', destinationLocationCode: 'ABV', departureDateTimeRange: { date } }],
        travelers: [{ id: '1', travelerType: 'ADULT' }],
        sources: ['GDS'],
        searchCriteria: {
          maxFlightOffers: 30,
          flightFilters: { cabinRestrictions: [{ cabin: 'ECONOMY', coverage: 'MOST_SEGMENTS', originDestinationIds: ['1'] }] },
        },
      };
      const { data: offers, meta } = (await (await request.post('/api/flight/offers', { data: body })).json()) as {
        data: Array<{ id: string }>;
        meta: { searchId: string };
      };
      for (const offer of offers) {
        const priced = await (await request.post('/api/flight/confirm-offer', { data: { searchId: meta.searchId, offerId: offer.id } })).json();
        if (priced.warnings?.[0]?.code === 'PRICE_CHANGED') {
          found = { date, searchId: meta.searchId, offerId: offer.id, now: priced.data.flightOffers[0].price.total };
          break;
        }
      }
    }
    expect(found, 'a flight whose fare moved this hour').not.toBeNull();

    await page.goto(
      `/flights/review?trip=singleTrip&from=LOS&to=ABV&depart=${found!.date}&adults=1&cabin=ECONOMY&search=${found!.searchId}&offer=${found!.offerId}`,
    );
    await expect(page.getByText(/The price changed since you searched/)).toBeVisible();
    await page.getByRole('link', { name: 'Continue to travellers' }).click();
    await fillTraveller(page, {
      group: 'Traveller 1 · Adult',
      title: 'MR',
      first: 'Tunde',
      last: 'Bakare',
      born: '1982-12-12',
      gender: 'Male',
      passport: 'T1234567',
    });
    await fillContact(page, 'tunde@example.com');
    await page.getByRole('button', { name: 'Continue to seats and bags' }).click();
    const reference = await bookingIdOf(page);
    const booking = (await (await page.request.get(`/api/bookings/${reference}`)).json()).data;
    expect(booking.fare.total).toBe(found!.now);
  });

  test('a booking ID alone opens nothing: the confirmation and /payment ask for the surname, and a wrong one is said so', async ({ page }) => {
    await page.goto('/flights/confirmation?booking=QQQQQQ');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage booking' })).toBeVisible();
    await expect(page.getByText("To open booking QQQQQQ on this device, enter the lead traveller's surname.")).toBeVisible();
    await page.goto('/payment?booking=QQQQQQ');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for a reserved booking' })).toBeVisible();
    await expect(page.getByLabel('Booking ID')).toHaveValue('QQQQQQ');
    await page.getByLabel("Lead traveller's surname").fill('Okafor');
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await expect(alertWith(page, 'We could not find a booking with this ID and surname.')).toBeVisible();
  });
});

test.describe('le site en français, de bout en bout', () => {
  test.use(fromIp(IPS.senegal));

  test('un voyageur de Dakar réserve Dakar–Abidjan, choisit son siège et paie par carte', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await page.getByRole('radio', { name: 'Aller simple' }).check({ force: true });
    await page.getByRole('combobox', { name: 'Départ' }).fill('Dakar');
    await page.getByRole('option', { name: /Dakar DSS/ }).click();
    await page.getByRole('combobox', { name: 'Arrivée' }).fill('Abidjan');
    await page.getByRole('option', { name: /Abidjan ABJ/ }).click();
    await page.getByLabel('Date de départ').fill(inDays(26));
    await page.getByRole('button', { name: 'Rechercher' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vols de Dakar à Abidjan');
    await page.getByRole('article').first().getByRole('link', { name: 'Choisir' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre vol' })).toBeVisible();
    await page.getByRole('link', { name: 'Continuer vers les voyageurs' }).click();

    const voyageur = page.getByRole('group', { name: 'Voyageur 1 · Adulte' });
    await voyageur.getByLabel('Civilité').selectOption('MRS');
    await voyageur.getByLabel('Prénom (comme sur le passeport)').fill('Aïssatou');
    await voyageur.getByLabel('Nom (comme sur le passeport)', { exact: true }).fill('Diop');
    await voyageur.getByLabel('Date de naissance').fill('1979-11-02');
    await voyageur.getByLabel('Femme').check();
    await voyageur.getByLabel('Numéro de passeport').fill('SN1234567');
    await voyageur.getByLabel('Date d’expiration du passeport').fill('2030-05-05');
    await page.getByLabel('E-mail de la réservation').fill('aissatou@example.sn');
    await page.getByLabel('Téléphone avec l’indicatif du pays').fill('+221 77 000 00 00');
    await page.getByRole('button', { name: 'Continuer vers les sièges et bagages' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez vos sièges' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(alertWith(page, 'Veuillez sélectionner votre siège.')).toBeVisible();
    await freeSeats(page).first().click();
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();

    await expect(page).toHaveURL(/\/fr\/payment\?booking=/);
    await expect(page.getByText(/\$US/).first()).toBeVisible();
    await page.getByRole('link', { name: /par carte$/ }).click();
    await page.getByRole('button', { name: /^Payer/ }).click();

    await expect(page).toHaveURL(/\/fr\/flights\/confirmation\?booking=/);
    await expect(page.getByText('Confirmée : payée')).toBeVisible();
    await expect(page.getByText('Mme Aïssatou Diop · Adulte')).toBeVisible();
    await expect(page.getByText(/Sièges\s:\sDSS→ABJ \d+[A-K]/)).toBeVisible();
  });
});
