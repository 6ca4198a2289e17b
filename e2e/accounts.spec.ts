import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { codeFromMailbox, openEmailLogin, signUpInDialog, signUpThroughApi } from './account-helpers';
import { bookThroughApi } from './booking-helpers';
import { IPS, fromIp } from './ips';

test.describe('accounts', () => {
  test.use(fromIp(IPS.nigeria));

  test('sign up, read the code in the mailbox, verify, log out, and log back in remembered for 30 days', async ({ page, context }) => {
    const email = `ada.${Date.now()}@example.com`;
    await page.goto('/');
    const login = await openEmailLogin(page);
    await login.getByRole('button', { name: 'Create account' }).click();

    const signup = page.getByRole('dialog', { name: 'Create your account' });
    await signup.getByLabel('First name').fill('Ada');
    await signup.getByLabel('Last name').fill('Obi');
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Password', { exact: true }).fill('short');
    await signup.getByLabel('Confirm password').fill('short');
    await signup.getByRole('checkbox').check();
    await signup.getByRole('button', { name: 'Create account' }).click();
    await expect(signup.getByText('Use at least 8 characters.')).toBeVisible();
    await signup.getByLabel('Password', { exact: true }).fill('a long passphrase');
    await signup.getByLabel('Confirm password').fill('a long passphrase');
    await signup.getByRole('button', { name: 'Create account' }).click();

    const verify = page.getByRole('dialog', { name: 'Check your email' });
    await expect(verify.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    await verify.getByLabel('Verification code').fill('000000');
    await verify.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(verify.getByRole('alert')).toContainText('That code is not right');
    await verify.getByLabel('Verification code').fill(await codeFromMailbox(page, email));
    await verify.getByRole('button', { name: 'Verify and continue' }).click();

    // Signed in: the Travel Hub menu replaces Log in, after the reload.
    const hub = page.getByRole('button', { name: /Travel Hub/ });
    await expect(hub).toBeVisible();
    const session = (await context.cookies()).find((cookie) => cookie.name.endsWith('session'))!;
    expect(session.httpOnly).toBe(true);
    expect(session.expires).toBe(-1);

    await hub.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

    const again = await openEmailLogin(page);
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password', { exact: true }).fill('not the password');
    await again.getByRole('button', { name: 'Log in' }).click();
    await expect(again.getByRole('alert')).toHaveText('The email or the password is not right.');
    await again.getByLabel('Password', { exact: true }).fill('a long passphrase');
    await again.getByLabel('Remember me').check();
    await again.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: /Travel Hub/ })).toBeVisible();
    const remembered = (await context.cookies()).find((cookie) => cookie.name.endsWith('session'))!;
    expect(remembered.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  test('a trip booked as a guest appears in My Trips after signing up with the same email', async ({ page, request }) => {
    const email = `guest.${Date.now()}@example.com`;
    const reference = await bookThroughApi(request, { email, from: 'ABV', to: 'KAN', days: 33 });

    await page.goto('/hub');
    await expect(page.getByText('Log in to see your trips, points and preferences.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in or create an account' }).getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('dialog', { name: 'Continue to your account' }).getByRole('button', { name: 'Create account' }).click();
    await signUpInDialog(page, { first: 'Musa', last: 'Sani', email });

    await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
    await page.getByRole('tab', { name: /Reserved/ }).click();
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/payment?booking=${reference}`);
    await expect(page.getByText(/^Reserved: pay by/)).toBeVisible();
    // The status chip's colours, with the rest of the page, pass axe's WCAG 2.2 AA rules.
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a forgotten password reset in three steps, then a login with the new one', async ({ page }) => {
    const email = `reset.${Date.now()}@example.com`;
    const xsrf = await signUpThroughApi(page, { email, firstName: 'Efe', lastName: 'Ojo', password: 'first password' });
    await page.request.get('/api/logout', { headers: { 'X-XSRF-TOKEN': xsrf } });

    await page.goto('/');
    const login = await openEmailLogin(page);
    await login.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByText('Email sent successfully')).toBeVisible();
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Check the code' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('That code is not right');
    await page.getByLabel('Verification code').fill(await codeFromMailbox(page, email));
    await page.getByRole('button', { name: 'Check the code' }).click();
    await page.getByLabel('New password').fill('second password');
    await page.getByLabel('Confirm password').fill('second password');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await expect(page.getByText('Congratulations! Your password is changed.')).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const again = page.getByRole('dialog', { name: 'Continue to your account' });
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password', { exact: true }).fill('second password');
    await again.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: /Travel Hub/ })).toBeVisible();
  });

  test('preferences saved in one browser apply in another after logging in', async ({ page, browser }) => {
    const email = `prefs.${Date.now()}@example.com`;
    await signUpThroughApi(page, { email, firstName: 'Ife', lastName: 'Ade', password: 'a long passphrase' });

    await page.goto('/hub/preferences');
    await page.getByLabel('Currency', { exact: true }).last().selectOption('USD');
    await page.getByLabel('Language', { exact: true }).last().selectOption('fr');
    await page.getByLabel('Deals and travel ideas', { exact: true }).check();
    await page.getByRole('button', { name: 'Save my preferences' }).click();
    await expect(page.getByText('Data updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/hub\/preferences$/);

    // Another device: a fresh browser in Nigeria (naira and English by default) logs in.
    const other = await browser.newContext(fromIp(IPS.nigeria));
    const laptop = await other.newPage();
    await laptop.goto('/');
    await expect(laptop.getByRole('button', { name: 'Log in' })).toBeVisible();
    await laptop.getByRole('button', { name: 'Log in' }).click();
    await laptop.getByRole('dialog', { name: 'Log in or create an account' }).getByRole('button', { name: 'Continue with email' }).click();
    const login = laptop.getByRole('dialog', { name: 'Continue to your account' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('a long passphrase');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(laptop).toHaveURL(/\/fr$/);
    await laptop.goto('/fr/hub/preferences');
    await expect(laptop.getByLabel('Devise', { exact: true }).last()).toHaveValue('USD');
    await expect(laptop.getByLabel('Bons plans et idées de voyage', { exact: true })).toBeChecked();
    await other.close();
  });

  test('account settings: details saved, password changed, account deleted', async ({ page }) => {
    const email = `settings.${Date.now()}@example.com`;
    await signUpThroughApi(page, { email, firstName: 'Chidi', lastName: 'Eze', password: 'first password' });

    await page.goto('/');
    await page.getByRole('button', { name: /Travel Hub/ }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    await page.getByLabel('Choose a picture').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(1_100_000)]) });
    await expect(page.getByText('The picture is larger than 1 MB. Please choose a smaller one.')).toBeVisible();
    await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
    await page.getByLabel('State of origin').fill('Enugu');
    await page.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByText('Updated successfully', { exact: true })).toBeVisible();

    await page.getByLabel('Current password').fill('wrong one');
    await page.getByLabel('New password', { exact: true }).fill('second password');
    await page.getByLabel('Confirm the new password').fill('second password');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('That is not your current password.')).toBeVisible();
    await page.getByLabel('Current password').fill('first password');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('State of origin')).toHaveValue('Enugu');
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByRole('region', { name: 'Delete my account' }).getByLabel('Current password').fill('second password');
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('subscribes to the newsletter from the footer, twice without complaint', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel('Travel deals and ideas in your inbox');
    for (let time = 0; time < 2; time += 1) {
      await field.fill('news.reader@example.com');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Subscribed successfully')).toBeVisible();
      await expect(field).toHaveValue('');
    }
  });

  test('en français : un compte créé et vérifié par le code reçu', async ({ browser }) => {
    const context = await browser.newContext(fromIp(IPS.senegal));
    const page = await context.newPage();
    const email = `awa.${Date.now()}@example.sn`;
    await page.goto('/fr');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /e-mail/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Créer un compte' }).click();
    const signup = page.getByRole('dialog', { name: 'Créez votre compte' });
    await signup.getByLabel('Prénom').fill('Awa');
    await signup.getByLabel('Nom', { exact: true }).fill('Ndiaye');
    await signup.getByLabel('E-mail').fill(email);
    await signup.getByLabel('Mot de passe', { exact: true }).fill('une longue phrase');
    await signup.getByLabel('Confirmer le mot de passe').fill('une longue phrase');
    await signup.getByRole('checkbox').check();
    await signup.getByRole('button', { name: 'Créer un compte' }).click();
    const verify = page.getByRole('dialog', { name: 'Consultez vos e-mails' });
    await verify.getByLabel('Code de vérification').fill(await codeFromMailbox(page, email));
    await verify.getByRole('button', { name: 'Vérifier et continuer' }).click();
    await expect(page.getByRole('button', { name: /Espace voyageur|Travel Hub/ })).toBeVisible();
    await context.close();
  });
});
