import { describe, expect, it } from 'vitest';
import { assetsFromDevHtml, assetsFromManifest } from './documentAssets.server';

describe('assetsFromManifest', () => {
  const manifest = {
    'src/entry.client.tsx': {
      file: 'entry.client-abc.js',
      css: ['entry-abc.css'],
      imports: ['_vendor-1.js', '_shared-2.js'],
    },
    '_vendor-1.js': { file: 'vendor-1.js', imports: ['_shared-2.js'] },
    '_shared-2.js': { file: 'shared-2.js', css: ['shared-2.css'], imports: ['_vendor-1.js'] },
    'src/routes/detail.tsx': {
      file: 'detail-3.js',
      css: ['detail-3.css'],
      imports: ['src/entry.client.tsx', '_shared-2.js', '_tabs-4.js'],
    },
    '_tabs-4.js': { file: 'tabs-4.js', css: ['tabs-4.css'] },
    'src/routes/other.tsx': { file: 'other-5.js', css: ['other-5.css'], imports: ['src/entry.client.tsx'] },
  };
  const assetsOfPage = assetsFromManifest(manifest, 'src/entry.client.tsx', '/assets/');

  it('links the entry, preloads its static imports and collects all their CSS once, imports first', () => {
    expect(assetsOfPage([])).toEqual({
      stylesheets: ['/assets/shared-2.css', '/assets/entry-abc.css'],
      modulePreloads: ['/assets/shared-2.js', '/assets/vendor-1.js'],
      headScripts: [],
      bodyScripts: [{ src: '/assets/entry.client-abc.js', type: 'module' }],
    });
  });

  it('adds the CSS and chunks of the page’s lazy route modules, and nothing of other routes', () => {
    const assets = assetsOfPage(['src/routes/detail.tsx']);
    expect(assets.stylesheets).toEqual([
      '/assets/shared-2.css',
      '/assets/entry-abc.css',
      '/assets/tabs-4.css',
      '/assets/detail-3.css',
    ]);
    expect(assets.modulePreloads).toEqual([
      '/assets/shared-2.js',
      '/assets/vendor-1.js',
      '/assets/tabs-4.js',
      '/assets/detail-3.js',
    ]);
    expect(assets.bodyScripts).toEqual([{ src: '/assets/entry.client-abc.js', type: 'module' }]);
  });

  it('links the one stylesheet of a build without CSS code splitting on every page', () => {
    const assetsOf = assetsFromManifest(
      {
        'src/entry.client.tsx': { file: 'entry.client-abc.js', imports: ['_shared-2.js'] },
        '_shared-2.js': { file: 'shared-2.js' },
        'src/routes/detail.tsx': { file: 'detail-3.js', imports: ['src/entry.client.tsx'] },
        'style.css': { file: 'style-6.css' },
      },
      'src/entry.client.tsx',
      '/assets/',
    );
    expect(assetsOf([]).stylesheets).toEqual(['/assets/style-6.css']);
    expect(assetsOf(['src/routes/detail.tsx']).stylesheets).toEqual(['/assets/style-6.css']);
  });

  it('preloads the app the entry imports after the first paint, with its imports, before the route', () => {
    const assetsOf = assetsFromManifest(
      {
        'src/entry.client.ts': { file: 'entry.client-abc.js', dynamicImports: ['src/hydrate.tsx'] },
        'src/hydrate.tsx': { file: 'hydrate-1.js', imports: ['src/entry.client.ts', '_framework-2.js'] },
        '_framework-2.js': { file: 'framework-2.js' },
        'src/routes/detail.tsx': { file: 'detail-3.js', imports: ['_framework-2.js'] },
      },
      'src/entry.client.ts',
      '/assets/',
    );
    expect(assetsOf(['src/routes/detail.tsx']).modulePreloads).toEqual([
      '/assets/framework-2.js',
      '/assets/hydrate-1.js',
      '/assets/detail-3.js',
    ]);
    expect(assetsOf([]).bodyScripts).toEqual([{ src: '/assets/entry.client-abc.js', type: 'module' }]);
  });

  it('fails loudly for a route module the build does not have', () => {
    expect(() => assetsOfPage(['src/routes/missing.tsx'])).toThrow(/no chunk for src\/routes\/missing.tsx/);
  });

  it('fails loudly without a client build', () => {
    expect(() => assetsFromManifest({}, 'src/entry.client.tsx', '/assets/')).toThrow(/run the web build/);
  });
});

describe('assetsFromDevHtml', () => {
  it('keeps Vite’s injected scripts in the head and the entry in the body', () => {
    const html = `<!doctype html><html><head><script type="module">import { injectIntoGlobalHook } from "/@react-refresh";</script>
<script type="module" src="/@vite/client"></script></head><body><script type="module" src="/src/entry.client.tsx"></script></body></html>`;
    const assets = assetsFromDevHtml(html, '/src/entry.client.tsx', ['/src/app/global.css?direct']);
    expect(assets.headScripts).toEqual([
      { content: 'import { injectIntoGlobalHook } from "/@react-refresh";', type: 'module' },
      { src: '/@vite/client', type: 'module' },
    ]);
    expect(assets.bodyScripts).toEqual([{ src: '/src/entry.client.tsx', type: 'module' }]);
    expect(assets.stylesheets).toEqual(['/src/app/global.css?direct']);
    expect(assets.transientStylesheets).toBe(true);
  });
});
