import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The system Chromium: the tests never download a browser of their own. */
export function chromiumPath(): string {
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      'No Chromium found. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
}
