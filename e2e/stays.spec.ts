import { readFile } from 'node:fs/promises';
import { pdfText } from '../server/test/pdf-text';
import { signUpThroughApi } from './account-helpers';
import { payAtSandbox } from './booking-helpers';
import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { IPS, fromIp } from './ips';
import { inDays } from '../common/dates';

const axe = (page: Page) => axeViolations(page);

test.describe('stays, as a traveller books one', () => {
  test.use({ ...fromIp(IPS.nigeriaStays), viewport: { width: 360, height: 780 } });

  test(
    'search → filter → stay → room → guest → sandbox payment → confirmation → voucher → Travel Hub → review after the stay',
    { tag: '@clock' },
    async ({ page }) => {
      test.setTimeout(120_000);
      const xsrf = await signUpThroughApi(page, {
        email: `ngozi.${Date.now()}@example.com`,
        firstName: 'Ngozi',
        lastName: 'Eze',
        password: 'long enough pass',
      });

      // The side menu's Stays: the search, and Lagos' stays before any dates (spec §9).
      await page.goto('/stays');
      await expect(page.getByRole('heading', { level: 1, name: 'Find a stay' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Stays in Lagos' })).toBeVisible();
      expect(await axe(page)).toEqual([]);

      // The city suggested as it is typed; ↓ then Enter picks the highlighted one.
      await page.getByLabel('Destination').fill('acc');
      await expect(page.getByRole('option', { name: /Accra/ })).toBeVisible();
      await page.getByLabel('Destination').press('ArrowDown');
      await page.getByLabel('Destination').press('Enter');
      await expect(page.getByLabel('Destination')).toHaveValue('Accra, Ghana');
      await page.getByLabel('Check-in').fill(inDays(30));
      await page.getByLabel('Check-out').fill(inDays(33));
      await page.getByLabel('Children').selectOption('1');
      await page.getByRole('button', { name: 'Search stays' }).click();
      // A child without an age: said in the summary, which takes focus, and by the field.
      const summary = page.getByRole('alert').filter({ hasText: 'Check your search' });
      await expect(summary).toBeFocused();
      await summary.getByRole('link', { name: 'Give the age of child 1.' }).click();
      await expect(page.getByLabel('Child 1')).toBeFocused();
      await page.getByLabel('Child 1').selectOption('7');
      await page.getByRole('button', { name: 'Search stays' }).click();

      await expect(page).toHaveURL(/\/stays\/search\?city=ACC&checkIn=.*&age=7/);
      await expect(page.getByRole('heading', { level: 1, name: 'Stays in Accra' })).toBeVisible();
      await expect(page.getByText(/3 guests · 1 room/)).toBeVisible();
      expect(await axe(page)).toEqual([]);

      // Filters are a form of their own (they work without JavaScript): free cancellation only.
      await page.getByText('Filters', { exact: true }).click();
      await page.getByLabel('Free cancellation').check();
      await page.getByRole('button', { name: 'Show stays' }).click();
      await expect(page).toHaveURL(/freeCancellation=1/);
      await expect(page.getByText('Filters (1 on)')).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards.first()).toContainText('Free cancellation until');
      await page.getByRole('link', { name: 'Lowest price' }).click();
      await expect(page).toHaveURL(/sort=PRICE/);

      // The first stay: its page, its rooms for these dates.
      const name = (await cards.first().getByRole('heading', { level: 2 }).textContent())!;
      await cards
        .first()
        .getByRole('link', { name: `See ${name}` })
        .click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open in your maps app' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=5\.\d+,-0\.\d+$/,
      );
      await expect(page.getByRole('heading', { level: 2, name: 'Guest reviews' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      // Reviews by tab, loaded in place.
      await page.getByRole('link', { name: /^Positive/ }).click();
      await expect(page).toHaveURL(/reviews=positive/);
      await expect(page.getByRole('link', { name: /^Positive/ })).toHaveAttribute('aria-current', 'true');

      const rate = page.getByRole('link', { name: /^Choose the .*, Room only, / }).nth(1);
      await rate.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
      // Signed in: the name and email are the account's.
      await expect(page.getByLabel('First name')).toHaveValue('Ngozi');
      await page.getByRole('button', { name: /^Book and pay/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Check your details' })).toBeFocused();
      await page.getByLabel('Title').selectOption('MRS');
      await page.getByLabel('Phone number').fill('+234 803 555 0123');
      await page.getByLabel('Special requests (optional)').fill('A cot for our daughter, please.\nWe arrive late.');
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: /^Book and pay/ }).click();

      await expect(page.getByRole('heading', { level: 1, name: /^Pay for your stay [A-Z0-9]{6}$/ })).toBeVisible();
      const reference = (await page.getByRole('heading', { level: 1 }).textContent())!.slice(-6);
      await expect(page.getByText('Ngozi Eze · 2 adults, 1 child')).toBeVisible();
      await payAtSandbox(page, /^Pay ₦/);

      await expect(page).toHaveURL(new RegExp(`/stays/confirmation\\?booking=${reference}&provider=stays$`));
      await expect(page.getByText('Your stay is booked', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d{10}$/);
      await expect(page.getByRole('link', { name: 'Directions in your maps app' })).toBeVisible();
      await expect(page.getByText(/^You can review your stay once you have checked out/)).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the voucher (PDF)' }).click()]);
      const voucher = await pdfText(await readFile((await download.path())!));
      for (const words of ['Stay voucher and receipt', reference, 'Ngozi Eze', 'Check-in', 'Accra', 'A cot for our daughter']) expect(voucher).toContain(words);
      expect(await axe(page)).toEqual([]);

      // The Travel Hub lists it beside any flights.
      await page.goto('/hub');
      const trip = page.getByRole('listitem').filter({ hasText: reference });
      await expect(trip).toContainText(name);
      await expect(trip).toContainText('Hotel stay');
      await expect(trip.getByRole('link', { name: 'Voucher (PDF)' })).toBeVisible();

      // The test clock moves past check-out: the guest reviews the stay, once.
      const clock = await page.request.post('/api/dev/clock', { data: { offerDays: 0 }, headers: { 'X-XSRF-TOKEN': xsrf } });
      expect(clock.status()).toBe(422);
      await page.request.post('/api/dev/clock', { data: { offsetDays: 35 }, headers: { 'X-XSRF-TOKEN': xsrf } });
      try {
        await page.goto('/hub');
        await page.getByRole('tab', { name: /Past/ }).click();
        await page.getByRole('listitem').filter({ hasText: reference }).getByRole('link', { name: 'Review your stay' }).click();
        const form = page.getByRole('region', { name: 'Review your stay' });
        for (const label of ['Overall, out of 10', 'Cleanliness', 'Comfort', 'Location', 'Facilities', 'Staff', 'Value for money'])
          await form.getByLabel(label).selectOption('9');
        await form.getByLabel('Your review', { exact: true }).fill('<b>Lovely</b> stay');
        await form.getByRole('button', { name: 'Publish my review' }).click();
        await expect(form.getByRole('alert')).toContainText('Plain words only, without HTML.');
        await form.getByLabel('Your review', { exact: true }).fill('The cot was ready when we arrived late, and the power never went off.');
        await form.getByRole('button', { name: 'Publish my review' }).click();
        await expect(page.getByText('Reviews submitted successfully')).toBeVisible();
        await expect(form.getByText('Thank you: your review is published.')).toBeVisible();
        await form.getByRole('link', { name: "See it on the stay's page" }).click();
        const review = page.getByRole('listitem').filter({ hasText: 'The cot was ready' }).first();
        await expect(review).toContainText('Ngozi E.');
        await expect(review).toContainText('Verified stay');
      } finally {
        await page.request.post('/api/dev/clock', { data: { offsetDays: 0 }, headers: { 'X-XSRF-TOKEN': xsrf } });
      }
    },
  );
});

test.describe('stays in French, without JavaScript', () => {
  test.use({ ...fromIp(IPS.senegal), javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

  test('a Dakar search, its filters and a stay, all served as pages', async ({ page }) => {
    await page.goto('/fr/stays');
    await expect(page.getByRole('heading', { level: 2, name: 'Séjours à Dakar' })).toBeVisible();
    await page.getByLabel('Destination').fill('dakar');
    await page.getByLabel('Arrivée').fill(inDays(20));
    await page.getByLabel('Départ').fill(inDays(22));
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/fr\/stays\/search\?city=dakar/);
    await expect(page.getByRole('heading', { level: 1, name: 'Séjours à Dakar' })).toBeVisible();
    await expect(page.getByText(/Prix pour 2\u00a0nuits|Prix pour 2 nuits/)).toBeVisible();
    await page.getByText('Filtres', { exact: true }).click();
    await page.getByLabel('Petit-déjeuner compris').check();
    await page.getByRole('button', { name: 'Voir les séjours' }).click();
    await expect(page).toHaveURL(/breakfast=1/);
    await expect(page.getByRole('article').first()).toContainText('Petit-déjeuner compris');
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Voir / })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Chambres et tarifs' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Choisir/ }).first()).toBeVisible();

    // A search the site cannot make is said in French, by the field.
    await page.goto(`/fr/stays/search?city=Tombouctou&checkIn=${inDays(5)}&checkOut=${inDays(4)}`);
    await expect(page.getByRole('alert')).toContainText(/Nous n’avons pas encore de séjours à «.Tombouctou.»/);
    await expect(page.getByRole('alert')).toContainText('Le départ doit suivre l’arrivée.');
  });
});

test.describe('stays in French, with JavaScript', () => {
  test.use({ ...fromIp(IPS.senegal), viewport: { width: 1280, height: 900 } });

  test('the search, results and a stay read in French, with no accessibility violation', async ({ page }) => {
    await page.goto('/fr/stays');
    expect(await axe(page)).toEqual([]);
    await page.goto(`/fr/stays/search?city=DKR&checkIn=${inDays(20)}&checkOut=${inDays(22)}&rooms=1&adults=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Séjours à Dakar' })).toBeVisible();
    // On a desktop the filters are a column of the results, always shown.
    await expect(page.getByLabel('Annulation gratuite')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Voir / })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Avis des clients' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('stays in French on a desktop, as a traveller books one', () => {
  test.use({ ...fromIp(IPS.ivoryCoast), viewport: { width: 1280, height: 900 } });

  test('recherche → filtre → séjour → chambre → client → paiement → confirmation → bon PDF → Travel Hub', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpThroughApi(page, { email: `awa.${Date.now()}@example.com`, firstName: 'Awa', lastName: 'Koné', password: 'long enough pass' });
    await page.goto('/fr/stays');
    await expect(page.getByRole('heading', { level: 1, name: 'Trouver un séjour' })).toBeVisible();
    await page.getByLabel('Destination').fill('abid');
    await expect(page.getByRole('option', { name: /Abidjan/ })).toBeVisible();
    await page.getByLabel('Destination').press('ArrowDown');
    await page.getByLabel('Destination').press('Enter');
    await expect(page.getByLabel('Destination')).toHaveValue('Abidjan, Côte d’Ivoire');
    await page.getByLabel('Arrivée').fill(inDays(40));
    await page.getByLabel('Départ').fill(inDays(42));
    await page.getByRole('button', { name: 'Rechercher' }).click();

    await expect(page).toHaveURL(/\/fr\/stays\/search\?city=ABJ&/);
    await expect(page.getByRole('heading', { level: 1, name: 'Séjours à Abidjan' })).toBeVisible();
    // On a desktop the filters are a column beside the results.
    await page.getByLabel('Annulation gratuite').check();
    await page.getByRole('button', { name: 'Voir les séjours' }).click();
    await expect(page).toHaveURL(/freeCancellation=1/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText('Annulation gratuite jusqu');
    expect(await axe(page)).toEqual([]);

    const name = (await cards.first().getByRole('heading', { level: 2 }).textContent())!;
    await cards
      .first()
      .getByRole('link', { name: `Voir ${name}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Chambres et tarifs' })).toBeVisible();
    await page
      .getByRole('link', { name: /^Choisir : / })
      .first()
      .click();

    await expect(page.getByRole('heading', { level: 1, name: 'Vos coordonnées' })).toBeVisible();
    await expect(page.getByLabel('Prénom')).toHaveValue('Awa');
    await page.getByRole('button', { name: /^Réserver et payer/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Vérifiez vos coordonnées' })).toBeFocused();
    await page.getByLabel('Civilité').selectOption('MRS');
    await page.getByLabel('Téléphone').fill('+225 07 00 00 00 01');
    await page.getByLabel('Demandes particulières (facultatif)').fill('Une chambre calme, s’il vous plaît.');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: /^Réserver et payer/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: /^Payer votre séjour [A-Z0-9]{6}$/ })).toBeVisible();
    const reference = (await page.getByRole('heading', { level: 1 }).textContent())!.slice(-6);
    await expect(page.getByText('Awa Koné · 2\u00a0adultes, 0\u00a0enfant')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    // An Ivorian visitor's default language is French: the sandbox's page is in French too.
    await payAtSandbox(page, /^Payer /, 'Card', 'fr');

    await expect(page).toHaveURL(new RegExp(`/fr/stays/confirmation\\?booking=${reference}&provider=stays$`));
    await expect(page.getByText('Votre séjour est réservé', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d{10}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger le bon (PDF)' }).click()]);
    const voucher = await pdfText(await readFile((await download.path())!));
    for (const words of ['Bon de séjour et reçu', reference, 'Awa Koné', 'Abidjan', 'Une chambre calme']) expect(voucher).toContain(words);
    expect(await axe(page)).toEqual([]);

    await page.goto('/fr/hub');
    const trip = page.getByRole('listitem').filter({ hasText: reference });
    await expect(trip).toContainText(name);
    await expect(trip).toContainText('Séjour');
  });
});

test.describe('a stay booked through the API and cancelled as its rate allows', () => {
  test.use({ ...fromIp(IPS.ghana), viewport: { width: 1280, height: 900 } });

  test('the shared checkout takes the payment; a flexible rate is cancelled for its refund', async ({ page }) => {
    await page.goto('/');
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))!.value;
    const view = await (await page.request.get(`/api/staysView?id=STACC002&checkIn=${inDays(35)}&checkOut=${inDays(37)}&adults=2`)).json();
    const offer = view.data.offers.find((candidate: { rateCode: string }) => candidate.rateCode === 'FLX');
    const booked = await page.request.post('/api/staysBooked', {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: {
        offerId: offer.id,
        expectedTotal: offer.price.total,
        currency: 'USD',
        guest: { title: 'MR', firstName: 'Kwame', lastName: 'Asante', email: 'kwame.stay@example.com', phone: '+233 24 000 1111' },
      },
    });
    expect(booked.status()).toBe(201);
    const { reference } = (await booked.json()).data;

    // The shared payment page sends a stay to its own.
    await page.goto(`/payment?booking=${reference}`);
    await expect(page).toHaveURL(new RegExp(`/stays/payment\\?booking=${reference}$`));
    await expect(page.getByText('Kwame Asante · 2 adults, 0 children')).toBeVisible();
    await payAtSandbox(page, /^Pay US\$/);
    await expect(page).toHaveURL(new RegExp(`/stays/confirmation\\?booking=${reference}&provider=stays$`));

    const cancel = page.getByRole('region', { name: 'Changed plans?' });
    await expect(cancel).toContainText(`you get US$${offer.price.total} back`);
    await cancel.getByRole('button', { name: 'Cancel this stay' }).click();
    await cancel.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText(/Your stay is cancelled: US\$[\d.,]+ is on its way back/)).toBeVisible();
    await expect(page.getByText('This stay is cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText(/was refunded on/)).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});
