/**
 * `pnpm bench lighthouse`: Lighthouse mobile (its default emulation and simulated throttling) on the
 * pages of the table, in the system Chromium: the four category scores, CLS and the metrics the
 * performance score weighs (FCP, LCP, Speed Index, Total Blocking Time), of the median of five runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { productPath } from './support/catalogue.ts';
import { partName, type SiteContext } from './support/context.ts';
import { collectRuns } from './support/lighthouse-runs.ts';
import { atLeast, atMost, textTable } from './support/results.ts';

/**
 * Runs per page, of which the report with the median performance score is shown (Lighthouse's
 * documentation on variability recommends the median of five runs: on this machine three runs of one page
 * scored 84, 93 and 99, the Total Blocking Time of a 2-core VM's bad second).
 */
const LIGHTHOUSE_RUNS = 5;
type Report = NonNullable<RunnerResult>['lhr'];
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const targets: Record<(typeof categories)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export async function lighthouseScores(context: SiteContext): Promise<void> {
  const part = partName('lighthouse', context);
  const { origin } = context.server;
  const { results } = context;
  // Each page is visited by a browser of its site's language: Lighthouse's own (en-US) asking for `/`
  // would be redirected to `/en` (SPEC: the root follows the browser's languages), measuring `/en` twice.
  const chinese = 'zh-CN,zh;q=0.9';
  const english = 'en-US,en;q=0.9';
  const pages: { name: string; path: string; language: string; noindex?: boolean }[] = [
    { name: '/', path: '/', language: chinese },
    { name: '/en', path: '/en', language: english },
    {
      name: 'product page',
      path: productPath(context.catalogue.catalogNumbers[0] as string),
      language: chinese,
    },
    { name: '/en/tool-class', path: '/en/tool-class', language: english },
    { name: '/cart', path: '/cart', language: chinese },
    // Search pages are noindex (issue 12), which Lighthouse's `is-crawlable` audit counts against SEO: that
    // one audit is left out there, and the row says so.
    { name: '/search', path: '/search?keywords=IL-6', language: chinese, noindex: true },
  ];
  console.log(`\n== ${part}: Lighthouse mobile (default emulation, simulated throttling), ${chromiumPath}`);
  const rows = [];
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    for (const page of pages) {
      // A route the site does not have answers its 404 page, which would score as if it were the route.
      const probe = await fetch(origin + page.path, { headers: { 'accept-language': page.language } });
      await probe.arrayBuffer();
      if (probe.status === 404) {
        rows.push({ page: page.name, performance: 'route missing' });
        results.add({
          part,
          goal: `${page.name}`,
          figure: 'route missing',
          target: 'performance ≥ 98',
          verdict: 'n/a',
        });
        continue;
      }
      // Lighthouse's own advice for a score that varies between runs: the median of several. A run whose
      // recording failed is run again (lighthouse-runs.ts); one that could not measure the page (no
      // paint, a page error) scores 0. Either way the reason is printed.
      const reports = await collectRuns(
        LIGHTHOUSE_RUNS,
        async () => {
          const runner = await lighthouse(origin + page.path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...categories],
            extraHeaders: { 'Accept-Language': page.language },
            ...(page.noindex && { skipAudits: ['is-crawlable'] }),
          });
          if (!runner?.lhr) throw new Error(`Lighthouse gave no report for ${page.path}`);
          return runner.lhr;
        },
        (run, attempt, error) =>
          console.log(`${page.path}: run ${run}, attempt ${attempt}: ${error.code}: ${error.message}`),
      );
      const performanceOf = (report: Report) => report.categories.performance?.score ?? 0;
      const runScores = reports.map((report) => Math.round(performanceOf(report) * 100));
      const report = [...reports].sort((a, b) => performanceOf(a) - performanceOf(b))[
        Math.floor(reports.length / 2)
      ] as Report;
      const score = (category: (typeof categories)[number]) =>
        Math.round((report.categories[category]?.score ?? 0) * 100);
      const metric = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
      const lcp = metric('largest-contentful-paint');
      const cls = metric('cumulative-layout-shift');
      rows.push({
        page: page.name,
        performance: score('performance'),
        runs: runScores.join(', '),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        'FCP s': Number((metric('first-contentful-paint') / 1000).toFixed(2)),
        'LCP s': Number((lcp / 1000).toFixed(2)),
        'SI s': Number((metric('speed-index') / 1000).toFixed(2)),
        // What the performance score loses most of on these pages: the main thread's long tasks.
        'TBT ms': Math.round(metric('total-blocking-time')),
        CLS: Number(cls.toPrecision(2)),
      });
      const scores = categories.map(score);
      results.add({
        part,
        goal: `${page.name}: performance / accessibility / best practices / SEO${page.noindex ? ' (noindex: without is-crawlable)' : ''}`,
        figure: `${scores.join(' / ')} (runs: ${runScores.join(', ')})`,
        target: `≥ ${categories.map((category) => targets[category]).join(' / ')}`,
        verdict: categories.every((category, i) => atLeast(scores[i] as number, targets[category]) === 'PASS')
          ? 'PASS'
          : 'FAIL',
      });
      results.add({
        part,
        goal: `${page.name}: CLS (and LCP)`,
        figure: `${cls === 0 ? '0' : cls.toPrecision(2)} (LCP ${(lcp / 1000).toFixed(2)} s)`,
        target: 'CLS 0',
        verdict: atMost(cls, 0),
      });
    }
  } finally {
    chrome.kill();
  }
  console.table(rows);
  console.log(textTable(results.of(part)));
}
