import { expect, test, type Page } from './fixtures';
import { codeFromMailbox } from './account-helpers';
import { bookThroughApi, dayWithSeats, payAtSandbox, xsrfHeader } from './booking-helpers';

/** A one-adult flight booked and paid by card in this browser; answers its reference, on its confirmation. */
async function paidFlight(page: Page, to: string, days: number) {
  await page.goto('/');
  const reference = await bookThroughApi(page.request, { email: `changes.${Date.now()}@example.com`, from: 'LOS', to, days });
  await page.goto(`/payment?booking=${reference}`);
  await payAtSandbox(page, /^Pay ₦/);
  await expect(page).toHaveURL(new RegExp(`/flights/confirmation\\?booking=${reference}`));
  return reference;
}

/** Our staff member, signed in: an account the operator listed in STAFF_EMAILS (playwright.config.ts), made once. */
async function signInAsStaff(page: Page) {
  const email = 'ops.e2e@baobab.travel';
  await page.goto('/');
  const headers = await xsrfHeader(page.request);
  const signup = await page.request.post('/api/signup', { data: { email, firstName: 'Ife', lastName: 'Ops', password: 'long enough pass' }, headers });
  if (signup.status() === 201) {
    const { verificationId } = (await signup.json()).data;
    await page.request.post('/api/verify', { data: { verificationId, code: await codeFromMailbox(page, email) }, headers });
  } else {
    expect((await page.request.post('/api/login', { data: { email, password: 'long enough pass', rememberMe: false }, headers })).status()).toBe(200);
  }
}

