import { eq } from 'drizzle-orm';
import { seededGenerator } from '../../lib/seeded-random';
import type { Database } from '../../db/client';
import { seedRuns } from '../../db/schema';
import type { Localised } from '../../lib/localised';
import { seedReviews } from '../../reviews/reviews';
import { STAY_CITIES, type StayCity } from '../../reference/destination-cities';
import { experiences, type ExperienceCategory } from '../schema';
import { generateExperienceReviews } from './reviews';

/*
 * The seeded experiences: invented (names, operators, prices), plausible (where, how long, when),
 * the same on every machine, written once per database (seed_runs `experiences`) and never over an
 * operator's rows.
 */

export const EXPERIENCES_VERSION = 'experiences-catalogue-1';

const L = (en: string, fr: string): Localised => ({ en, fr });
type Words = (city: Localised, district: string) => Localised;

interface Template {
  category: ExperienceCategory;
  name: Words;
  short: Words;
  highlights: Localised[];
  included: Localised[];
  notIncluded: Localised[];
  minutes: number;
  times: string[];
  /** A participant's price in dollars at a tier-1 city. */
  dollars: number;
  /** Where it needs a coast. */
  coastal?: boolean;
}

const COASTAL = new Set(['LOS', 'CBQ', 'PHC', 'ACC', 'DKR', 'ABJ', 'LFW', 'COO', 'DLA', 'LBV', 'DXB', 'IST']);

