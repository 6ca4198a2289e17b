import { expect, test } from './fixtures';
import { signUpInDialog, signUpThroughApi } from './account-helpers';
import { bookThroughApi, chooseFirstOffer, fillContact, fillTraveller, payAtSandbox } from './booking-helpers';
import { IPS, fromIp } from './ips';
import { inDays } from '../common/dates';

test.describe('the Travel Hub', () => {
  test.use(fromIp(IPS.nigeriaHub));

  test('an invited friend signs up through the link and pays a first trip: the inviter earns a promo code, the friend points', async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now();
    const inviterEmail = `amaka.${stamp}@example.com`;
    const friendEmail = `chidi.${stamp}@example.com`;
    await signUpThroughApi(page, { email: inviterEmail, firstName: 'Amaka', lastName: 'Nwosu', password: 'a long passphrase' });

    // Through the Travel Hub's tabs to the invitation link.
    await page.goto('/hub');
    const tabs = page.getByRole('navigation', { name: 'Travel Hub' });
    await expect(tabs.getByRole('link', { name: 'My Trips' })).toHaveAttribute('aria-current', 'page');
    // The dashboard's advert (spec §7 DASHBOARD), below the trips.
    await expect(page.getByRole('complementary', { name: 'Advertisement' }).getByRole('link')).toHaveAttribute('href', /\?position=DASHBOARD$/);
    await tabs.getByRole('link', { name: 'Insurance' }).click();
    await expect(page.getByText('You have no insurance yet.')).toBeVisible();
    await tabs.getByRole('link', { name: 'Invite friends' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
    await expect(page.getByText(/No promo codes yet/)).toBeVisible();
    const link = await page.getByLabel('Your invitation link').inputValue();
    expect(link).toMatch(/\/invite\/[A-Z0-9]{8}$/);

    // The friend, on another phone, opens the link and creates an account.
    const friendContext = await browser.newContext(fromIp(IPS.nigeriaHub));
    const friend = await friendContext.newPage();
    await friend.goto(new URL(link).pathname);
    await expect(friend.getByText('Amaka invited you to travel with Baobab.')).toBeVisible();
    await friend.getByRole('button', { name: 'Create my account' }).click();
    await signUpInDialog(friend, { first: 'Chidi', last: 'Eze', email: friendEmail });

    // Their first trip (booked with the email of their account), paid by card.
    const reference = await bookThroughApi(request, { email: friendEmail, from: 'LOS', to: 'PHC', days: 41 });
    await friend.goto(`/payment?booking=${reference}`);
    await payAtSandbox(friend, /^Pay ₦/);
    await expect(friend).toHaveURL(new RegExp(`/flights/confirmation\\?booking=${reference}`));

    await friend.goto('/hub/points');
    await expect(friend.getByText(/^\d+ points?$/)).not.toHaveText('0 points');
    await expect(friend.getByText(`Flight ${reference}`)).toBeVisible();
    await friendContext.close();

    await page.reload();
    await expect(page.getByText(/1 friend joined/)).toBeVisible();
    const promo = page.getByRole('listitem').filter({ hasText: /FRIEND-[A-Z0-9]{6}/ });
    await expect(promo).toContainText('Available');
    await expect(promo).toContainText('₦5,000 off a booking of ₦25,000 or more');
  });

  test('Google and X without keys: the chooser does not offer them, and their address says so', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const chooser = page.getByRole('dialog', { name: 'Log in or create an account' });
    await expect(chooser.getByRole('button', { name: 'Continue with email' })).toBeVisible();
    await expect(chooser.getByText(/Google|Continue with X/)).toHaveCount(0);

    await page.goto('/api/login/google?returnTo=%2Fhub');
    await expect(page).toHaveURL(/\/hub$/);
    await expect(page.getByText('This sign-in option is not available yet. Please continue with email.')).toBeVisible();
  });
});

test.describe('saved travellers', () => {
  test.use(fromIp(IPS.nigeriaHub));

  test('saved while booking, flagged in the Travel Hub when the passport runs out soon, and filled in one choice next time', async ({ page }) => {
    await signUpThroughApi(page, { email: `saver.${Date.now()}@example.com`, firstName: 'Funke', lastName: 'Adeyemi', password: 'a long passphrase' });
    const inMonths = (months: number) => inDays(Math.round(months * 30.5));
    await chooseFirstOffer(page, `trip=singleTrip&from=LOS&to=ABV&depart=${inDays(12)}&adults=1`);
    const traveller = await fillTraveller(page, {
      group: 'Traveller 1 · Adult',
      title: 'MRS',
      first: 'Funke',
      last: 'Adeyemi',
      born: '1988-03-14',
      gender: 'Female',
      passport: 'A9876543',
    });
    // A passport that ends in four months: fine for this trip, flagged for the next ones.
    await traveller.getByLabel('Passport expiry date').fill(inMonths(4));
    await traveller.getByRole('checkbox', { name: 'Save this traveller to my account for next time' }).check();
    await fillContact(page, 'funke@example.com');
    await page.getByRole('button', { name: 'Continue to seats and bags' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your seats' })).toBeVisible();

    await page.goto('/hub/settings');
    const saved = page.getByRole('region', { name: 'Travellers you book for' });
    await expect(saved.getByText('FUNKE ADEYEMI')).toBeVisible();
    await expect(saved.getByText(/^Passport expires soon: /)).toBeVisible();

    await chooseFirstOffer(page, `trip=singleTrip&from=ABV&to=LOS&depart=${inDays(20)}&adults=1`);
    const next = page.getByRole('group', { name: 'Traveller 1 · Adult' });
    await next.getByLabel('Fill in from your saved travellers').selectOption({ label: 'FUNKE ADEYEMI · 1988-03-14 · passport expires soon' });
    await expect(next.getByLabel('First name (as on passport)')).toHaveValue('FUNKE');
    await expect(next.getByLabel('Passport number')).toHaveValue('A9876543');
    await expect(next.getByLabel('Title')).toHaveValue('MRS');
  });
});
