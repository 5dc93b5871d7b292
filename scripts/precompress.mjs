#!/usr/bin/env node
// Writes `<file>.br` and `<file>.gz` beside every compressible file of a build folder (default:
// apps/web's dist/client), at the highest levels: the files are hashed and never change, so the cost
// is paid once at build instead of on every request. The server serves them as they are
// (@fastify/static `preCompressed`). A variant that would not be smaller is not written.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|map|webmanifest)$/;
// Below one packet the encoding saves nothing worth a second file (the server's on-the-fly threshold).
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite/ holds the build manifest, which is read from disk, never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

async function precompress(file) {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return 0;
  const variants = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }).then((bytes) => ['.br', bytes]),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }).then((bytes) => ['.gz', bytes]),
  ]);
  let written = 0;
  for (const [suffix, bytes] of variants) {
    if (bytes.length >= source.length) continue;
    await writeFile(file + suffix, bytes);
    written++;
  }
  return written;
}

const root = path.resolve(process.argv[2] ?? 'dist/client');
if (!(await stat(root).catch(() => null))?.isDirectory()) {
  console.error(`precompress: ${root} is not a folder`);
  process.exit(1);
}
let count = 0;
for await (const file of files(root)) count += await precompress(file);
console.log(`precompress: ${count} .br/.gz files written under ${path.relative(process.cwd(), root) || '.'}`);
