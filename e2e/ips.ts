/**
 * Each Playwright worker's own client addresses (its parallel index is the third number), so the
 * workers' sign-ups and bookings count against limits of their own. The embedded geoip table
 * places each in its country (checked in ssr/client-location.test.ts).
 */
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const IPS = {
  nigeria: `41.58.${worker}.1`,
  /** Another Nigerian network (MTN): its own sign-up and booking limits, for a journey that signs up. */
  nigeriaMobile: `102.89.${worker}.1`,
  /** A third Nigerian network (Airtel): the stays journey signs up from it. */
  nigeriaStays: `105.112.${worker}.1`,
  senegal: `41.82.${worker}.1`,
  ghana: `154.160.${worker}.1`,
  /** A fourth Nigerian network (Glo): the experiences journey signs up from it. */
  nigeriaExperiences: `197.210.${worker}.1`,
  /** A second address on the first Nigerian network: the Travel Hub's journeys sign up from it (sign-ups count per address, 10 an hour). */
  nigeriaHub: `41.58.${worker}.2`,
  /** Côte d'Ivoire: the French stays journey signs up from it. */
  ivoryCoast: `160.154.${worker}.1`,
};

export const fromIp = (ip: string) => ({ extraHTTPHeaders: { 'X-Forwarded-For': ip } });
