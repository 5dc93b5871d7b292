/**
 * `pnpm bench memory`: the resident memory of the server's process tree on PGlite at 50,000 products,
 * idle (after a first visit of each kind of page, so lazily loaded code counts as idle), during ~20 s
 * of product-page load (every request a different product), and 15 s after it.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { discoverCatalogue, productPath } from './support/catalogue.ts';
import { measureLoad } from './support/load.ts';
import { atMost, type Results, textTable } from './support/results.ts';
import type { BenchDatabase, RunningServer } from './support/site.ts';

const loadSeconds = 20;
const settleSeconds = 15;
const idleBudgetMb = 300;

export async function memory(
  results: Results,
  database: BenchDatabase,
  start: (database: BenchDatabase) => Promise<RunningServer | null>,
): Promise<void> {
  const part = `memory (${database.engine})`;
  // Reading every catalog number is load of its own: it is done on a server started just for it.
  const reader = await start(database);
  if (!reader) return;
  const { catalogNumbers } = await discoverCatalogue(reader.origin).finally(() => reader.stop());
  const server = await start(database);
  if (!server) return;
  try {
    for (const path of ['/', '/en', productPath(catalogNumbers[0] as string), '/en/tool-class', '/cart'])
      await (await fetch(server.origin + path)).arrayBuffer();
    await pause(5_000);
    const idle = server.rssMb();
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.rssMb());
    }, 1_000);
    let next = 0;
    try {
      await measureLoad({
        origin: server.origin,
        path: () => productPath(catalogNumbers[next++ % catalogNumbers.length] as string),
        seconds: loadSeconds,
      });
    } finally {
      clearInterval(sampler);
    }
    await pause(settleSeconds * 1_000);
    const after = server.rssMb();
    const growth = (after - idle) / idle;
    console.log(`\n== ${part}: RSS of the server's process tree`);
    console.table([
      {
        'idle MB': Math.round(idle),
        'peak under load MB': Math.round(peak),
        [`${settleSeconds} s after MB`]: Math.round(after),
      },
    ]);
    results.add({
      part,
      goal: 'idle RSS at 50k products',
      figure: `${Math.round(idle)} MB`,
      target: `≤ ${idleBudgetMb} MB`,
      verdict: atMost(idle, idleBudgetMb),
    });
    results.add({
      part,
      goal: `RSS ${settleSeconds} s after ${loadSeconds} s of load, vs idle`,
      figure: `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)} % (${Math.round(after)} MB, peak ${Math.round(peak)} MB)`,
      target: '≤ +10 %',
      verdict: atMost(growth, 0.1),
    });
    console.log(textTable(results.of(part)));
  } finally {
    await server.stop();
  }
}
