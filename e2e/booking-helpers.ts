import { expect, type Page } from '@playwright/test';

export interface Person {
  group: string;
  title: string;
  first: string;
  last: string;
  born: string;
  gender: 'Female' | 'Male';
  passport: string;
}

/** One traveller's group of the travellers form, names as on the passport. */
export async function fillTraveller(page: Page, person: Person) {
  const group = page.getByRole('group', { name: person.group });
  await group.getByLabel('Title').selectOption(person.title);
  await group.getByLabel('First name (as on passport)').fill(person.first);
  await group.getByLabel('Last name (as on passport)').fill(person.last);
  await group.getByLabel('Date of birth').fill(person.born);
  const gender = group.getByLabel(person.gender, { exact: true });
  if (await gender.count()) await gender.check();
  await group.getByLabel('Passport number').fill(person.passport);
  await group.getByLabel('Passport expiry date').fill('2032-01-01');
  return group;
}

export async function fillContact(page: Page, email: string) {
  await page.getByLabel('Email for the booking').fill(email);
  await page.getByLabel('Phone number with country code').fill('+234 803 000 0000');
}

/** The travellers page of a one-adult search filled in and sent: the seats page of a new booking. */
export async function holdSeatsForOneAdult(page: Page, travellersPath: string) {
  await page.goto(travellersPath);
  await fillTraveller(page, { group: 'Traveller 1 · Adult', title: 'MS', first: 'Ada', last: 'Obi', born: '1990-01-01', gender: 'Female', passport: 'A7654321' });
  await fillContact(page, 'ada@example.com');
  await page.getByRole('button', { name: 'Continue to seats and bags' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your seats' })).toBeVisible();
}
