import { expect, test, type Page } from '@playwright/test';
import { IPS, fromIp } from './ips';

/** The newest code mailed to an address, read where a tester reads it: the mailbox page. */
async function codeFromMailbox(page: Page, email: string) {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const subject = await mailbox.getByRole('article').first().getByRole('heading').textContent();
  await mailbox.close();
  return subject!.match(/(\d{6})/)![1]!;
}

async function openEmailLogin(page: Page) {
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in or create an account' }).getByRole('button', { name: 'Continue with email' }).click();
  return page.getByRole('dialog', { name: 'Continue to your account' });
}

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

  test('en français : un compte créé et vérifié par le code reçu', async ({ browser }) => {
    const context = await browser.newContext(fromIp(IPS.senegal));
    const page = await context.newPage();
    const email = `awa.${Date.now()}@example.sn`;
    await page.goto('/fr');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /e-mail/ }).click();
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
