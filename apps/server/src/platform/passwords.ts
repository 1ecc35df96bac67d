import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (memory 19 MiB, 2 passes): OWASP's minimum recommendation.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the address is unknown keeps the answer time the same either way.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('parley-no-such-user');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