const TEMPLATES: Template[] = [
  {
    category: 'TOURS',
    name: (c) => L(`${c.en} highlights walking tour`, `Visite à pied des incontournables de ${c.fr}`),
    short: (c, d) =>
      L(
        `Three hours on foot through ${c.en}'s old quarters and ${d}, with a local guide.`,
        `Trois heures à pied dans les vieux quartiers de ${c.fr} et ${d}, avec un guide local.`,
      ),
    highlights: [
      L('Markets and monuments with a guide who grew up here', 'Marchés et monuments avec un guide qui a grandi ici'),
      L('Small group: twelve people at most', 'Petit groupe : douze personnes au plus'),
    ],
    included: [L('Local guide', 'Guide local'), L('Bottled water', 'Eau en bouteille')],
    notIncluded: [L('Food and drinks', 'Repas et boissons'), L('Tips', 'Pourboires')],
    minutes: 180,
    times: ['09:00', '15:00'],
    dollars: 28,
  },
  {
    category: 'TOURS',
    name: (c) => L(`${c.en} street food tour`, `Tour de la cuisine de rue de ${c.fr}`),
    short: (c, d) =>
      L(`Taste eight local dishes at family stalls around ${d}, ${c.en}.`, `Goûtez huit plats locaux chez des familles autour de ${d}, ${c.fr}.`),
    highlights: [
      L('Eight tastings, vegetarian choices on request', 'Huit dégustations, choix végétariens sur demande'),
      L('Stories of each dish from the people who cook it', 'L’histoire de chaque plat par ceux qui le cuisinent'),
    ],
    included: [L('All tastings', 'Toutes les dégustations'), L('Soft drinks', 'Boissons non alcoolisées'), L('Local guide', 'Guide local')],
    notIncluded: [L('Hotel pick-up', 'Prise en charge à l’hôtel')],
    minutes: 210,
    times: ['17:00'],
    dollars: 42,
  },
  {
    category: 'TOURS',
    name: (c) => L(`${c.en} by night: city lights tour`, `${c.fr} la nuit : tour des lumières de la ville`),
    short: (c) =>
      L(
        `An evening drive through ${c.en} with stops at its viewpoints and busiest squares.`,
        `Une soirée en voiture dans ${c.fr}, avec des arrêts aux belvédères et aux places animées.`,
      ),
    highlights: [L('Air-conditioned minibus', 'Minibus climatisé'), L('Four photo stops', 'Quatre arrêts photo')],
    included: [L('Hotel pick-up and drop-off', 'Prise en charge et retour à l’hôtel'), L('Guide and driver', 'Guide et chauffeur')],
    notIncluded: [L('Dinner', 'Dîner')],
    minutes: 240,
    times: ['19:00'],
    dollars: 55,
  },
  {
    category: 'RELAXATION',
    name: (c, d) => L(`Afternoon spa in ${d}`, `Après-midi spa à ${d}`),
    short: (c, d) => L(`Two hours of massage, steam and tea in a quiet spa in ${d}.`, `Deux heures de massage, hammam et thé dans un spa calme à ${d}.`),
    highlights: [L('60-minute massage of your choice', 'Massage de 60 minutes au choix'), L('Steam room and rest area', 'Hammam et salle de repos')],
    included: [L('Massage', 'Massage'), L('Towels and slippers', 'Serviettes et chaussons'), L('Herbal tea', 'Tisane')],
    notIncluded: [L('Transport', 'Transport')],
    minutes: 120,
    times: ['11:00', '14:00', '16:30'],
    dollars: 65,
  },
  {
    category: 'RELAXATION',
    name: (c) => L(`Sunset cruise off ${c.en}`, `Croisière au coucher du soleil au large de ${c.fr}`),
    short: () =>
      L('Two hours on the water as the sun goes down, with music and drinks.', 'Deux heures sur l’eau au coucher du soleil, avec musique et boissons.'),
    highlights: [L('Open deck with shade', 'Pont ouvert avec de l’ombre'), L('Life jackets for every size', 'Gilets de sauvetage pour toutes les tailles')],
    included: [L('Two drinks', 'Deux boissons'), L('Snacks', 'En-cas')],
    notIncluded: [L('Hotel transfer', 'Transfert depuis l’hôtel')],
    minutes: 120,
    times: ['17:30'],
    dollars: 48,
    coastal: true,
  },
  {
    category: 'RELAXATION',
    name: (c) => L(`Yoga morning by the water in ${c.en}`, `Matinée yoga au bord de l’eau à ${c.fr}`),
    short: () => L('A gentle yoga class for every level, then fresh fruit and juice.', 'Un cours de yoga doux pour tous niveaux, puis fruits frais et jus.'),
    highlights: [L('Teacher certified for beginners', 'Professeur formé pour les débutants'), L('Mats provided', 'Tapis fournis')],
    included: [L('Class', 'Cours'), L('Fruit and juice', 'Fruits et jus')],
    notIncluded: [L('Transport', 'Transport')],
    minutes: 90,
    times: ['07:00'],
    dollars: 20,
  },
  {
    category: 'OUTDOOR_SPORT',
    name: (c) => L(`Kayaking on the water near ${c.en}`, `Kayak près de ${c.fr}`),
    short: () => L('Paddle calm water with an instructor: no experience needed.', 'Pagayez en eau calme avec un moniteur : aucune expérience nécessaire.'),
    highlights: [
      L('Safety briefing and life jackets', 'Consignes de sécurité et gilets de sauvetage'),
      L('Double kayaks for families', 'Kayaks doubles pour les familles'),
    ],
    included: [L('Kayak and paddle', 'Kayak et pagaie'), L('Instructor', 'Moniteur'), L('Dry bag', 'Sac étanche')],
    notIncluded: [L('Change of clothes', 'Vêtements de rechange')],
    minutes: 150,
    times: ['08:00', '15:30'],
    dollars: 38,
    coastal: true,
  },
  {
    category: 'OUTDOOR_SPORT',
    name: (c) => L(`Cycling tour of ${c.en}`, `Balade à vélo dans ${c.fr}`),
    short: (c, d) =>
      L(`Ride the quiet streets of ${d} and the green edges of ${c.en}.`, `Roulez dans les rues calmes de ${d} et la verdure autour de ${c.fr}.`),
    highlights: [L('Helmets for adults and children', 'Casques pour adultes et enfants'), L('Easy pace, regular stops', 'Rythme tranquille, arrêts réguliers')],
    included: [L('Bicycle and helmet', 'Vélo et casque'), L('Guide', 'Guide'), L('Water', 'Eau')],
    notIncluded: [L('Lunch', 'Déjeuner')],
    minutes: 180,
    times: ['07:30', '16:00'],
    dollars: 32,
  },
  {
    category: 'OUTDOOR_SPORT',
    name: (c) => L(`Day hike from ${c.en}`, `Randonnée d’une journée depuis ${c.fr}`),
    short: () =>
      L('A guided walk through hills and villages, with lunch in the shade.', 'Une marche guidée entre collines et villages, avec déjeuner à l’ombre.'),
    highlights: [L('About 10 km at an easy pace', 'Environ 10 km à un rythme facile'), L('Village visit', 'Visite de village')],
    included: [L('Transport from the meeting point', 'Transport depuis le point de rendez-vous'), L('Lunch', 'Déjeuner'), L('Guide', 'Guide')],
    notIncluded: [L('Walking shoes', 'Chaussures de marche')],
    minutes: 420,
    times: ['07:00'],
    dollars: 60,
  },
  {
    category: 'ATTRACTION',
    name: (c) => L(`${c.en} art gallery: guided visit`, `Galerie d’art de ${c.fr} : visite guidée`),
    short: (c) =>
      L(
        `An hour among painters and sculptors of ${c.en}, with one of the curators.`,
        `Une heure parmi les peintres et sculpteurs de ${c.fr}, avec un conservateur.`,
      ),
    highlights: [L('Meet an artist in the studio', 'Rencontre avec un artiste à l’atelier'), L('Skip the ticket line', 'Sans file d’attente')],
    included: [L('Entry ticket', 'Billet d’entrée'), L('Guide', 'Guide')],
    notIncluded: [L('Works for sale', 'Œuvres à vendre')],
    minutes: 75,
    times: ['10:00', '13:00', '15:00'],
    dollars: 18,
  },
  {
    category: 'ATTRACTION',
    name: (c) => L(`${c.en} aquarium and wildlife park`, `Aquarium et parc animalier de ${c.fr}`),
    short: () =>
      L(
        'Fish, turtles and birds of the region, with feeding times for children.',
        'Poissons, tortues et oiseaux de la région, avec les repas des animaux pour les enfants.',
      ),
    highlights: [
      L('Feeding sessions twice a day', 'Repas des animaux deux fois par jour'),
      L('Shaded paths, buggy friendly', 'Allées ombragées, accessibles aux poussettes'),
    ],
    included: [L('Entry ticket', 'Billet d’entrée')],
    notIncluded: [L('Food and drinks', 'Repas et boissons')],
    minutes: 180,
    times: ['09:30', '12:00', '14:30'],
    dollars: 15,
  },
];

