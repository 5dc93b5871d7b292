/**
 * `pnpm bench [part ...]`: measurements of this machine, not part of the tests — numbers depend on the
 * machine, so they are printed for a person (and README) to compare. The load and fault runs also
 * set a failing exit status when they find a 5xx, a reconciliation mismatch or a lost write.
 *
 *   throughput  the production build against a 50,000-product catalogue: API, SSR, bundles
 *   cart        200 concurrent cart streams for 30 s on PostgreSQL, reconciled with the answers
 *   crash       kill -9 under write load and a restart, on PostgreSQL and PGlite
 *
 * With no part named, all three run: `pnpm bench cart crash` runs only the load and fault runs.
 */
import { cartLoad } from './cart-load.ts';
import { crash } from './crash.ts';
import { throughput } from './throughput.ts';

const parts: Record<string, () => Promise<void>> = { throughput, cart: cartLoad, crash };

const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = asked.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`unknown part ${unknown.join(', ')}: choose from ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
for (const name of asked.length > 0 ? asked : Object.keys(parts))
  await (parts[name] as () => Promise<void>)();
