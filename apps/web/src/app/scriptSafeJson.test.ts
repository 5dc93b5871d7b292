import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './scriptSafeJson';

describe('scriptSafeJson', () => {
  it('cannot close the inline script or break it, and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', text: 'a & b \u2028 c' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
