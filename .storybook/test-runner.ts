import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

/** Sizes of the viewport globals the stories use (Storybook's own names), for the headless runs. */
const viewports: Record<string, { width: number; height: number }> = {
  mobile1: { width: 320, height: 568 },
  iphone6: { width: 375, height: 667 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
};
// Wide enough for desktop mode: the shell collapses below 1280 px (SPEC §9).
const desktop = { width: 1280, height: 800 };

type ViewportGlobal = { value?: string } | string | undefined;
type AxeRule = { id: string; enabled: boolean };
/** The part of Storybook's preview (window.__STORYBOOK_PREVIEW__) that sets globals as the toolbar does. */
type StoryPreview = {
  ready(): Promise<void>;
  onUpdateGlobals(update: { globals: Record<string, unknown> }): Promise<void>;
};
type StoryA11y = { config?: { rules?: AxeRule[] } } | undefined;

/**
 * The locale every story runs in unless it pins its own (`globals: { locale }`): run-tests.sh runs all stories
 * once with STORY_LOCALE=zh-CN and once with STORY_LOCALE=en, so that each play function and axe check runs in
 * both languages. Unset, stories run in the preview's default locale.
 */
const storyLocale = process.env.STORY_LOCALE;

/**
 * Image snapshots: a story tagged `snapshot` (each component's all-states story, or its default where it has
 * none, and the themes) is photographed after its play function at both widths, in the pass's locale, and
 * compared with the picture kept in the repo (.storybook/__image_snapshots__/<locale>/). A new story's pictures
 * are written by `pnpm test:stories -u`; under CI a missing one fails.
 */
const snapshotWidths = [1280, 375] as const;
const snapshotDir = new URL(`./__image_snapshots__/${storyLocale ?? 'zh-CN'}`, import.meta.url).pathname;

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

/** Jest's `expect` in the runner's test files, with the image matcher added in `setup`. */
declare const expect: {
  extend(matchers: Record<string, unknown>): void;
  (actual: Buffer): { toMatchImageSnapshot(options: Record<string, unknown>): void };
};

async function matchImageSnapshots(page: Page, storyId: string): Promise<void> {
  for (const width of snapshotWidths) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => document.fonts.ready);
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotDir,
      customSnapshotIdentifier: `${storyId}--${width}`,
      // Anti-aliasing differs by a few pixels between runs; a changed colour, size or layout is far more.
      customDiffConfig: { threshold: 0.1 },
      failureThreshold: 0.005,
      failureThresholdType: 'percent',
    });
  }
}

function viewportName(globals: Record<string, unknown> | undefined): string | undefined {
  const viewport = globals?.viewport as ViewportGlobal;
  return typeof viewport === 'string' ? viewport : viewport?.value;
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  // The test runner's own preparation (open the preview iframe), then the locale as a user global. Globals in
  // the iframe's URL apply only together with a story id, so the global is set as the toolbar sets it: once,
  // before any story renders; the runner's later story switches keep user globals.
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    if (!storyLocale) return;
    await page.evaluate(async (locale) => {
      const preview = (globalThis as unknown as { __STORYBOOK_PREVIEW__: StoryPreview })
        .__STORYBOOK_PREVIEW__;
      await preview.ready();
      await preview.onUpdateGlobals({ globals: { locale } });
    }, storyLocale);
  },
  async preVisit(page, context) {
    // The prepared story carries the story-level globals (`globals: { viewport: ... }`) next to parameters.
    const story = (await getStoryContext(page, context)) as { storyGlobals?: Record<string, unknown> };
    // The page is reused between stories, so every story sets its size (mobile stories ask for a small one).
    const name = viewportName(story.storyGlobals);
    await page.setViewportSize((name && viewports[name]) || desktop);
    // axe (650 KB of script, ~0.1-0.2 s to evaluate on the CI machine) once per page: the runner renders a
    // file's stories one after another in the same page; a story that reloads the page loses it and gets it again.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page, context) {
    // A story that renders a whole page (landmarks around the component) turns page-level rules back on with
    // addon-a11y's own parameter, `a11y: { config: { rules: [{ id: 'region', enabled: true }] } }`.
    const { parameters, tags } = await getStoryContext(page, context);
    const storyRules = Object.fromEntries(
      ((parameters.a11y as StoryA11y)?.config?.rules ?? []).map((rule) => [
        rule.id,
        { enabled: rule.enabled },
      ]),
    );
    // Runs after the play function, so the state a story ends in (open dialog, error shown...) is checked.
    await checkA11y(
      page,
      '#storybook-root',
      {
        axeOptions: {
          runOnly: {
            type: 'tag',
            values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
          },
          rules: {
            // Page-level rules: a story renders one component, not a page with landmarks and an h1.
            region: { enabled: false },
            'page-has-heading-one': { enabled: false },
            'landmark-one-main': { enabled: false },
            ...storyRules,
          },
        },
        detailedReport: true,
        detailedReportOptions: { html: true },
        // Report violations only; a clean story prints nothing.
        verbose: false,
      },
      // Throw (fail the story) on any violation.
      false,
    );
    if (tags.includes('snapshot')) await matchImageSnapshots(page, context.id);
  },
};

export default config;
