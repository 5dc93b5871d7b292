/**
 * `pnpm bench search`: the search of issue 12 at 50,000 products and 5,000 articles. One request at a
 * time: the product tab (`/search/product`, p95 ≤ 5 ms) over queries of every kind researchers type,
 * and the suggestions while typing (`/search/suggestions`, p95 ≤ 3 ms) over prefixes never asked
 * before (the suggestions are kept by the catalogue cache: a prefix asked again would measure the
 * cache). Then the product tab's throughput with 10 connections beside the bare node:http ceiling.
 */

import { measurePair } from './pages.ts';
import { ms, partName, type SiteContext } from './support/context.ts';
import { bareSequentialTimings, sequentialTimings } from './support/load.ts';
import { atMost, textTable } from './support/results.ts';
import { firstAskings, percentile, ratio, round } from './support/stats.ts';

/** What researchers type: symbols, aliases, CD numbers, Chinese names, typos, catalog numbers, mixed words. */
const queries = [
  'IL-6',
  'il6',
  'interleukin 6',
  '白介素6',
  '白细胞介素-6',
  'IFNB2',
  'interlukin 6',
  '人 IL6 His',
  'PD-1',
  'PDCD1',
  'CD279',
  '程序性死亡受体1',
  'PD-1 His',
  'TNFa',
  'TNF alpha',
  '肿瘤坏死因子',
  '小鼠 IL-6',
  'HER2',
  'CD19 biotin',
  'Claudin 18.2',
  'T7 RNA polymerase',
  'polymerse',
  'SARS-CoV-2 spike',
  '新冠RBD',
  'BCMA',
  'CD47',
  'human PD-L1 hFc',
  'FcRn',
  'GM-CSF',
  'IL6-H',
  'PD1-H5211',
  'CD002',
  'Fc receptor',
  'cytokine',
  '细胞因子',
];

const repeats = 100;
const warmUp = 20;
/**
 * Warmed up beside the first `warmUp` queries, which match by catalog number, target, species and tag
 * only: free words, one and two (every_word). The first query of a kind makes the database open that
 * kind's tables and indexes and run code it had not run (45-60 ms once per process, measured on
 * 2026-12-01: the same query took 6 ms when another free-word query had come first), a start-up cost
 * rather than a search's. Words of few matches, so that warming does not fill the buffers.
 */
const freeWordWarmUp = ['antiviral', 'cleavage site'];

const productSearch = (keywords: string, page = 1) =>
  `/api/v1/search/product?keywords=${encodeURIComponent(keywords)}&page=${page}&size=20`;

