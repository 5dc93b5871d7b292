import { describe, expect, it } from 'vitest';
import { assetsFromDevHtml, assetsFromManifest } from './documentAssets.server';

describe('assetsFromManifest', () => {
  it('links the entry, preloads its static imports and collects all their CSS once', () => {
    const assets = assetsFromManifest(
      {
        'src/entry.client.tsx': {
          file: 'entry.client-abc.js',
          css: ['entry-abc.css'],
          imports: ['_vendor-1.js', '_shared-2.js'],
        },
        '_vendor-1.js': { file: 'vendor-1.js', imports: ['_shared-2.js'] },
        '_shared-2.js': { file: 'shared-2.js', css: ['shared-2.css'], imports: ['_vendor-1.js'] },
      },
      'src/entry.client.tsx',
      '/assets/',
    );
    expect(assets).toEqual({
      stylesheets: ['/assets/entry-abc.css', '/assets/shared-2.css'],
      modulePreloads: ['/assets/vendor-1.js', '/assets/shared-2.js'],
      headScripts: [],
      bodyScripts: [{ src: '/assets/entry.client-abc.js', type: 'module' }],
    });
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
