import { describe, expect, it } from 'vitest';
import { addressKey, delaySeconds } from './throttle.js';

describe('the login throttle’s keys and delays', () => {
  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:2'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:203.0.113.7')).toBe(addressKey('203.0.113.7'));
    expect(addressKey('203.0.113.7')).not.toBe(addressKey('203.0.113.8'));
  });

  it('waits nothing for the first failures, then doubles up to a minute', () => {
    expect([0, 4, 5, 6, 7, 10, 11, 40].map(delaySeconds)).toEqual([0, 0, 1, 2, 4, 32, 60, 60]);
  });
});