const INFO: Array<{ name: Words; short: Words; hours: Localised; entry: Localised; tips: Localised; coastal?: boolean }> = [
  {
    name: (c, d) => L(`${d} market`, `Marché de ${d}`),
    short: (c, d) => L(`The busiest market of ${d}: fabrics, spices and street food.`, `Le marché le plus animé de ${d} : tissus, épices et cuisine de rue.`),
    hours: L('Every day from 7:00 to 19:00; quieter on Sunday mornings', 'Tous les jours de 7 h à 19 h ; plus calme le dimanche matin'),
    entry: L('Free', 'Gratuit'),
    tips: L('Bring small notes and agree prices before you buy.', 'Prévoyez des petites coupures et convenez du prix avant d’acheter.'),
  },
  {
    name: (c) => L(`${c.en} city museum`, `Musée de la ville de ${c.fr}`),
    short: (c) => L(`History and art of ${c.en} in a small museum, free to enter.`, `L’histoire et l’art de ${c.fr} dans un petit musée, en entrée libre.`),
    hours: L('Tuesday to Sunday, 9:00 to 17:00', 'Du mardi au dimanche, de 9 h à 17 h'),
    entry: L('Free; donations welcome', 'Gratuit ; dons bienvenus'),
    tips: L('Photographs without flash are allowed in most rooms.', 'Les photos sans flash sont permises dans la plupart des salles.'),
  },
  {
    name: (c) => L(`${c.en} public beach`, `Plage publique de ${c.fr}`),
    short: () =>
      L(
        'A long public beach with food stands; swim only where lifeguards are posted.',
        'Une longue plage publique avec des stands ; ne nagez que près des maîtres-nageurs.',
      ),
    hours: L('Open every day; lifeguards from 9:00 to 18:00', 'Ouverte tous les jours ; maîtres-nageurs de 9 h à 18 h'),
    entry: L('Free; chairs and umbrellas for rent', 'Gratuit ; chaises et parasols à louer'),
    tips: L('Currents can be strong: ask the lifeguards where to swim.', 'Les courants peuvent être forts : demandez aux maîtres-nageurs où nager.'),
    coastal: true,
  },
];

const TIER_FACTOR = { 1: 1, 2: 0.8, 3: 2.2 } as const;
const LANGUAGES: Record<string, string[]> = { fr: ['fr', 'en'], en: ['en'] };
const FRENCH_SPEAKING = new Set(['SN', 'CI', 'TG', 'BJ', 'CM', 'GA', 'FR']);

