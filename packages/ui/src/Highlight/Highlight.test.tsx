import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Highlight } from './Highlight';
import { highlightSegments } from './highlightSegments';

const marked = (text: string, ranges: { start: number; end: number }[]) =>
  highlightSegments(text, ranges)
    .map((segment) => (segment.highlighted ? `[${segment.text}]` : segment.text))
    .join('');

describe('highlightSegments', () => {
  test('marks the ranges of a Latin text', () => {
    expect(marked('Human IL-6 Protein', [{ start: 6, end: 10 }])).toBe('Human [IL-6] Protein');
  });

  test('marks Chinese text by UTF-16 offsets', () => {
    expect(marked('人白细胞介素-6蛋白', [{ start: 1, end: 8 }])).toBe('人[白细胞介素-6]蛋白');
  });

  test('sorts and merges overlapping or touching ranges', () => {
    expect(
      marked('IL6-H1011 IL-6', [
        { start: 10, end: 14 },
        { start: 0, end: 3 },
        { start: 2, end: 5 },
        { start: 5, end: 6 },
      ]),
    ).toBe('[IL6-H1]011 [IL-6]');
  });

  test('clamps ranges out of bounds and drops empty or reversed ones', () => {
    expect(
      marked('PD-1', [
        { start: -3, end: 2 },
        { start: 3, end: 99 },
        { start: 2, end: 2 },
        { start: 3, end: 1 },
      ]),
    ).toBe('[PD]-[1]');
    expect(marked('PD-1', [])).toBe('PD-1');
    expect(highlightSegments('', [{ start: 0, end: 4 }])).toEqual([]);
  });

  test('never splits a surrogate pair (a character outside the BMP)', () => {
    // 𠮷 is two UTF-16 code units; a range that cuts it takes the whole character.
    expect(marked('a𠮷b', [{ start: 2, end: 3 }])).toBe('a[𠮷]b');
    expect(marked('a𠮷b', [{ start: 1, end: 2 }])).toBe('a[𠮷]b');
  });

  test('the pieces always join back into the text', () => {
    const text = 'TNF-α 肿瘤坏死因子 alpha';
    const segments = highlightSegments(text, [
      { start: 4, end: 5 },
      { start: 6, end: 12 },
      { start: 30, end: 40 },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments.filter((segment) => segment.highlighted).map((segment) => segment.text)).toEqual([
      'α',
      '肿瘤坏死因子',
    ]);
  });
});

test('renders the marked pieces in <mark>', () => {
  const { container } = render(<Highlight text="Human IL-6 Protein" ranges={[{ start: 6, end: 10 }]} />);
  expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['IL-6']);
  expect(container.textContent).toBe('Human IL-6 Protein');
});
