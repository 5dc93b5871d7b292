import { describe, expect, test } from 'vitest';
import { parsePublishDate } from './articleDate';

describe('parsePublishDate', () => {
  test('reads YYYY-MM-DD as that calendar day at UTC midnight', () => {
    expect(parsePublishDate('2026-03-18')?.toISOString()).toBe('2026-03-18T00:00:00.000Z');
  });

  test('rejects other shapes', () => {
    expect(parsePublishDate('18/03/2026')).toBeNull();
    expect(parsePublishDate('2026-3-18')).toBeNull();
    expect(parsePublishDate('')).toBeNull();
  });
});
