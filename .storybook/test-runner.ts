import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

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
type StoryA11y = { config?: { rules?: AxeRule[] } } | undefined;

function viewportName(globals: Record<string, unknown> | undefined): string | undefined {
  const viewport = globals?.viewport as ViewportGlobal;
  return typeof viewport === 'string' ? viewport : viewport?.value;
}

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // The prepared story carries the story-level globals (`globals: { viewport: ... }`) next to parameters.
    const story = (await getStoryContext(page, context)) as { storyGlobals?: Record<string, unknown> };
    // The page is reused between stories, so every story sets its size (mobile stories ask for a small one).
    const name = viewportName(story.storyGlobals);
    await page.setViewportSize((name && viewports[name]) || desktop);
    await injectAxe(page);
  },
  async postVisit(page, context) {
    // A story that renders a whole page (landmarks around the component) turns page-level rules back on with
    // addon-a11y's own parameter, `a11y: { config: { rules: [{ id: 'region', enabled: true }] } }`.
    const { parameters } = await getStoryContext(page, context);
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
  },
};

export default config;
