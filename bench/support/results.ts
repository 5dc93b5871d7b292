/**
 * The goals of issues 11 and 12 as the bench reports them: each measured figure beside its target with
 * a verdict, printed per part and once more as a summary, as plain text or as a Markdown table (the
 * one docs/benchmarks.md records).
 * A missed goal is a FAIL in the table, never a failing exit status (that is kept for the load and
 * fault runs' correctness checks).
 */

export type Verdict = 'PASS' | 'FAIL' | 'n/a';

export interface GoalRow {
  part: string;
  goal: string;
  /** What was measured, with its unit. */
  figure: string;
  target: string;
  verdict: Verdict;
}

/** PASS when the value is at least `target` (NaN, i.e. not measured, fails). */
export function atLeast(value: number, target: number): Verdict {
  return value >= target ? 'PASS' : 'FAIL';
}

/** PASS when the value is at most `target` (NaN fails). */
export function atMost(value: number, target: number): Verdict {
  return value <= target ? 'PASS' : 'FAIL';
}

/** The goals recorded so far in this run, in the order they were measured. */
export class Results {
  readonly rows: GoalRow[] = [];

  add(row: GoalRow): GoalRow {
    this.rows.push(row);
    return row;
  }

  of(part: string): GoalRow[] {
    return this.rows.filter((row) => row.part === part);
  }
}

const columns = ['goal', 'figure', 'target', 'verdict'] as const;
const headings: Record<(typeof columns)[number], string> = {
  goal: 'goal',
  figure: 'figure',
  target: 'target',
  verdict: 'PASS/FAIL',
};

/** A fixed-width text table of the rows (console.table would quote every string). */
export function textTable(rows: readonly GoalRow[]): string {
  const cells = [headings, ...rows].map((row) => columns.map((column) => String(row[column])));
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => (line[i] as string).length)));
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i] as number)).join(' | ');
  const [head, ...body] = cells as [string[], ...string[][]];
  return [line(head), widths.map((width) => '-'.repeat(width)).join('-|-'), ...body.map(line)].join('\n');
}

const escapeCell = (value: string) => value.replaceAll('|', '\\|');

/** One Markdown table of every goal (docs/benchmarks.md's), with the run's context line above it, columns aligned. */
export function markdownTable(rows: readonly GoalRow[], context: string): string {
  const header = ['part', ...columns.map((column) => headings[column])];
  const body = rows.map((row) =>
    [row.part, row.goal, row.figure, row.target, row.verdict].map((value) => escapeCell(String(value))),
  );
  const widths = header.map((_, i) =>
    Math.max(3, ...[header, ...body].map((line) => (line[i] as string).length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return `${context}\n\n${[line(header), rule, ...body.map(line)].join('\n')}\n`;
}
