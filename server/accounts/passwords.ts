import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 8;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  // Without a stored hash (unknown email, social-only account) spend the same time anyway.
  if (!stored) {
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
