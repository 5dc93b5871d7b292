import { nextTask } from './tasks';

/**
 * A browser loads its Intl data on the first use of Intl in a page: 25-40 ms of the main thread in Chromium
 * on a 2-core machine, then a few more milliseconds for each kind of formatter's first use. `createIntl`
 * makes its number and date formatters' locale checks in one call, so all of it came in one task, the
 * longest one after the first paint but for React's. Asked for kind by kind, each in a task of its own, the
 * same work comes in shorter tasks that the browser can answer input between.
 */
export async function loadIntlData(languageTag: string): Promise<void> {
  const kinds = [
    () => Intl.NumberFormat.supportedLocalesOf(languageTag),
    () => Intl.DateTimeFormat.supportedLocalesOf(languageTag),
    () => new Intl.PluralRules(languageTag).select(1),
  ];
  for (const firstUse of kinds) {
    await nextTask();
    firstUse();
  }
}
