/**
 * `pnpm bench data`: the data path through the API, one request at a time (milliseconds as the client
 * sees them, keep-alive): related products, a big category's page 1 against page 1000, and what a
 * listing of a big subtree costs against a small one (its count).
 */
import { ms, partName, type SiteContext } from './support/context.ts';
import { sequentialTimings } from './support/load.ts';
import { atMost, textTable } from './support/results.ts';
import { percentile, ratio } from './support/stats.ts';

const repeats = 40;
const warmUp = 10;

export async function dataPath(context: SiteContext): Promise<void> {
  const part = partName('data', context);
  const { catalogue, results, server } = context;
  const time = (paths: string[]) =>
    sequentialTimings(server.origin, paths.slice(warmUp), paths.slice(0, warmUp));
  const summary = (timings: number[]) => ({ p50: percentile(timings, 50), p95: percentile(timings, 95) });

  // Related products of different products each time, spread over the catalogue.
  const step = Math.max(1, Math.floor(catalogue.catalogNumbers.length / (repeats + warmUp)));
  const spread = catalogue.catalogNumbers.filter((_, i) => i % step === 0).slice(0, repeats + warmUp);
  const related = summary(
    await time(
      spread.map((number) => `/api/absol/relaies?catalogNumber=${encodeURIComponent(number)}&size=8`),
    ),
  );

  // Every request asks for a different page or page size: the server keeps catalogue answers until
  // the catalogue changes, and the same URL again would measure that cache instead of the query.
  const big = catalogue.bigCategory;
  const count = repeats + warmUp;
  const listing = (treeId: number, page: number, size: number) =>
    `/api/v1/product?treeId=${treeId}&page=${page}&size=${size}`;
  const lastPage = Math.min(1000, Math.floor(big.total / 10));
  const shallowPages = Array.from({ length: count }, (_, i) => listing(big.id, 1 + i, 10));
  const deepPages = Array.from({ length: count }, (_, i) => listing(big.id, lastPage - i, 10));
  const firstPages = (treeId: number) => Array.from({ length: count }, (_, i) => listing(treeId, 1, 1 + i));
  const page1 = summary(await time(shallowPages));
  const pageN = summary(await time(deepPages));
  const bigFirst = summary(await time(firstPages(big.id)));
  const small = summary(await time(firstPages(catalogue.smallCategory.id)));

  console.log(`\n== ${part}: API, one request at a time, ${repeats} requests after ${warmUp} of warm-up`);
  console.table([
    {
      call: 'related products /api/absol/relaies',
      'p50 ms': oneDecimal(related.p50),
      'p95 ms': oneDecimal(related.p95),
    },
    {
      call: `listing treeId=${big.id} (${big.total} products) pages 1-${count}`,
      'p50 ms': oneDecimal(page1.p50),
      'p95 ms': oneDecimal(page1.p95),
    },
    {
      call: `listing treeId=${big.id} pages ${lastPage - count + 1}-${lastPage}`,
      'p50 ms': oneDecimal(pageN.p50),
      'p95 ms': oneDecimal(pageN.p95),
    },
    {
      call: `listing treeId=${big.id} page 1, sizes 1-${count}`,
      'p50 ms': oneDecimal(bigFirst.p50),
      'p95 ms': oneDecimal(bigFirst.p95),
    },
    {
      call: `listing treeId=${catalogue.smallCategory.id} (${catalogue.smallCategory.total} products) page 1, sizes 1-${count}`,
      'p50 ms': oneDecimal(small.p50),
      'p95 ms': oneDecimal(small.p95),
    },
  ]);
  results.add({
    part,
    goal: 'related products (from an index), p95',
    figure: `${ms(related.p95)} (p50 ${ms(related.p50)})`,
    target: '≤ 10 ms',
    verdict: atMost(related.p95, 10),
  });
  const deep = ratio(pageN.p50, page1.p50);
  results.add({
    part,
    goal: `listing pages near ${lastPage} / pages near 1 (category of ${big.total})`,
    figure: `${deep.toFixed(2)} (${ms(pageN.p50)} vs ${ms(page1.p50)})`,
    target: '≤ 2',
    verdict: atMost(deep, 2),
  });
  // A count recomputed over the subtree on every request makes the big category's page 1 cost grow
  // with its size; a kept count keeps it near a small category's.
  const counted = ratio(bigFirst.p50, small.p50);
  results.add({
    part,
    goal: `listing count: ${big.total}-product category / ${catalogue.smallCategory.total}-product one, page 1`,
    figure: `${counted.toFixed(2)} (${ms(bigFirst.p50)} vs ${ms(small.p50)})`,
    target: '≤ 2',
    verdict: atMost(counted, 2),
  });
  console.log(textTable(results.of(part)));
}

const oneDecimal = (value: number) => Number(value.toFixed(1));
