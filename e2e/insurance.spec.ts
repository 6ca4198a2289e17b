import { readFile } from 'node:fs/promises';
import { pdfText } from '../server/test/pdf-text';
import { signUpThroughApi } from './account-helpers';
import { payAtSandbox } from './booking-helpers';
import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { IPS, fromIp } from './ips';
import { bornYearsAgo, inDays } from '../common/dates';

test.describe('travel insurance quotes', () => {
  test.use({ ...fromIp(IPS.nigeria), viewport: { width: 360, height: 780 } });

  test('a Nigerian traveller to France gets plans that meet the Schengen rules, side by side with their fees, from the side menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Insurance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Travel insurance' })).toBeVisible();
    await expect(page.getByText('over 190 countries')).toBeVisible();
    // The currency offers naira only here (spec §2).
    await expect(page.getByLabel('Currency', { exact: true }).locator('option')).toHaveText(['NGN']);

    const form = page.getByRole('form', { name: 'Get a quote' });
    await form.getByRole('button', { name: 'Get my quote' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(problems).toBeFocused();
    await expect(problems.getByRole('link', { name: 'Destination country: Please fill out all input fields' })).toBeVisible();
    await expect(
      problems.getByRole('link', { name: 'Date of birth of the oldest traveller: Please enter the date of birth of the oldest traveller' }),
    ).toBeVisible();
    await problems.getByRole('link', { name: /^Destination country/ }).click();
    await expect(form.getByLabel('Destination country')).toBeFocused();

    await form.getByLabel('Destination country').selectOption({ label: 'France' });
    await form.getByLabel('Cover starts').fill(inDays(20));
    await form.getByLabel('Cover ends').fill(inDays(15));
    await form.getByLabel('Date of birth of the oldest traveller').fill('1988-05-04');
    await form.getByRole('button', { name: 'Get my quote' }).click();
    await expect(problems.getByRole('link', { name: 'Cover starts: Please enter valid dates.' })).toBeVisible();

    await form.getByLabel('Cover ends').fill(inDays(33));
    await form.getByRole('button', { name: 'Get my quote' }).click();
    const quote = page.getByRole('region', { name: 'Your quote' });
    await expect(quote.getByText('2 plans cover this trip')).toBeVisible();
    await expect(page).toHaveURL(/destination=FR/);
    const plans = quote.getByRole('listitem');
    await expect(plans).toHaveCount(2);
    for (const plan of await plans.all()) await expect(plan.getByText('Meets Schengen visa rules')).toBeVisible();
    const europe = plans.filter({ has: page.getByRole('heading', { name: 'Schengen and Europe' }) });
    await expect(europe.getByRole('definition')).toContainText(['€50,000', '€30,000', '€1,000', '€250', '€2,500', '₦26,000', '₦0', '₦1,500', '₦27,500']);
    // A reload keeps the quote (its address names it).
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your quote' }).getByRole('listitem')).toHaveCount(2);
  });

  test('on a slow phone, what is filled in before the page’s script has run counts once it has', async ({ page }) => {
    // The page's scripts wait until the form is filled in, as a slow connection makes them.
    let release!: () => void;
    const filled = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await filled;
      await route.continue();
    });
    await page.goto('/insurance', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Get a quote' });
    await form.getByLabel('Destination country').selectOption({ label: 'Ghana' });
    await form.getByLabel('Cover starts').fill(inDays(10));
    await form.getByLabel('Cover ends').fill(inDays(20));
    await form.getByLabel('Date of birth of the oldest traveller').fill('1990-01-01');
    expect(await page.evaluate(() => performance.getEntriesByName('Next.js-hydration').length)).toBe(0);
    release();
    await page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration').length > 0);
    await form.getByRole('button', { name: 'Get my quote' }).click();
    await expect(page.getByRole('region', { name: 'Your quote' }).getByRole('listitem').first()).toBeVisible();
    await expect(page).toHaveURL(/destination=GH/);
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toHaveCount(0);
  });

  test('a Ghanaian nationality is told the service is for Nigerians, and gets no quote', async ({ page }) => {
    await page.goto('/insurance');
    const form = page.getByRole('form', { name: 'Get a quote' });
    await form.getByLabel('Destination country').selectOption({ label: 'United Kingdom' });
    await form.getByLabel('Cover starts').fill(inDays(10));
    await form.getByLabel('Cover ends').fill(inDays(20));
    await form.getByLabel('Date of birth of the oldest traveller').fill('1990-01-01');
    await form.getByLabel('Nationality').selectOption({ label: 'Ghana' });
    await form.getByRole('button', { name: 'Get my quote' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText('This service is currently only available to Nigerians.');
    await expect(page.getByRole('region', { name: 'Your quote' })).toHaveCount(0);
  });

  test('the family plan is shown as coming soon and cannot be chosen', async ({ page }) => {
    await page.goto('/insurance');
    await expect(page.getByRole('option', { name: 'A family (coming soon)' })).toBeDisabled();
  });
});