/** The seeded experiences and places, the same on every machine. */
export function generateExperiences(): Array<typeof experiences.$inferInsert> {
  const rows: Array<typeof experiences.$inferInsert> = [];
  STAY_CITIES.forEach((city: StayCity, cityIndex) => {
    const next = seededGenerator(15_485_863 * (cityIndex + 1));
    const coastal = COASTAL.has(city.code);
    const templates = TEMPLATES.filter((template) => !template.coastal || coastal);
    // Seven of the templates, in an order of the city's own.
    const chosen = templates
      .map((template) => ({ template, order: next() }))
      .sort((a, b) => a.order - b.order)
      .slice(0, 7)
      .map((entry) => entry.template);
    // Every category in every city.
    for (const category of ['TOURS', 'RELAXATION', 'OUTDOOR_SPORT', 'ATTRACTION'] as const) {
      if (!chosen.some((template) => template.category === category)) chosen[chosen.length - 1] = templates.find((template) => template.category === category)!;
    }
    const point = (spread: number) => {
      const angle = next() * 2 * Math.PI;
      const km = 0.3 + next() * spread;
      return {
        latitude: Math.round((city.latitude + (Math.sin(angle) * km) / 111) * 1e5) / 1e5,
        longitude: Math.round((city.longitude + (Math.cos(angle) * km) / (111 * Math.cos((city.latitude * Math.PI) / 180))) * 1e5) / 1e5,
      };
    };
    const languages = LANGUAGES[FRENCH_SPEAKING.has(city.country) ? 'fr' : 'en']!;
    chosen.forEach((template, index) => {
      const district = city.districts[index % city.districts.length]!;
      const adult = Math.round(template.dollars * TIER_FACTOR[city.tier] * (0.85 + next() * 0.3)) * 100;
      const days = next() < 0.7 ? [0, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6];
      rows.push({
        id: `EX${city.code}${String(index + 1).padStart(3, '0')}`,
        category: template.category,
        cityCode: city.code,
        countryCode: city.country,
        name: template.name(city.name, district),
        shortDescription: template.short(city.name, district),
        description: L(
          `${template.short(city.name, district).en} Run by a small local operator we work with; confirmed at once, with a mobile ticket.`,
          `${template.short(city.name, district).fr} Organisé par un petit opérateur local avec qui nous travaillons ; confirmé tout de suite, avec un billet sur mobile.`,
        ),
        highlights: template.highlights,
        included: template.included,
        notIncluded: template.notIncluded,
        durationMinutes: template.minutes,
        meetingPoint: L(`Main entrance, ${district}, ${city.name.en}`, `Entrée principale, ${district}, ${city.name.fr}`),
        ...point(6),
        languages,
        accessibility:
          next() < 0.5
            ? L('Step-free access; tell us about any need when you book.', 'Accès de plain-pied ; signalez tout besoin en réservant.')
            : L(
                'Some steps and uneven ground: ask us before booking a wheelchair place.',
                'Quelques marches et sols irréguliers : demandez-nous avant de réserver une place en fauteuil.',
              ),
        freeCancellationHours: 24,
        schedule: { days, times: template.times },
        capacity: 8 + Math.floor(next() * 5) * 4,
        prices: { adult, child: Math.round((adult * 0.6) / 100) * 100, infant: 0 },
        timeZone: city.timeZone,
        photos: 3 + Math.floor(next() * 3),
        informational: false,
        practical: null,
      });
    });
    INFO.filter((place) => !place.coastal || coastal)
      .slice(0, 2)
      .forEach((place, index) => {
        const district = city.districts[(index + 2) % city.districts.length]!;
        rows.push({
          id: `IN${city.code}${String(index + 1).padStart(3, '0')}`,
          category: 'ATTRACTION',
          cityCode: city.code,
          countryCode: city.country,
          name: place.name(city.name, district),
          shortDescription: place.short(city.name, district),
          description: place.short(city.name, district),
          highlights: [],
          included: [],
          notIncluded: [],
          durationMinutes: 120,
          meetingPoint: L(`${district}, ${city.name.en}`, `${district}, ${city.name.fr}`),
          ...point(5),
          languages: [],
          accessibility: L('Open ground; paths may be busy.', 'Espace ouvert ; les allées peuvent être encombrées.'),
          freeCancellationHours: 0,
          schedule: { days: [], times: [] },
          capacity: 0,
          prices: { adult: 0, child: 0, infant: 0 },
          timeZone: city.timeZone,
          photos: 3,
          informational: true,
          practical: { openingHours: place.hours, entry: place.entry, tips: place.tips },
        });
      });
  });
  return rows;
}

const seeded = new WeakMap<object, Promise<void>>();

/** The catalogue in this database, written once (existing rows, an operator's, left as they are). */
export function ensureExperiences(db: Database): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = (async () => {
      const [run] = await db.select().from(seedRuns).where(eq(seedRuns.dataset, 'experiences'));
      if (run?.version === EXPERIENCES_VERSION) return;
      const rows = generateExperiences();
      await db.transaction(async (tx) => {
        await tx.insert(experiences).values(rows).onConflictDoNothing();
        await seedReviews(tx, generateExperienceReviews(rows.filter((row) => !row.informational)));
        await tx
          .insert(seedRuns)
          .values({ dataset: 'experiences', version: EXPERIENCES_VERSION, rows: rows.length })
          .onConflictDoUpdate({ target: seedRuns.dataset, set: { version: EXPERIENCES_VERSION, rows: rows.length, seededAt: new Date() } });
      });
    })();
    seeded.set(db, done);
    done.catch(() => seeded.delete(db));
  }
  return done;
}
