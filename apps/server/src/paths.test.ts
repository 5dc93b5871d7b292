import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_PATH } from './contract/spec.js';
import { MIGRATIONS_DIR } from './db/client.js';
import { SERVER_ROOT } from './paths.js';

describe('files read at run time', () => {
  it('are found from the server package', () => {
    expect(existsSync(`${SERVER_ROOT}/package.json`)).toBe(true);
    expect(existsSync(`${MIGRATIONS_DIR}/meta/_journal.json`)).toBe(true);
    expect(existsSync(CONTRACT_PATH)).toBe(true);
  });
});