test.describe('travel insurance in French, without JavaScript', () => {
  test.use({ ...fromIp(IPS.senegal), javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

  test('the form asks the server, which answers with the plans, or with the reasons in French', async ({ page }) => {
    await page.goto('/fr/insurance');
    const form = page.getByRole('form', { name: 'Obtenir un devis' });
    // A visitor from Senegal starts with Senegal as nationality: refused, in French.
    await form.getByLabel('Pays de destination').selectOption({ label: 'Ghana' });
    await form.getByLabel('Début de la couverture').fill(inDays(10));
    await form.getByLabel('Fin de la couverture').fill(inDays(16));
    await form.getByLabel('Date de naissance du voyageur le plus âgé').fill('1990-01-01');
    await form.getByRole('button', { name: 'Obtenir mon devis' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Il y a un problème' })).toContainText(
      'Ce service n’est actuellement disponible que pour les Nigérians.',
    );

    await page.getByRole('form', { name: 'Obtenir un devis' }).getByLabel('Nationalité').selectOption({ label: 'Nigéria' });
    await page.getByRole('form', { name: 'Obtenir un devis' }).getByRole('button', { name: 'Obtenir mon devis' }).click();
    const quote = page.getByRole('region', { name: 'Votre devis' });
    await expect(quote.getByText('4 formules couvrent ce voyage')).toBeVisible();
    await expect(quote.getByRole('heading', { name: 'Afrique' })).toBeVisible();
    await expect(page).toHaveURL(/#quote$/);
  });
});

test.describe('the family plan, once an operator opens it', () => {
  test.use({ ...fromIp(IPS.nigeria), baseURL: process.env.E2E_FAMILY_URL, viewport: { width: 360, height: 780 } });

  test('a family of 2 parents and 3 children is quoted (children priced apart; 1 child refused), gives its details (a child of 18 refused) and pays', async ({
    page,
  }) => {
    await page.goto('/insurance');
    const form = page.getByRole('form', { name: 'Get a quote' });
    await form.getByLabel('Destination country').selectOption({ label: 'Ghana' });
    await form.getByLabel('Who is covered').selectOption({ label: 'A family' });
    await form.getByLabel('Adults (18 and over)').fill('2');
    await form.getByLabel('Children (under 18)').fill('1');
    await form.getByLabel('Cover starts').fill(inDays(10));
    await form.getByLabel('Cover ends').fill(inDays(16));
    await form.getByLabel('Date of birth of the oldest traveller').fill('1980-01-01');
    await form.getByRole('button', { name: 'Get my quote' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText('A family plan covers 2 to 5 children under 18.');

    await page.getByRole('form', { name: 'Get a quote' }).getByLabel('Children (under 18)').fill('3');
    await page.getByRole('form', { name: 'Get a quote' }).getByRole('button', { name: 'Get my quote' }).click();
    const africa = page
      .getByRole('region', { name: 'Your quote' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Africa' }) });
    // A week (band D8): ₦6,500 per adult, half for each child; 5% charges.
    await expect(africa.getByRole('definition')).toContainText(['₦13,000', '₦9,750', '₦1,500', '₦24,250']);

    // The family's details: the family, its next of kin, two parents and the quote's three children.
    await africa.getByRole('link', { name: 'Choose Africa' }).click();
    const form2 = page.getByRole('form', { name: 'Who is covered' });
    const group = (name: string | RegExp) => form2.getByRole('group', { name, exact: typeof name === 'string' });
    const family = group('Family');
    await family.getByLabel('Surname', { exact: true }).fill('Adeyemi');
    await family.getByLabel('State of origin').selectOption('OYO');
    await family.getByLabel('Home address').fill('7 Ring Road, Ibadan');
    await family.getByLabel('Postal code').fill('200001');
    const kin = group(/^Next of kin/);
    await kin.getByLabel('Full name').fill('Bisi Adeyemi');
    await kin.getByLabel('Relationship').fill('Aunt');
    await kin.getByLabel('Address', { exact: true }).fill('3 Bodija Road, Ibadan');
    await kin.getByLabel(/^Phone/).fill('+234 803 555 0000');
    for (const [name, first, born, title, gender] of [
      ['Parent 1', 'Tunde', null, 'MR', 'MALE'],
      ['Parent 2', 'Funke', '1982-06-06', 'MRS', 'FEMALE'],
    ] as const) {
      const parent = group(name);
      await parent.getByLabel('Title').selectOption(title);
      await parent.getByLabel('First name', { exact: true }).fill(first);
      if (born) await parent.getByLabel('Date of birth').fill(born);
      await parent.getByLabel('Gender').selectOption(gender);
      await parent.getByLabel(/^Passport number/).fill(`A${first.length}2345678`);
      await parent.getByLabel('Email').fill(`${first.toLowerCase()}@example.com`);
      await parent.getByLabel(/^Phone/).fill('+234 803 555 0101');
      await parent.getByLabel('Occupation').fill('Teacher');
      await parent.getByLabel('Marital status').selectOption('MARRIED');
    }
    // One child is 18: refused (spec §5) on the field itself.
    const tooOld = bornYearsAgo(18.5);
    for (const [index, first, born] of [
      [1, 'Kemi', bornYearsAgo(12.8)],
      [2, 'Dayo', bornYearsAgo(10.7)],
      [3, 'Tola', tooOld],
    ] as const) {
      const child = group(`Child ${index}`);
      await child.getByLabel('Title').selectOption(index === 2 ? 'MSTR' : 'MISS');
      await child.getByLabel('First name', { exact: true }).fill(first);
      await child.getByLabel('Date of birth').fill(born);
      await child.getByLabel('Gender').selectOption(index === 2 ? 'MALE' : 'FEMALE');
      await child.getByLabel(/^Passport number/).fill(`C${index}2345678`);
    }
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'Child 3, Date of birth: Children on a family plan must be under 18 when cover starts',
    );
    await group('Child 3').getByLabel('Date of birth').fill(bornYearsAgo(7.6));
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/\/insurance\/makepayment\?booking=/);
    await expect(page.getByText('Tunde Adeyemi · policy holder')).toBeVisible();
    await expect(page.getByText('Tola Adeyemi · child')).toBeVisible();
    await payAtSandbox(page, /^Pay ₦/);
    await expect(page.getByText('You are insured', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^BAO-/);
  });
});

const accessibilityProblems = (page: Page) => axeViolations(page, { detail: true });

const quotePath = (prefix = '') =>
  `${prefix}/insurance?destination=FR&purpose=LEISURE&tripType=ONE_TRIP&bookingType=INDIVIDUAL&adults=1&children=0&start=${inDays(20)}&end=${inDays(33)}&dob=1988-05-04&nationality=NG`;

type Label = string | RegExp;
type ApplicantLabels = Record<
  | 'form'
  | 'traveller'
  | 'title'
  | 'first'
  | 'last'
  | 'gender'
  | 'phone'
  | 'email'
  | 'occupation'
  | 'marital'
  | 'passport'
  | 'state'
  | 'address'
  | 'zip'
  | 'kin'
  | 'kinName'
  | 'kinRelationship'
  | 'kinAddress'
  | 'kinPhone',
  Label
>;

/** The individual applicant's form, filled as a traveller would (labels in the page's language). */
async function fillApplicant(page: Page, labels: ApplicantLabels, person: { email: string }) {
  const form = page.getByRole('form', { name: labels.form });
  const traveller = form.getByRole('group', { name: labels.traveller, exact: true });
  await traveller.getByLabel(labels.title, { exact: true }).selectOption('MS');
  await traveller.getByLabel(labels.first, { exact: true }).fill('Adaeze');
  await traveller.getByLabel(labels.last, { exact: true }).fill('Okafor');
  await traveller.getByLabel(labels.gender, { exact: true }).selectOption('FEMALE');
  await traveller.getByLabel(labels.phone, { exact: true }).fill('+234 803 123 4567');
  await traveller.getByLabel(labels.email, { exact: true }).fill(person.email);
  await traveller.getByLabel(labels.occupation, { exact: true }).fill('Engineer');
  await traveller.getByLabel(labels.marital, { exact: true }).selectOption('SINGLE');
  await traveller.getByLabel(labels.passport, { exact: true }).fill('a12345678');
  await traveller.getByLabel(labels.state, { exact: true }).selectOption('ANAMBRA');
  await traveller.getByLabel(labels.address, { exact: true }).fill('4 Marina Road, Lagos');
  await traveller.getByLabel(labels.zip, { exact: true }).fill('101001');
  const kin = form.getByRole('group', { name: labels.kin });
  await kin.getByLabel(labels.kinName, { exact: true }).fill('Ngozi Okafor');
  await kin.getByLabel(labels.kinRelationship, { exact: true }).fill('Sister');
  await kin.getByLabel(labels.kinAddress, { exact: true }).fill('12 Allen Avenue, Ikeja');
  await kin.getByLabel(labels.kinPhone, { exact: true }).fill('+234 803 000 0000');
}

const ENGLISH = {
  form: 'Who is covered',
  traveller: 'Traveller',
  title: 'Title',
  first: 'First name',
  last: 'Surname',
  gender: 'Gender',
  phone: /^Phone/,
  email: 'Email',
  occupation: 'Occupation',
  marital: 'Marital status',
  passport: /^Passport number/,
  state: 'State of origin',
  address: 'Home address',
  zip: 'Postal code',
  kin: /^Next of kin/,
  kinName: 'Full name',
  kinRelationship: 'Relationship',
  kinAddress: 'Address',
  kinPhone: /^Phone/,
} satisfies ApplicantLabels;

test.describe('buying travel insurance', () => {
  test.use({ ...fromIp(IPS.nigeriaMobile), viewport: { width: 360, height: 780 } });

  test('quote, the traveller, a card payment, the certificate (PDF), its public check, the Travel Hub, and a cancellation refunded', async ({ page }) => {
    // Her own address at each run (a retry signs up anew).
    const email = `adaeze.visa.${Date.now()}@example.com`;
    await signUpThroughApi(page, { email, firstName: 'Adaeze', lastName: 'Okafor', password: 'long enough pass' });
    await page.goto(quotePath());
    const europe = page
      .getByRole('region', { name: 'Your quote' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Schengen and Europe' }) });
    await europe.getByRole('link', { name: 'Choose Schengen and Europe' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Who is covered' })).toBeVisible();
    // Signed in: the account's name and email are already there; the birth date is the quote's.
    await expect(page.getByLabel('First name')).toHaveValue('Adaeze');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Date of birth')).toHaveValue('1988-05-04');
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(problems).toBeFocused();
    await expect(problems).toContainText('Please fill all fields: Title, First name');
    await problems.getByRole('link', { name: 'Title' }).click();
    await expect(page.getByLabel('Title')).toBeFocused();
    expect(await accessibilityProblems(page)).toEqual([]);

    await fillApplicant(page, ENGLISH, { email });
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/\/insurance\/makepayment\?booking=[A-Z0-9]{6}$/);
    const reference = new URL(page.url()).searchParams.get('booking')!;
    await expect(page.getByRole('heading', { level: 1, name: `Pay for your insurance ${reference}` })).toBeVisible();
    await expect(page.getByText('Adaeze Okafor · policy holder')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '₦27,500' })).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);
    await payAtSandbox(page, /^Pay ₦/);

    await expect(page).toHaveURL(new RegExp(`/insurance/confirmation\\?booking=${reference}$`));
    await expect(page.getByText('You are insured', { exact: true })).toBeVisible();
    const contract = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(contract).toMatch(/^BAO-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await accessibilityProblems(page)).toEqual([]);

    // The certificate: what an embassy reads, as its text copies.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the certificate (PDF)' }).click()]);
    const certificate = await pdfText(await readFile((await download.path())!));
    for (const words of [
      'Travel insurance certificate',
      contract,
      'Adaeze Okafor',
      'passport A12345678',
      'France',
      'Medical expenses: €50,000 (₦85,000,000)',
      'Meets the Schengen visa requirement',
      'Check this certificate',
      'Premium',
    ])
      expect(certificate).toContain(words);

    // The page the certificate's QR code opens: the policy holds, the holder partly hidden, nothing else.
    await page.getByRole('link', { name: 'The page embassies check it on' }).click();
    await expect(page).toHaveURL(new RegExp(`/insurance/verify/${contract}$`));
    await expect(page.getByRole('heading', { name: 'Valid policy' })).toBeVisible();
    await expect(page.getByText('Ad••• Ok•••')).toBeVisible();
    await expect(page.getByText('A12345678')).toHaveCount(0);
    expect(await accessibilityProblems(page)).toEqual([]);

    // The email again, and the Travel Hub's Insurance tab.
    await page.goto(`/insurance/confirmation?booking=${reference}`);
    await page.getByRole('button', { name: 'Email it to me again' }).click();
    await expect(page.getByText('Sent again to a•••@example.com.')).toBeVisible();
    await page.goto('/hub/insurance');
    await expect(page.getByText(contract)).toBeVisible();
    await page.getByRole('link', { name: `Certificate and details (${reference})` }).click();

    // Plans changed before the trip: cancelled for a full refund (the sandbox gateway refunds).
    await page.getByRole('button', { name: 'Cancel for a full refund of ₦27,500' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my policy' }).click();
    await expect(page.getByText('Policy cancelled')).toBeVisible();
    await expect(page.getByText(/₦27,500 was refunded on/)).toBeVisible();
    await page.goto(`/insurance/verify/${contract}`);
    await expect(page.getByRole('heading', { name: 'Cancelled: this policy does not cover anything' })).toBeVisible();
  });

  test('an error page says what happened with the booking ID and the §8 words, and toasts', async ({ page }) => {
    await page.goto('/insurance/error?booking=K7MX3Q');
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry, unable to process your booking.' })).toBeVisible();
    await expect(page.getByText('K7MX3Q')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Error Processing request' })).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);
    // An unknown contract number is said so, never an error page.
    const response = await page.goto('/insurance/verify/BAO-0000-0000-0000');
    expect(response!.status()).toBe(404);
    await expect(page.getByText('No policy has this contract number.')).toBeVisible();
  });
});

test.describe('buying travel insurance in French', () => {
  test.use({ ...fromIp(IPS.senegal), viewport: { width: 360, height: 780 } });

  test('the form, the payment and the confirmation speak French', async ({ page }) => {
    await page.goto(quotePath('/fr'));
    await page.getByRole('link', { name: 'Choisir Schengen et Europe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Qui est assuré' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Il y a un problème' })).toContainText('Veuillez remplir tous les champs\u00a0: Civilité, Prénom');
    await fillApplicant(
      page,
      {
        form: 'Qui est assuré',
        traveller: 'Voyageur',
        title: 'Civilité',
        first: 'Prénom',
        last: 'Nom',
        gender: 'Sexe',
        phone: /^Téléphone/,
        email: 'E-mail',
        occupation: 'Profession',
        marital: 'Situation familiale',
        passport: /^Numéro de passeport/,
        state: 'État d’origine',
        address: 'Adresse',
        zip: 'Code postal',
        kin: /^Personne à prévenir/,
        kinName: 'Nom complet',
        kinRelationship: 'Lien de parenté',
        kinAddress: 'Adresse',
        kinPhone: /^Téléphone/,
      },
      { email: 'adaeze.fr@example.com' },
    );
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(page).toHaveURL(/\/fr\/insurance\/makepayment\?booking=/);
    await expect(page.getByRole('heading', { level: 1, name: /^Payer votre assurance/ })).toBeVisible();
    await page.getByRole('radio', { name: /^Carte/ }).check();
    await page.getByRole('link', { name: /par carte$/ }).click();
    await page.getByRole('button', { name: /^Payer/ }).click();
    await expect(page).toHaveURL(/\/fr\/insurance\/confirmation\?booking=/);
    await expect(page.getByText('Vous êtes assuré', { exact: true })).toBeVisible();
    const contract = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger l’attestation (PDF)' }).click()]);
    const certificate = await pdfText(await readFile((await download.path())!));
    for (const words of [
      'Attestation d’assurance voyage',
      contract,
      'Adaeze Okafor',
      'passeport A12345678',
      'Frais médicaux',
      'Vérifier cette attestation',
      'Prime',
    ])
      expect(certificate).toContain(words);
    await page.getByRole('link', { name: 'La page où les ambassades la vérifient' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/insurance/verify/${contract}$`));
    await expect(page.getByRole('heading', { name: 'Contrat valide' })).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
