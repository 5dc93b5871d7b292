import { describe, expect, it } from 'vitest';
import { collectRuns } from './lighthouse-runs.ts';

type Fake = { score: number; runtimeError?: { code: string; message: string } };
const failed = (code: string): Fake => ({ score: 0, runtimeError: { code, message: code } });

/** A runner answering the given reports in turn, and the failures it was told of. */
function scripted(answers: Fake[]) {
  const queue = [...answers];
  const told: string[] = [];
  return {
    runOnce: async () => queue.shift() as Fake,
    onFailure: (run: number, attempt: number, error: { code: string }) =>
      told.push(`${run}.${attempt} ${error.code}`),
    told,
    left: () => queue.length,
  };
}

describe('collectRuns', () => {
  it('runs again a run whose recording failed, and tells of the failure', async () => {
    const runner = scripted([{ score: 89 }, { score: 99 }, failed('NO_NAVSTART'), { score: 97 }]);
    const reports = await collectRuns(3, runner.runOnce, runner.onFailure);
    expect(reports.map((r) => r.score)).toEqual([89, 99, 97]);
    expect(runner.told).toEqual(['3.1 NO_NAVSTART']);
  });

  it("keeps a run that could not measure the page: a page's failure scores 0", async () => {
    const runner = scripted([failed('NO_FCP'), { score: 98 }, { score: 99 }]);
    const reports = await collectRuns(3, runner.runOnce, runner.onFailure);
    expect(reports.map((r) => r.score)).toEqual([0, 98, 99]);
    expect(runner.told).toEqual(['1.1 NO_FCP']);
  });

  it('gives up on a run after its attempts, keeping the last failure', async () => {
    const runner = scripted([
      failed('NO_TRACING_STARTED'),
      failed('NO_NAVSTART'),
      failed('NO_SCREENSHOTS'),
      { score: 99 },
    ]);
    const reports = await collectRuns(2, runner.runOnce, runner.onFailure, 3);
    expect(reports.map((r) => r.runtimeError?.code ?? r.score)).toEqual(['NO_SCREENSHOTS', 99]);
    expect(runner.told).toEqual(['1.1 NO_TRACING_STARTED', '1.2 NO_NAVSTART', '1.3 NO_SCREENSHOTS']);
    expect(runner.left()).toBe(0);
  });
});
