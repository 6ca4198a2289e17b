import { inArray } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { buildApp } from '../../app';
import { experiences } from '../../db/schema';
import { closeTestDatabase, useTestDatabase } from '../../test/test-db';
import { checkExperienceFile, importExperiences } from './import';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(async () => {
  // The imported experiences leave with their test (on PostgreSQL the database outlives the run).
  await db.delete(experiences).where(inArray(experiences.id, ['EXLOS901', 'INLOS901']));
  await closeTestDatabase();
});

const example = async () => JSON.parse(await readFile('docs/examples/experiences-catalogue.json', 'utf8'));

describe('an operator’s own experiences (npm run experiences:import)', () => {
  it('loads the documented example: a sold experience with its slots and prices, a place worth knowing; a second load updates by id', async () => {
    const checked = checkExperienceFile(await example());
    if (!checked.ok) throw new Error(checked.problems.join('\n'));
    const done = await importExperiences(db, checked.file);
    expect(done.experiences).toBe(2);
    expect(done.catalogue).toBeGreaterThanOrEqual(150);

    const view = await (await app.request('/api/experienceView?id=EXLOS901&currency=USD')).json();
    expect(view.data).toMatchObject({
      name: 'Lekki lagoon kayak at sunrise',
      category: 'OUTDOOR_SPORT',
      price: { amount: '35.00' },
      details: { languages: ['en', 'yo'], freeCancellationHours: 24 },
    });
    expect(view.slots.length).toBeGreaterThan(0);
    expect(view.slots.every((slot: { startsAt: string }) => /T(06:30|08:30):00\+01:00$/.test(slot.startsAt))).toBe(true);
    const place = await (await app.request('/api/infoExpView?id=INLOS901&lang=fr')).json();
    expect(place.data).toMatchObject({ informational: true, details: { practical: { entry: 'Gratuite' } } });

    const file = await example();
    file.experiences[0].prices.adult = '40';
    const again = checkExperienceFile(file);
    if (!again.ok) throw new Error('refused');
    await importExperiences(db, again.file);
    expect((await (await app.request('/api/experienceView?id=EXLOS901')).json()).data.price.amount).toBe('40.00');
  });

  it('loads nothing from a file with a problem, and says each one by its place', async () => {
    const file = await example();
    file.experiences[0].id = 'EXACC901';
    file.experiences[0].schedule.times = ['25:00'];
    file.experiences[0].name.fr = 'Kayak\u0000';
    delete file.experiences[1].practical;
    const checked = checkExperienceFile(file);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual(
      expect.arrayContaining([
        'experiences.0.name.fr: No control characters.',
        'experiences.0.schedule.times.0: Use HH:MM.',
        'experiences.1.practical: A place worth knowing says its opening hours, entry and tips.',
      ]),
    );
    expect(checkExperienceFile({ experiences: [] }).ok).toBe(false);
    expect(checkExperienceFile('not a catalogue').ok).toBe(false);
  });
});
