import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../testing/test-app.js';
import { applicationDataKey, DATA_KEY_FILE, derivedWizardDraftSecret, FieldCipher } from './data-key.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('applicationDataKey', () => {
  it('generates a key file once in the data directory when APPLICATION_DATA_KEY is unset, then reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'data-key-'));
    dirs.push(dataDir);
    const config = { ...testConfig({ DATA_DIR: dataDir }), applicationDataKey: null };
    const first = applicationDataKey(config);
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, DATA_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('base64'));
    expect(applicationDataKey(config).equals(first)).toBe(true);
  });

  it('uses APPLICATION_DATA_KEY when set', () => {
    const key = Buffer.alloc(32, 3);
    expect(applicationDataKey(testConfig({ APPLICATION_DATA_KEY: key.toString('base64') })).equals(key)).toBe(
      true,
    );
  });
});

describe('FieldCipher', () => {
  const cipher = new FieldCipher(Buffer.alloc(32, 5));

  it('seals a value that only the key opens, differently each time', () => {
    const a = cipher.seal('11010519491231002X');
    const b = cipher.seal('11010519491231002X');
    expect(a.equals(b)).toBe(false);
    expect(a.includes(Buffer.from('11010519491231002X'))).toBe(false);
    expect(cipher.open(a)).toBe('11010519491231002X');
    expect(() => new FieldCipher(Buffer.alloc(32, 6)).open(a)).toThrow();
  });

  it('refuses a changed value instead of reading something else', () => {
    const sealed = cipher.seal('6222021234567890123');
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 1;
    expect(() => cipher.open(sealed)).toThrow();
  });
});

describe('derivedWizardDraftSecret', () => {
  it('is the same for every process with the same data key, and differs from the key and for another key', () => {
    const key = Buffer.alloc(32, 7);
    const config = testConfig({ APPLICATION_DATA_KEY: key.toString('base64') });
    const secret = derivedWizardDraftSecret(config);
    expect(derivedWizardDraftSecret(testConfig({ APPLICATION_DATA_KEY: key.toString('base64') }))).toBe(
      secret,
    );
    expect(secret).not.toBe(key.toString('base64'));
    expect(
      derivedWizardDraftSecret(testConfig({ APPLICATION_DATA_KEY: Buffer.alloc(32, 8).toString('base64') })),
    ).not.toBe(secret);
  });
});