export async function searchPart(context: SiteContext): Promise<void> {
  const part = partName('search', context);
  const { catalogue, results, server } = context;
  const summary = (timings: number[]) => ({ p50: percentile(timings, 50), p95: percentile(timings, 95) });

  const searches = Array.from({ length: repeats + warmUp }, (_, i) =>
    productSearch(queries[i % queries.length] as string),
  );
  const [warmUpSearches, measuredSearches] = [
    [...freeWordWarmUp.map((query) => productSearch(query)), ...searches.slice(0, warmUp)],
    searches.slice(warmUp),
  ];
  const searchTimings = await sequentialTimings(server.origin, measuredSearches, warmUpSearches);
  const products = summary(searchTimings);
  // The server keeps a query's ranking and page until the catalogue changes: a query's first asking
  // reads the database, its repeats do not. Apart, so that the figure says which of the two it is.
  const askings = firstAskings(measuredSearches, searchTimings, warmUpSearches);
  const firstReads = { count: askings.first.length, ...summary(askings.first) };
  const repeatedReads = { count: askings.repeated.length, ...summary(askings.repeated) };

  // Prefixes as they are typed, of catalog numbers spread over the catalogue and of the queries above:
  // every one asked once.
  const step = Math.max(1, Math.floor(catalogue.catalogNumbers.length / 200));
  const typed = new Set<string>();
  for (const number of catalogue.catalogNumbers.filter((_, i) => i % step === 0)) {
    for (const length of [3, 5, 7]) typed.add(number.slice(0, length));
  }
  for (const query of queries)
    for (let length = 1; length <= query.length; length += 1) typed.add(query.slice(0, length));
  const prefixes = [...typed].map(
    (prefix) => `/api/v1/search/suggestions?keywords=${encodeURIComponent(prefix)}&size=8`,
  );
  const suggestions = summary(
    await sequentialTimings(
      server.origin,
      prefixes.slice(warmUp, warmUp + 2 * repeats),
      prefixes.slice(0, warmUp),
    ),
  );

  // This machine's floor for the same client: a bare node:http server sending the same bytes.
  const floor = {
    products: summary(await bareSequentialTimings(server.origin, searches[warmUp] as string, repeats)),
    suggestions: summary(await bareSequentialTimings(server.origin, prefixes[warmUp] as string, 2 * repeats)),
  };

  console.log(
    `\n== ${part}: one request at a time (${repeats} after ${warmUpSearches.length} of warm-up; suggestions over ${Math.min(prefixes.length - warmUp, 2 * repeats)} new prefixes)`,
  );
  console.table([
    {
      call: `/search/product, ${queries.length} kinds of query`,
      'p50 ms': round(products.p50, 2),
      'p95 ms': round(products.p95, 2),
      'bare p50 ms': round(floor.products.p50, 2),
      'bare p95 ms': round(floor.products.p95, 2),
    },
    ...[
      { label: 'first asked', reads: firstReads },
      { label: 'asked again', reads: repeatedReads },
    ].map(({ label, reads }) => ({
      call: `  of which ${label} (${reads.count})`,
      'p50 ms': round(reads.p50, 2),
      'p95 ms': round(reads.p95, 2),
    })),
    {
      call: '/search/suggestions, typed prefixes',
      'p50 ms': round(suggestions.p50, 2),
      'p95 ms': round(suggestions.p95, 2),
      'bare p50 ms': round(floor.suggestions.p50, 2),
      'bare p95 ms': round(floor.suggestions.p95, 2),
    },
  ]);
  results.add({
    part,
    goal: '/search/product one at a time, p95',
    figure: `${ms(products.p95)} (p50 ${ms(products.p50)}; first asked p95 ${ms(firstReads.p95)}, asked again ${ms(repeatedReads.p95)}; bare node:http p95 ${ms(floor.products.p95)})`,
    target: '≤ 5 ms',
    verdict: atMost(products.p95, 5),
  });
  results.add({
    part,
    goal: '/search/suggestions one at a time, p95',
    figure: `${ms(suggestions.p95)} (p50 ${ms(suggestions.p50)}; bare node:http p95 ${ms(floor.suggestions.p95)})`,
    target: '≤ 3 ms',
    verdict: atMost(suggestions.p95, 3),
  });

  // Throughput: the product tab over the queries in turn, beside a bare server sending the first answer's bytes.
  const measured = await measurePair(context, {
    name: 'search',
    paths: queries.map((query) => productSearch(query)),
  });
  const share = ratio(measured.site.rps, measured.ceiling.rps);
  console.log(
    `10 connections: ${Math.round(measured.site.rps)} req/s (p50 ${ms(measured.site.p50)}, p99 ${ms(measured.site.p99)}, ${measured.site.errors} errors) beside ${Math.round(measured.ceiling.rps)} req/s bare`,
  );
  results.add({
    part,
    goal: '/search/product with 10 connections / bare node:http',
    figure: `${share.toFixed(3)} (${Math.round(measured.site.rps)} vs ${Math.round(measured.ceiling.rps)} req/s, p99 ${ms(measured.site.p99)})`,
    target: 'reported',
    verdict: measured.site.errors === 0 ? 'n/a' : 'FAIL',
  });
  console.log(textTable(results.of(part)));
}
