import { describe, expect, it } from 'vitest';
import { shortScopedName } from './shortClassNames';

const headerCss = '.SiteHeader { display: flex } .Inner { gap: 1rem } .TopBar .Inner { margin: .5rem }';
const headerFile = 'packages/ui/src/SiteHeader/SiteHeader.module.css';

describe('shortScopedName', () => {
  it("names a file's classes by the file and their order in it, the same from every checkout", () => {
    const here = shortScopedName('/work/site');
    const elsewhere = shortScopedName('/tmp/clone');
    const names = ['SiteHeader', 'Inner', 'TopBar'].map((name) =>
      here(name, `/work/site/${headerFile}`, headerCss),
    );
    expect(names).toEqual([
      expect.stringMatching(/^_[A-Za-z0-9_-]{5}0$/),
      `${names[0]?.slice(0, 6)}1`,
      `${names[0]?.slice(0, 6)}2`,
    ]);
    // Asked in another order, from another checkout, with the query Vite may add: the same names.
    expect(elsewhere('TopBar', `/tmp/clone/${headerFile}?used`, headerCss)).toBe(names[2]);
    expect(elsewhere('SiteHeader', `/tmp/clone/${headerFile}`, headerCss)).toBe(names[0]);
  });

  it('gives the classes of another file another prefix', () => {
    const scoped = shortScopedName('/work/site');
    const header = scoped('Inner', `/work/site/${headerFile}`, headerCss);
    const footer = scoped(
      'Inner',
      '/work/site/packages/ui/src/SiteFooter/SiteFooter.module.css',
      '.Inner {}',
    );
    expect(footer.slice(0, 6)).not.toBe(header.slice(0, 6));
  });

  it('names a class its text does not show by a hash of its own', () => {
    const scoped = shortScopedName('/work/site');
    const name = scoped('Odd', `/work/site/${headerFile}`, headerCss);
    expect(name).toMatch(/^_[A-Za-z0-9_-]{5}_[A-Za-z0-9_-]{4}$/);
    expect(scoped('Odd', `/work/site/${headerFile}`, headerCss)).toBe(name);
  });

  it('fails the build when two files would share a prefix', () => {
    // One character of file hash: 64 prefixes at most, so 100 files must collide.
    const scoped = shortScopedName('/work/site', 1);
    expect(() => {
      for (let i = 0; i < 100; i += 1) scoped('Root', `/work/site/${i}.module.css`, '.Root {}');
    }).toThrow(/hash to the same class prefix/);
  });
});
