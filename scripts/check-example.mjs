#!/usr/bin/env node
// Proves that a sister site can be built on the packed @storefront/ui: packs the package (building it first
// unless --no-build) into examples/sister-site/storefront-ui.tgz, installs the example's dependencies from
// its lockfile with `npm ci` (the tarball through its file: range, the rest from the registry or npm's
// cache), type-checks and builds it with its own Vite, serves the build and opens it in the system Chromium:
// the German texts and roles of each component it shows, its brand on a button, the fake cart and form
// services answering, no console error. The page's screenshots stay in examples/sister-site/screenshots/
// for a person to look at (no pixel comparison). Run with tsx (`pnpm test:example`): it launches Chromium as
// the end-to-end journeys do.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { launchChromium } from '../e2e/support/browser.ts';
import { packUi, root, run } from './pack-ui.mjs';

const example = join(root, 'examples/sister-site');
const screenshots = join(example, 'screenshots');

/** The brand of examples/sister-site/src/brand.css, as the browser computes it. */
const brand = { primary: 'rgb(122, 31, 92)', radius: '0px', font: 'Trebuchet MS' };

/**
 * npm records a file: tarball's hash in the lockfile when it installs it, and `npm ci` then takes the
 * package from its cache by that hash: the example would silently run an earlier build of the package.
 * The example's lockfile therefore pins every registry package but not the tarball.
 */
function checkLockfile() {
  const lock = JSON.parse(readFileSync(join(example, 'package-lock.json'), 'utf8'));
  const entry = lock.packages['node_modules/@storefront/ui'];
  assert.equal(
    entry?.resolved,
    'file:storefront-ui.tgz',
    'the lockfile installs @storefront/ui from the tarball',
  );
  assert.equal(
    entry.integrity,
    undefined,
    'examples/sister-site/package-lock.json pins the hash of storefront-ui.tgz (an `npm install` adds it): ' +
      'remove that "integrity" line, or npm ci installs a cached older package',
  );
}

const contentTypes = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Serves the example's build on a free port of the loopback interface; resolves with its origin. */
function serve(directory) {
  const server = createServer((request, response) => {
    // normalize() resolves '..' against the leading '/', so a request cannot leave the directory.
    const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = join(directory, path.endsWith('/') ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }),
    );
  });
}

/** What the page must show, in German and in the site's brand, with its fake services answering. */
async function checkPage(page, origin) {
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(origin);

  const cart = page.getByRole('table', { name: 'Warenkorb' });
  await cart.getByRole('row', { name: /Humanes IL-6, His-Tag/ }).waitFor();
  assert.equal(await cart.getByRole('row').count(), 3, 'the cart shows a header row and the two fake lines');
  await page.getByRole('group', { name: 'Eingaben für den Reaktionsansatz' }).waitFor();
  await page.getByText('Endvolumen').first().waitFor();
  const steps = page.getByRole('list', { name: 'Schritte des Antrags' });
  await steps.locator('[aria-current="step"]').getByText('Produkt', { exact: true }).waitFor();
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, 'sister-site.png'), fullPage: true });

  const checkout = page.getByRole('button', { name: 'Zur Kasse' });
  const style = await checkout.evaluate((button) => {
    const computed = getComputedStyle(button);
    return { background: computed.backgroundColor, radius: computed.borderRadius, font: computed.fontFamily };
  });
  assert.equal(style.background, brand.primary, 'a primary button takes the brand colour');
  assert.equal(style.radius, brand.radius, 'a button takes the brand radius');
  assert.match(style.font, new RegExp(brand.font), 'a button takes the brand font');

  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await navigation.getByRole('button', { name: 'Untermenü Produkte' }).click();
  await navigation.getByRole('link', { name: 'Interleukine' }).waitFor();
  assert.equal(
    await navigation.getByRole('link', { name: 'Intern' }).count(),
    0,
    'a hidden category stays out',
  );
  await page.screenshot({ path: join(screenshots, 'sister-site-menu.png') });
  await page.keyboard.press('Escape');

  // The machine, on its in-memory actors, refuses to delete nothing and says so in German.
  await page.getByRole('button', { name: 'Auswahl löschen' }).click();
  await page.getByRole('status').getByText('Bitte wählen Sie zuerst die Positionen aus').waitFor();
  await page.getByRole('button', { name: 'Humanes IL-6, His-Tag (IL6-H4218), 10 µg löschen' }).click();
  await cart.getByRole('row', { name: /Humanes IL-6/ }).waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('Bitte geben Sie den Produktnamen ein.').waitFor();

  const newsletter = page.getByRole('form', { name: 'Newsletter-Anmeldung' });
  const email = newsletter.getByRole('textbox', { name: 'E-Mail' });
  // The site's fake service refuses an address it has; its reason shows under the form (outside the <form>).
  await email.fill('schon@alpenlabor.example');
  await newsletter.getByRole('button', { name: 'Abonnieren' }).click();
  await page.getByText('Diese Adresse ist bereits angemeldet.').waitFor();
  await email.fill('neu@alpenlabor.example');
  await newsletter.getByRole('button', { name: 'Abonnieren' }).click();
  await page
    .getByText('Angemeldet. Neue Produkte und Neuigkeiten kommen an neu@alpenlabor.example.')
    .waitFor();

  assert.deepEqual(problems, [], 'the page logs no error');
}

const work = mkdtempSync(join(tmpdir(), 'storefront-ui-example-'));
let served;
let browser;
try {
  copyFileSync(packUi(work), join(example, 'storefront-ui.tgz'));
  checkLockfile();
  run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], example);
  run('npm', ['run', 'build'], example);

  rmSync(screenshots, { recursive: true, force: true });
  served = await serve(join(example, 'dist'));
  browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000);
  try {
    await checkPage(page, served.origin);
  } catch (error) {
    // What the page showed when a check failed, beside the screenshots of a passing run.
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: join(screenshots, 'failure.png'), fullPage: true });
    throw error;
  }
  console.log(
    `\nexamples/sister-site: built on the packed @storefront/ui and checked in Chromium (${screenshots})`,
  );
} finally {
  await browser?.close();
  served?.server.close();
  rmSync(work, { recursive: true, force: true });
}
