// `node --import` this file to load a package whose modules import their own stylesheets (as the built
// @storefront/ui does) in plain Node: each `.css` import becomes an empty module, which is what a bundler's
// server build does with it. scripts/check-package.mjs imports the packed package this way.
import { register } from 'node:module';

const hooks = `export async function load(url, context, nextLoad) {
  return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : nextLoad(url, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);
