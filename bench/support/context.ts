import type { Catalogue } from './catalogue.ts';
import type { Results } from './results.ts';
import type { RunningServer } from './site.ts';

/** What a part measuring a running site is given. */
export interface SiteContext {
  server: RunningServer;
  catalogue: Catalogue;
  results: Results;
  /** Rounds of each load measurement; the figures are their medians. */
  rounds: number;
  /** Seconds of each measured load run. */
  seconds: number;
}

/** A part's name in the tables: `pages (PGlite)`. */
export const partName = (part: string, context: SiteContext) => `${part} (${context.server.engine})`;

export const ms = (value: number) => `${value.toFixed(1)} ms`;
