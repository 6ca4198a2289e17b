import { env } from '../../env';
import { AmadeusActivities } from './amadeus-activities';
import type { ActivityProvider } from './types';

const holder = globalThis as typeof globalThis & { __activityProvider?: ActivityProvider | null };

/** The activities provider beside the own catalogue: Amadeus Tours and Activities with EXPERIENCES_AMADEUS, none otherwise. */
export function activityProvider(): ActivityProvider | null {
  if (holder.__activityProvider !== undefined) return holder.__activityProvider;
  const config = env();
  holder.__activityProvider = config.EXPERIENCES_AMADEUS
    ? new AmadeusActivities({ clientId: config.AMADEUS_CLIENT_ID!, clientSecret: config.AMADEUS_CLIENT_SECRET!, baseUrl: config.AMADEUS_BASE_URL })
    : null;
  return holder.__activityProvider;
}

/** Tests: a provider of their own (a recorded one), or back to the configured one with `undefined`. */
export function setActivityProviderForTests(provider: ActivityProvider | null | undefined) {
  holder.__activityProvider = provider;
}
