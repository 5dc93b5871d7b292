import { afterEach, expect, it, vi } from 'vitest';
import { loadIntlData } from './intlData';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it("asks for each kind of the language's Intl data in a task of its own", async () => {
  vi.useFakeTimers();
  const asked: string[] = [];
  vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((tag) => {
    asked.push(`number ${tag}`);
    return [];
  });
  vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((tag) => {
    asked.push(`date ${tag}`);
    return [];
  });
  // Fires the next timer, then lets the loop's continuation (a microtask) run up to its next wait.
  const nextTask = async () => {
    vi.advanceTimersToNextTimer();
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  let done = false;
  void loadIntlData('zh-CN').then(() => {
    done = true;
  });
  await Promise.resolve();
  expect(asked).toEqual([]);
  await nextTask();
  expect(asked).toEqual(['number zh-CN']);
  await nextTask();
  expect(asked).toEqual(['number zh-CN', 'date zh-CN']);
  expect(done).toBe(false);
  await nextTask();
  expect(done).toBe(true);
});
