import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { type DocumentProps, renderDocument } from './Document.server';
import { sameOriginConfig } from './siteConfig';

const props: Omit<DocumentProps, 'children'> = {
  lang: 'en',
  title: 'Title',
  meta: { title: 'Title', description: 'Description' },
  assets: { stylesheets: ['/assets/app.css'], modulePreloads: [], headScripts: [], bodyScripts: [] },
  siteConfig: sameOriginConfig,
  hydrationJson: '{"loaderData":{}}',
};

describe('renderDocument', () => {
  it('renders the app whole inside #root, between the head and the data blocks', () => {
    const html = renderDocument({ ...props, children: <main>Hello</main> });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head>.*<title>Title<\/title>.*<\/head>/);
    expect(html).toContain('<body><div id="root"><main>Hello</main></div><script type="application/json"');
    expect(html).toMatch(/<\/body><\/html>$/);
  });

  it('refuses a page with a part that suspended instead of sending its fallback', () => {
    const Pending = lazy(() => new Promise<never>(() => {}));
    const children = (
      <Suspense fallback={<p>Loading</p>}>
        <Pending />
      </Suspense>
    );
    expect(() => renderDocument({ ...props, children })).toThrow(/suspended on the server/);
  });
});
