import { readFile } from 'node:fs/promises';
import { pdfText } from '../server/test/pdf-text';
import { signUpThroughApi } from './account-helpers';
import { payAtSandbox } from './booking-helpers';
import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { IPS, fromIp } from './ips';

const axe = (page: Page) => axeViolations(page, { detail: true });

test.describe('experiences, as a traveller books one', () => {
  test.use({ ...fromIp(IPS.nigeriaExperiences), viewport: { width: 360, height: 780 } });

  test(
    'category → search → experience → day and time → participants → sandbox payment → confirmation → PDF ticket → Travel Hub → review after the day',
    { tag: '@clock' },
    async ({ page }) => {
      test.setTimeout(150_000);
      const xsrf = await signUpThroughApi(page, {
        email: `tunde.${Date.now()}@example.com`,
        firstName: 'Tunde',
        lastName: 'Bakare',
        password: 'long enough pass',
      });

      // The side menu's Experiences: the four categories, Lagos' by default (spec §9).
      await page.goto('/experiences');
      await expect(page.getByRole('heading', { level: 1, name: 'Experiences' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Things to do in Lagos' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.getByRole('link', { name: /^Tours/ }).click();
      await expect(page).toHaveURL(/\/experiences\/tours\?city=LOS$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Tours in Lagos' })).toBeVisible();
      expect(await axe(page)).toEqual([]);

      // Words within the category (spec §7 experienceCategorySearch): the search opens from its line.
      await page.getByText('Search Tours').click();
      await page.getByLabel('What would you like to do?').fill('food');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/experiences\/tours\?q=food&city=LOS$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Tours: “food”' })).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: 'Lagos street food tour' });
      await expect(card).toContainText('Free cancellation');
      await card.getByRole('link', { name: 'See Lagos street food tour' }).click();

      // The experience: what it is, where to meet, its days and times with the places left.
      await expect(page.getByRole('heading', { level: 1, name: 'Lagos street food tour' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=6\.\d+,3\.\d+$/,
      );
      await expect(page.getByRole('heading', { level: 3, name: 'Included', exact: true })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      const days = page.getByRole('list', { name: /^Days from/ }).getByRole('link');
      const fourth = days.nth(3);
      await fourth.click();
      await expect(fourth).toHaveAttribute('aria-current', 'date');
      await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}#availability$/);
      const time = page.getByRole('radio').first();
      await expect(time).toBeChecked();
      await page.getByRole('button', { name: 'One child more' }).click();
      await expect(page.getByLabel(/^Child/)).toHaveValue('1');
      await expect(page.getByText('Total for 3 participants')).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();

      // Priced again, then the lead participant's details (the account's name and email).
      await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
      await expect(page.getByText(/2 adults × ₦/)).toBeVisible();
      await expect(page.getByText(/1 child × ₦/)).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Tunde');
      await page.getByRole('button', { name: /^Book and pay/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Check your details' })).toBeFocused();
      await page.getByLabel('Phone number').fill('+234 805 555 0142');
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: /^Book and pay/ }).click();

      await expect(page.getByRole('heading', { level: 1, name: /^Pay for your experience [A-Z0-9]{6}$/ })).toBeVisible();
      const reference = (await page.getByRole('heading', { level: 1 }).textContent())!.slice(-6);
      await expect(page.getByText('Tunde Bakare · 2 adults, 1 child')).toBeVisible();
      await payAtSandbox(page, /^Pay ₦/);

      // The ticket: its number first, the PDF with its QR code, the calendar, the mobile ticket.
      await expect(page).toHaveURL(new RegExp(`/experiences/confirmation\\?booking=${reference}$`));
      await expect(page.getByText('Your experience is booked', { exact: true })).toBeVisible();
      const ticket = (await page.getByRole('heading', { level: 1 }).textContent())!;
      expect(ticket).toMatch(/^TKT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/bookings/${reference}/calendar.ics`);
      await expect(page.getByText(/^You can review it once it is over/)).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the ticket (PDF)' }).click()]);
      const pdf = await pdfText(await readFile((await download.path())!));
      for (const words of ['Experience ticket and receipt', reference, ticket, 'Tunde Bakare', 'Lagos street food tour', '2 adults, 1 child', 'Meeting point'])
        expect(pdf).toContain(words);
      expect(await axe(page)).toEqual([]);
      await page.getByRole('link', { name: 'Mobile ticket' }).click();
      await expect(page.getByText('Valid ticket')).toBeVisible();
      await expect(page.getByText('Tu••• B•••')).toBeVisible();
      // Its QR code on the page itself, to show from the phone at the meeting point.
      const code = page.getByRole('img', { name: `QR code of ticket ${ticket}` });
      await expect(code).toBeVisible();
      expect((await code.boundingBox())!.width).toBeGreaterThanOrEqual(200);
      expect(await code.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);

      // The Travel Hub lists it.
      await page.goto('/hub');
      const trip = page.getByRole('listitem').filter({ hasText: reference });
      await expect(trip).toContainText('Lagos street food tour');
      await expect(trip).toContainText('Experience ·');
      await expect(trip).toContainText('3 participants');
      await expect(trip.getByRole('link', { name: 'Ticket (PDF)' })).toBeVisible();

      // The test clock moves past the day: the participant reviews it, once.
      await page.request.post('/api/dev/clock', { data: { offsetDays: 10 }, headers: { 'X-XSRF-TOKEN': xsrf } });
      try {
        await page.goto('/hub');
        await page.getByRole('tab', { name: /Past/ }).click();
        await page.getByRole('listitem').filter({ hasText: reference }).getByRole('link', { name: 'Review your experience' }).click();
        const form = page.getByRole('region', { name: 'Review your experience' });
        for (const label of ['Overall, out of 10', 'Guide', 'Organisation', 'Value for money', 'Safety']) await form.getByLabel(label).selectOption('9');
        await form.getByLabel('Your review', { exact: true }).fill('Eight stalls, each better than the last; our guide knew every cook by name.');
        await form.getByRole('button', { name: 'Publish my review' }).click();
        await expect(page.getByText('Reviews submitted successfully')).toBeVisible();
        await expect(form.getByText('Thank you: your review is published.')).toBeVisible();
        // Past, the ticket is no longer valid at the meeting point.
        await page.goto(`/experiences/ticket/${ticket}`);
        await expect(page.getByText('Used or past: not valid')).toBeVisible();
        await page.goto(`/experiences/confirmation?booking=${reference}`);
        await page.getByRole('link', { name: "See it on the experience's page" }).click();
        const review = page.getByRole('listitem').filter({ hasText: 'our guide knew every cook' }).first();
        await expect(review).toContainText('Tunde B.');
      } finally {
        await page.request.post('/api/dev/clock', { data: { offsetDays: 0 }, headers: { 'X-XSRF-TOKEN': xsrf } });
      }
    },
  );
});

test.describe('experiences in French, as a traveller books one', () => {
  test.use({ ...fromIp(IPS.nigeriaExperiences), viewport: { width: 360, height: 780 } });

  test(
    'catégorie → recherche → activité → jour et horaire → participants → paiement → confirmation → billet PDF → Travel Hub → avis',
    { tag: '@clock' },
    async ({ page }) => {
      test.setTimeout(150_000);
      const xsrf = await signUpThroughApi(page, {
        email: `aissatou.${Date.now()}@example.com`,
        firstName: 'Aïssatou',
        lastName: 'Diop',
        password: 'long enough pass',
      });
      await page.goto('/fr/experiences');
      await expect(page.getByRole('heading', { level: 2, name: 'Que faire à Lagos' })).toBeVisible();
      await page.getByRole('link', { name: /^Plein air et sport/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Plein air et sport à Lagos' })).toBeVisible();
      await page.getByText(/^Rechercher\s:\sPlein air et sport$/).click();
      await page.getByLabel(/^Que voulez-vous faire/).fill('kayak');
      await page.getByRole('button', { name: 'Rechercher' }).click();
      await expect(page).toHaveURL(/\/fr\/experiences\/outdoor-and-sport\?q=kayak&city=LOS$/);
      expect(await axe(page)).toEqual([]);
      await page.getByRole('article').filter({ hasText: 'Kayak près de Lagos' }).getByRole('link', { name: 'Voir Kayak près de Lagos' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Kayak près de Lagos' })).toBeVisible();
      const day = page
        .getByRole('list', { name: /^Jours à partir du/ })
        .getByRole('link')
        .nth(4);
      await day.click();
      await expect(day).toHaveAttribute('aria-current', 'date');
      await expect(page.getByRole('radio').first()).toBeChecked();
      await page.getByRole('button', { name: 'Un enfant de plus' }).click();
      await expect(page.getByText('Total pour 3 participants')).toBeVisible();
      await page.getByRole('button', { name: 'Continuer' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Vos coordonnées' })).toBeVisible();
      await expect(page.getByText(/^2\u00a0adultes × /)).toBeVisible();
      await page.getByLabel('Numéro de téléphone').fill('+234 805 555 0177');
      await page.getByRole('button', { name: /^Réserver et payer/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Payer votre activité [A-Z0-9]{6}$/ })).toBeVisible();
      const reference = (await page.getByRole('heading', { level: 1 }).textContent())!.slice(-6);
      await expect(page.getByText('Aïssatou Diop · 2\u00a0adultes, 1\u00a0enfant')).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await payAtSandbox(page, /^Pay /, 'Card', 'fr');

      await expect(page).toHaveURL(new RegExp(`/fr/experiences/confirmation\\?booking=${reference}$`));
      await expect(page.getByText('Votre activité est réservée', { exact: true })).toBeVisible();
      const ticket = (await page.getByRole('heading', { level: 1 }).textContent())!;
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger le billet (PDF)' }).click()]);
      const pdf = await pdfText(await readFile((await download.path())!));
      for (const words of ['Billet et reçu de l’activité', reference, ticket, 'Aïssatou Diop', 'Kayak près de Lagos']) expect(pdf).toContain(words);
      expect(await axe(page)).toEqual([]);
      await page.getByRole('link', { name: 'Billet sur mobile' }).click();
      await expect(page.getByText('Billet valable')).toBeVisible();
      expect(await axe(page)).toEqual([]);

      await page.goto('/fr/hub');
      await expect(page.getByRole('listitem').filter({ hasText: reference })).toContainText('Activité ·');
      await page.request.post('/api/dev/clock', { data: { offsetDays: 10 }, headers: { 'X-XSRF-TOKEN': xsrf } });
      try {
        await page.goto('/fr/hub');
        await page.getByRole('tab', { name: /Passés/ }).click();
        await page.getByRole('listitem').filter({ hasText: reference }).getByRole('link', { name: 'Donner votre avis sur l’activité' }).click();
        const form = page.getByRole('region', { name: 'Donnez votre avis sur l’activité' });
        for (const label of ['Note globale, sur 10', 'Guide', 'Organisation', 'Rapport qualité-prix', 'Sécurité'])
          await form.getByLabel(label).selectOption('8');
        await form.getByLabel('Votre avis', { exact: true }).fill('La lagune au lever du soleil, un moniteur patient : parfait pour débuter.');
        await form.getByRole('button', { name: 'Publier mon avis' }).click();
        await expect(page.getByText('Avis publié avec succès')).toBeVisible();
        await expect(form.getByText('Merci : votre avis est publié.')).toBeVisible();
      } finally {
        await page.request.post('/api/dev/clock', { data: { offsetDays: 0 }, headers: { 'X-XSRF-TOKEN': xsrf } });
      }
    },
  );
});

test.describe('experiences in French', () => {
  test.use({ ...fromIp(IPS.senegal), viewport: { width: 360, height: 780 } });

  test('Dakar’s categories, a place worth knowing opened in place, and the pages read in French without accessibility violations', async ({ page }) => {
    await page.goto('/fr/experiences');
    await expect(page.getByRole('heading', { level: 2, name: 'Que faire à Dakar' })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    // A place worth knowing (spec §3 informational item): its practical information, read when opened.
    const places = page.getByRole('region', { name: /^Lieux à connaître à Dakar/ });
    const place = places.getByRole('listitem').first();
    await place.getByText('Informations pratiques').click();
    await expect(page.getByText('Informations chargées')).toBeVisible();
    await expect(place.getByText('Horaires')).toBeVisible();
    await expect(page.getByText(/Impossible de charger/)).toHaveCount(0);
    expect(await axe(page)).toEqual([]);
    // The "loaded" toast follows the visitor to the next page; its fading out (it starts whenever
    // its time is up) is what axe once caught mid-way as low contrast: it is gone first.
    await expect(page.getByText('Informations chargées')).toHaveCount(0, { timeout: 10_000 });

    await page.getByRole('link', { name: /^Plein air et sport/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plein air et sport à Dakar' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Voir / })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choisissez un horaire' })).toBeVisible();
    await expect(page.getByText(/places? restantes?/).first()).toBeVisible();
    expect(await axe(page)).toEqual([]);

    // Words too short, and a day gone, are said by their fields.
    await page.goto('/fr/experiences/search?q=a');
    await expect(page.getByText('Tapez au moins deux lettres de ce que vous cherchez.')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.goto('/fr/experiences/attractions?date=2020-01-01');
    await expect(page.getByText('Choisissez un jour à partir d’aujourd’hui.')).toBeVisible();
  });

  test('without JavaScript: a day chosen by its link, then the booking page for the slot and party', async ({ browser }) => {
    const context = await browser.newContext({ ...fromIp(IPS.senegal), javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto('/fr/experiences/tours?city=DKR');
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Voir / })
      .click();
    const third = page
      .getByRole('list', { name: /^Jours à partir du/ })
      .getByRole('link')
      .nth(2);
    const href = (await third.getAttribute('href'))!;
    await third.click();
    await expect(page).toHaveURL(new RegExp(`date=${href.match(/date=([\d-]+)/)![1]}`));
    await page.getByLabel(/^Adulte/).fill('1');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/fr\/experiences\/book\?slot=[A-Z0-9]{8}-\d{12}&adults=1&children=0&infants=0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vos coordonnées' })).toBeVisible();
    await expect(page.getByText(/1\u00a0adulte × /)).toBeVisible();
    await context.close();
  });
});

test.describe('an experience booked through the API and cancelled in its free window', () => {
  test.use({ ...fromIp(IPS.ghana), viewport: { width: 1280, height: 900 } });

  test('the shared checkout takes the payment; cancelling gives it all back and frees the places', async ({ page }) => {
    await page.goto('/');
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))!.value;
    const view = await (await page.request.get('/api/experienceView?id=EXACC001')).json();
    const slot = view.slots.filter((candidate: { bookable: boolean }) => candidate.bookable)[4];
    const price = await (await page.request.get(`/api/experiences/price?slot=${slot.id}&adults=1`)).json();
    const booked = await page.request.post('/api/experienceBooked', {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: {
        slotId: slot.id,
        participants: { adults: 1, children: 0, infants: 0 },
        expectedTotal: price.data.offer.total,
        currency: 'USD',
        guest: { firstName: 'Kwame', lastName: 'Asante', email: 'kwame.experience@example.com', phone: '+233 24 000 1111' },
      },
    });
    expect(booked.status()).toBe(201);
    const { reference } = (await booked.json()).data;

    // The shared payment page sends an experience to its own.
    await page.goto(`/payment?booking=${reference}`);
    await expect(page).toHaveURL(new RegExp(`/experiences/payment\\?booking=${reference}$`));
    await expect(page.getByText('Kwame Asante · 1 adult')).toBeVisible();
    await payAtSandbox(page, /^Pay US\$/);
    await expect(page).toHaveURL(new RegExp(`/experiences/confirmation\\?booking=${reference}$`));

    const cancel = page.getByRole('region', { name: 'Changed plans?' });
    await expect(cancel).toContainText(/you get US\$[\d.,]+ back/);
    await cancel.getByRole('button', { name: 'Cancel this experience' }).click();
    await cancel.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText(/Your experience is cancelled: US\$[\d.,]+ is on its way back/)).toBeVisible();
    await expect(page.getByText('This experience is cancelled', { exact: true })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    const after = await (await page.request.get(`/api/experienceView?id=EXACC001&from=${slot.startsAt.slice(0, 10)}&to=${slot.startsAt.slice(0, 10)}`)).json();
    expect(after.slots.find((candidate: { id: string }) => candidate.id === slot.id).remaining).toBe(slot.remaining);
  });
});