test.describe('after-sales requests', () => {
  test('a traveller cancels a paid flight on its page: what comes back is shown first, then refunded', async ({ page }) => {
    const reference = await paidFlight(page, 'ABV', 61);
    const changes = page.getByRole('region', { name: 'Change or cancel this booking' });
    await changes.getByRole('link', { name: 'Ask for a change, a cancellation or a name correction' }).click();
    await expect(changes.getByRole('radio', { name: /^New dates/ })).toBeFocused();
    await changes.getByRole('button', { name: 'Send my request' }).click();
    await expect(changes.getByText('Choose what you need.')).toBeVisible();
    const cancel = changes.getByRole('radio', { name: /^Cancel/ });
    const promise = (await cancel.locator('xpath=..').innerText()).match(/You would get back (.+?) \(/)?.[1] ?? null;
    await cancel.check();
    await changes.getByLabel('Anything we should know (optional)').fill('My visa appointment moved.');
    await changes.getByRole('button', { name: 'Send my request' }).click();
    await expect(page.getByText('Request sent: we will email you.')).toBeVisible();
    const card = changes.getByRole('article', { name: /Cancellation/ });
    await expect(card.getByText('Quote ready').first()).toBeVisible();
    await card.getByRole('button', { name: 'Cancel my booking' }).click();
    await expect(card.getByText(`This cancels booking ${reference} for every traveller`)).toBeVisible();
    await card.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('heading', { name: 'This booking is cancelled, as you asked.' })).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: promise && promise !== '₦0' ? `${promise} was refunded on` : 'This fare was not refundable: nothing was refunded.' }),
    ).toBeVisible();
    await expect(
      changes
        .getByRole('article', { name: /Cancellation/ })
        .getByText('Done')
        .first(),
    ).toBeVisible();
  });

  test('the airline moves a paid flight: the site finds it and the traveller reads what moved on the booking', async ({ page }) => {
    const reference = await paidFlight(page, 'PHC', 63);
    const moved = await page.request.post('/api/dev/flights/retime', { data: { reference, minutes: 95 }, headers: await xsrfHeader(page.request) });
    expect(moved.status()).toBe(200);
    await page.reload();
    // The itinerary shows the new times, and says so.
    const booked = (await (await page.request.get(`/api/bookings/${reference}`)).json()).data as {
      scheduleChanged: boolean;
      itineraries: Array<{ segments: Array<{ departure: { at: string } }> }>;
    };
    expect(booked.scheduleChanged).toBe(true);
    const itinerary = page.getByRole('region', { name: 'Itinerary' });
    await expect(
      itinerary.getByText('The airline has changed these flights since you booked: the times below are the new ones.', { exact: false }),
    ).toBeVisible();
    await expect(itinerary.getByText(booked.itineraries[0]!.segments[0]!.departure.at.slice(11, 16)).first()).toBeVisible();
    await itinerary.getByRole('link', { name: 'What changed' }).click();
    await expect(page).toHaveURL(/#changes$/);
    const change = page.getByRole('region', { name: 'Change or cancel this booking' }).getByRole('article', { name: 'Schedule change' });
    await expect(change.getByText(/now leaves on .+ \(was on .+\) and arrives on .+ \(was on .+\)\./).first()).toBeVisible();
    await change.getByText('History').click();
    await expect(change.getByRole('listitem').filter({ hasText: 'Done · Automatically' })).toBeVisible();
  });

  test('a date change: asked by the traveller, priced by our staff on the operations page, paid, then done', async ({ page, browser }) => {
    const reference = await paidFlight(page, 'KAN', 62);
    // Asking is a link: tapped before the page's script has run (here, with none), it comes back with the form open.
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const early = await noScript.newPage();
    await early.goto(`/flights/confirmation?booking=${reference}`);
    await early.getByRole('link', { name: 'Ask for a change, a cancellation or a name correction' }).click();
    await expect(early).toHaveURL(new RegExp(`/flights/confirmation\\?booking=${reference}&ask=1#changes$`));
    await noScript.close();
    await page.goto(`/flights/confirmation?booking=${reference}&ask=1#changes`);
    const changes = page.getByRole('region', { name: 'Change or cancel this booking' });
    await expect(changes.getByRole('radio', { name: /^New dates/ })).toBeVisible();
    await expect(changes.getByRole('link', { name: 'Ask for a change, a cancellation or a name correction' })).toHaveCount(0);
    await changes.getByRole('radio', { name: /^New dates/ }).check();
    // A day with seats on the flight to move to (the change is refused on a full one).
    const departure = await dayWithSeats(page.request, { from: 'LOS', to: 'KAN' }, 70);
    await changes.getByLabel('New departure date').fill(departure);
    await changes.getByRole('button', { name: 'Send my request' }).click();
    await expect(
      changes
        .getByRole('article', { name: /New dates/ })
        .getByText('Received')
        .first(),
    ).toBeVisible();

    // Our staff, in their own browser.
    const opsContext = await browser.newContext();
    const ops = await opsContext.newPage();
    await ops.goto('/ops');
    await expect(ops.getByText('This page is for our staff.')).toBeVisible();
    await signInAsStaff(ops);
    await ops.goto('/ops');
    const request = ops.getByRole('article', { name: new RegExp(`Booking ${reference} · New dates`) });
    await expect(request).toBeVisible();
    await expect(request.getByText(/^The fare rules say:/)).toBeVisible();
    await request.getByLabel('Change fee').fill('6000');
    await request.getByLabel('Fare difference').fill('25000');
    await request.getByLabel('Note to the traveller').fill('Same flight number, new date.');
    await request.getByRole('button', { name: 'Send the quote' }).click();
    await expect(ops.getByText('Saved: the traveller is told.')).toBeVisible();
    await expect(request.getByText('Quote ready').first()).toBeVisible();

    // The traveller accepts and pays the change through the same checkout.
    await page.reload();
    const card = changes.getByRole('article', { name: /New dates/ });
    await expect(card.getByText('To pay: ₦31,000 (change fee ₦6,000, fare difference ₦25,000).')).toBeVisible();
    await card.getByRole('button', { name: 'Accept' }).click();
    await card.getByRole('link', { name: 'Pay ₦31,000' }).click();
    await expect(page.getByText(/^(Paystack checkout \(sandbox\))$/)).toBeVisible();
    await page.getByRole('button', { name: /^Pay ₦/ }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/confirmation\\?booking=${reference}#changes$`));
    await expect(changes.getByRole('article', { name: /New dates/ }).getByText('Paid: our team is making the change with the airline.')).toBeVisible();

    // Our staff make it with the airline and say so: done.
    await ops.reload();
    await request.getByLabel('What was done (new flights, new e-ticket…)').fill(`P4 7120 on ${departure}; the airline emails the new e-ticket.`);
    await request.getByRole('button', { name: 'Mark done' }).click();
    await expect(request.getByText('Done', { exact: true }).first()).toBeVisible();

    // Later, the airline moves the new flight: our staff record it, the traveller is told.
    await ops.getByText('Record a schedule change').click();
    await ops.getByLabel('Booking ID').fill(reference);
    await ops.getByLabel('What changed (new times, new flight number)').fill('P4 7120 now leaves at 16:05.');
    await ops.getByRole('button', { name: 'Record and tell the traveller' }).click();
    await expect(ops.getByRole('article', { name: new RegExp(`Booking ${reference} · Schedule change`) })).toBeVisible();
    // A staff account has no Travel Hub menu in the top bar: it signs out from this page.
    await ops.getByRole('button', { name: 'Log out' }).click();
    await expect(ops.getByText('This page is for our staff.')).toBeVisible();
    await opsContext.close();

    await page.reload();
    const done = changes.getByRole('article', { name: /New dates/ });
    await expect(done.getByText('Done', { exact: true }).first()).toBeVisible();
    // The booking now shows its flight on the new day (the simulated airline rebooked the same flight then).
    const rebooked = (await (await page.request.get(`/api/bookings/${reference}`)).json()).data as {
      itineraries: Array<{ segments: Array<{ departure: { at: string } }> }>;
    };
    expect(rebooked.itineraries[0]!.segments[0]!.departure.at.slice(0, 10)).toBe(departure);
    const [weekday, day, month] = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
      .format(new Date(`${departure}T12:00:00Z`))
      .replace(',', '')
      .split(' ');
    await expect(page.getByRole('region', { name: 'Itinerary' }).getByText(`Flight 1 · ${weekday}, ${day} ${month}`, { exact: false })).toBeVisible();
    await done.getByText('History').click();
    await expect(done.getByText(`“P4 7120 on ${departure}; the airline emails the new e-ticket.”`)).toBeVisible();
    await expect(changes.getByRole('article', { name: 'Schedule change' }).getByText('P4 7120 now leaves at 16:05.').first()).toBeVisible();
  });
});
