import { expect, type Page } from '@playwright/test';

/** The newest code mailed to an address, read where a tester reads it: the mailbox page (reloaded until it arrives). */
export async function codeFromMailbox(page: Page, email: string) {
  const mailbox = await page.context().newPage();
  let code: string | undefined;
  await expect(async () => {
    await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const subjects = await mailbox.getByRole('article').getByRole('heading').allTextContents();
    code = subjects.map((subject) => subject.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  await mailbox.close();
  return code!;
}

export async function openEmailLogin(page: Page) {
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in or create an account' }).getByRole('button', { name: 'Continue with email' }).click();
  return page.getByRole('dialog', { name: 'Continue to your account' });
}

/** The open sign-up dialog filled in, sent, and verified with the mailed code: signed in. */
export async function signUpInDialog(page: Page, person: { first: string; last: string; email: string; password?: string }) {
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await signup.getByLabel('First name').fill(person.first);
  await signup.getByLabel('Last name').fill(person.last);
  await signup.getByLabel('Email').fill(person.email);
  await signup.getByLabel('Password', { exact: true }).fill(person.password ?? 'a long passphrase');
  await signup.getByLabel('Confirm password').fill(person.password ?? 'a long passphrase');
  await signup.getByRole('checkbox').check();
  await signup.getByRole('button', { name: 'Create account' }).click();
  const verify = page.getByRole('dialog', { name: 'Check your email' });
  await verify.getByLabel('Verification code').fill(await codeFromMailbox(page, person.email));
  await verify.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('button', { name: /Travel Hub/ })).toBeVisible();
}

/** An account made and verified through the API as the dialogs would (the XSRF cookie echoed); this browser is signed in. */
export async function signUpThroughApi(page: Page, person: { email: string; firstName: string; lastName: string; password: string }) {
  await page.goto('/');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === '__Host-XSRF-TOKEN')!.value;
  const signup = await page.request.post('/api/signup', { data: person, headers: { 'X-XSRF-TOKEN': xsrf } });
  const { verificationId } = (await signup.json()).data;
  await page.request.post('/api/verify', { data: { verificationId, code: await codeFromMailbox(page, person.email) }, headers: { 'X-XSRF-TOKEN': xsrf } });
  return xsrf;
}
