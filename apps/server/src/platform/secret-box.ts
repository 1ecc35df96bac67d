import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Credentials kept at rest encrypted (mailbox passwords and OAuth tokens, docs/email.md): AES-256-GCM
 * under the server's key, `v1.` + base64url(iv | tag | ciphertext). A stolen database dump without
 * the key reads nothing; a changed key makes the sealed values unreadable (the mailboxes then ask to
 * be reconnected).
 */
export type SecretBox = {
  seal(plain: string): string;
  open(sealed: string): string;
};

const VERSION = 'v1.';

export function createSecretBox(loadKey: () => Buffer): SecretBox {
  let key: Buffer | null = null;
  const keyNow = () => {
    key ??= loadKey();
    return key;
  };
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyNow(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) throw new Error('not a sealed secret');
      const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', keyNow(), bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key: PARLEY_SECRET_KEY (any text, hashed to 32 bytes) when set, else `secret.key` in the data
 * directory, created (random, mode 0600) the first time a secret is sealed. Read lazily, so a server
 * that keeps no secret never writes the file.
 */
export function secretKeyLoader(options: { secretKey: string | undefined; dataDir: string }): () => Buffer {
  return () => {
    if (options.secretKey) return createHash('sha256').update(options.secretKey).digest();
    const file = path.join(options.dataDir, 'secret.key');
    if (!existsSync(file)) {
      mkdirSync(options.dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    }
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  };
}
