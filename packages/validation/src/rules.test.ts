import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isEmail, isMainlandMobile, isValidPassword, mainlandMobilePattern } from './rules';

/** SPEC §5, written out as the second and third digits each allowed prefix admits. */
const allowedThirdDigits: Record<string, string> = {
  '13': '0123456789',
  '14': '01456789',
  '15': '012356789',
  '16': '2567',
  '17': '012345678',
  '18': '0123456789',
  '19': '012356789',
};

describe('isMainlandMobile', () => {
  it('accepts exactly the prefixes of SPEC §5', () => {
    for (let prefix = 100; prefix <= 199; prefix += 1) {
      const head = String(prefix);
      const expected = allowedThirdDigits[head.slice(0, 2)]?.includes(head[2] ?? '') ?? false;
      expect(isMainlandMobile(`${head}12345678`), head).toBe(expected);
    }
  });

  it('wants 11 digits and nothing else', () => {
    expect(isMainlandMobile('1381234567')).toBe(false);
    expect(isMainlandMobile('138123456789')).toBe(false);
    expect(isMainlandMobile('138-1234-5678')).toBe(false);
    expect(isMainlandMobile(' 13812345678 ')).toBe(true);
  });

  it('is the pattern the contract declares', () => {
    const contract = readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8');
    const declared = /MainlandMobile:[\s\S]*?pattern: '([^']+)'/.exec(contract)?.[1];
    expect(declared).toBe(mainlandMobilePattern.source);
  });
});

describe('isEmail', () => {
  it.each(['a@b.cn', 'first.last+tag@lab.example.com', 'x_y@sub-domain.org'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.cn', 'a@.cn', 'a b@c.cn'])('refuses %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('isValidPassword', () => {
  it('wants six characters mixing letters and digits', () => {
    expect(isValidPassword('abc123')).toBe(true);
    expect(isValidPassword('ab12')).toBe(false);
    expect(isValidPassword('abcdefg')).toBe(false);
    expect(isValidPassword('1234567')).toBe(false);
  });
});
