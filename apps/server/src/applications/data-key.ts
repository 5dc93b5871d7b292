import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../env.js';

/** The key file generated once beside the embedded database when APPLICATION_DATA_KEY is not set. */
export const DATA_KEY_FILE = 'application-data.key';

/**
 * The key of the applications' sensitive fields: APPLICATION_DATA_KEY, or else the data directory's key
 * file, generated on first use (mode 0600) so that the first `pnpm dev` just works. Production with
 * DATABASE_URL never gets here without the variable (env.ts refuses to start).
 */
export function applicationDataKey(config: ServerConfig): Buffer {
  if (config.applicationDataKey) return config.applicationDataKey;
  const file = path.join(config.dataDir, DATA_KEY_FILE);
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  // `wx`: two processes starting at once do not overwrite each other's key; the loser reads the winner's.
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  }
}

/**
 * The secret of the no-JavaScript wizards' draft cookies (apps/web reads WIZARD_DRAFT_SECRET) when none is
 * configured: derived from the data key, so that every process of the server (cluster workers, a restart)
 * opens the drafts the others sealed, and one stored secret is enough to keep.
 */
export function derivedWizardDraftSecret(config: ServerConfig): string {
  return Buffer.from(hkdfSync('sha256', applicationDataKey(config), '', 'wizard-draft-cookie', 32)).toString(
    'base64',
  );
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM of one field (an ID number, a bank account): a fresh IV per value, stored as
 * `iv | tag | ciphertext`. GCM's tag makes a changed or swapped value fail to open instead of reading
 * as something else.
 */
export class FieldCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the application data key must be 32 bytes');
  }

  seal(plain: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  open(sealed: Buffer): string {
    const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(0, IV_BYTES));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  }
}
