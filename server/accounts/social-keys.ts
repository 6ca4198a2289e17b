import { env } from '../env';

/** The spec's social sign-in paths: /login/google and /login/twitter (X). */
export const SOCIAL_PROVIDERS = ['google', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** A provider's OAuth client, or null when its keys are not configured. */
export function socialCredentials(provider: SocialProvider): { clientId: string; clientSecret: string } | null {
  const config = env();
  const [clientId, clientSecret] =
    provider === 'google' ? [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET] : [config.X_CLIENT_ID, config.X_CLIENT_SECRET];
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

/** Which providers have keys: the others' buttons say they are unavailable (also read by the pages). */
export const socialLoginAvailability = (): Record<SocialProvider, boolean> => ({
  google: !!socialCredentials('google'),
  twitter: !!socialCredentials('twitter'),
});
