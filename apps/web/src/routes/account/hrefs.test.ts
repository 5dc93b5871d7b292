import { describe, expect, it } from 'vitest';
import { accountHrefs } from './hrefs';

describe('accountHrefs', () => {
  it('keeps a same-site redirect on every account link', () => {
    expect(accountHrefs('en', '/en/product-detail?catalogNumber=IL6-H4218')).toEqual({
      login: '/en/login?redirect=%2Fen%2Fproduct-detail%3FcatalogNumber%3DIL6-H4218',
      phoneLogin: '/en/phone-login?redirect=%2Fen%2Fproduct-detail%3FcatalogNumber%3DIL6-H4218',
      register: '/en/registered?redirect=%2Fen%2Fproduct-detail%3FcatalogNumber%3DIL6-H4218',
      reset: '/en/reset?redirect=%2Fen%2Fproduct-detail%3FcatalogNumber%3DIL6-H4218',
    });
  });

  it('drops a redirect that leaves the site, and has none without one', () => {
    expect(accountHrefs('cn', '//evil.example/')).toEqual({
      login: '/login',
      phoneLogin: '/phone-login',
      register: '/registered',
      reset: '/reset',
    });
    expect(accountHrefs('cn', null).register).toBe('/registered');
  });
});
