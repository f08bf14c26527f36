import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane. */
export const hashPasswordOptions = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, so written out here)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashPasswordOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
