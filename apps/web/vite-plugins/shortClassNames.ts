import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Base64url characters of a file's hash: 30 bits, so that a few hundred files practically never collide. */
const FILE_HASH_LENGTH = 5;

/** Class names in a stylesheet's text, in order of first appearance (comments and all: only the order matters). */
function classNamesIn(css: string): string[] {
  return [...new Set(Array.from(css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] ?? ''))];
}

const hash = (text: string, length: number) =>
  createHash('sha256').update(text).digest('base64url').slice(0, length);

/**
 * `generateScopedName` for CSS Modules: `_`, a hash of the class's file (its path from `root`, so that the
 * name does not depend on where the project is checked out) and the class's place among the file's classes
 * in base 36: `_tl53b0`, `_tl53b1`… The names of one file share their start, which compression takes
 * away (random names per class saved nothing once compressed). Both inputs come from the file itself, so
 * the client and the server build name every class alike. Two files whose hashes meet fail the build
 * rather than share their styles.
 */
export function shortScopedName(root: string, fileHashLength = FILE_HASH_LENGTH) {
  const fileOfPrefix = new Map<string, string>();
  const classesOfFile = new Map<string, { css: string; names: string[] }>();
  return (name: string, filename: string, css: string): string => {
    const file = relative(root, filename.split('?', 1)[0] ?? filename)
      .split(sep)
      .join('/');
    const prefix = `_${hash(file, fileHashLength)}`;
    const owner = fileOfPrefix.get(prefix);
    if (owner !== undefined && owner !== file) {
      throw new Error(`CSS Modules: ${file} and ${owner} hash to the same class prefix ${prefix}`);
    }
    fileOfPrefix.set(prefix, file);
    let classes = classesOfFile.get(file);
    if (classes?.css !== css) {
      classes = { css, names: classNamesIn(css) };
      classesOfFile.set(file, classes);
    }
    const place = classes.names.indexOf(name);
    // Not found in the text (an escaped selector): a name from the class's own hash, as stable.
    return place === -1 ? `${prefix}_${hash(name, 4)}` : `${prefix}${place.toString(36)}`;
  };
}

/**
 * Production builds name CSS Modules classes as `shortScopedName` does instead of Vite's
 * `_SiteHeader_16zw9_1`: on the landed build, the one stylesheet (which blocks the first paint) 20.7 →
 * 17.6 KB gzip, a product page's HTML 16.9 → 15.7 KB. Development and Storybook keep the readable names.
 */
export function shortClassNames(root: string): Plugin {
  return {
    name: 'storefront:short-class-names',
    apply: 'build',
    config: () => ({ css: { modules: { generateScopedName: shortScopedName(root) } } }),
  };
}
