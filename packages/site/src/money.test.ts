import { describe, expect, it } from 'vitest';
import {
  formatYuan,
  isFen,
  lineFen,
  pricesVisible,
  priceText,
  shownFen,
  totalFen,
  yuanDecimal,
} from './money';

describe('formatYuan', () => {
  it.each([
    [120_000, '¥1,200.00'],
    [68_000, '¥680.00'],
    [120_050, '¥1,200.50'],
    [5, '¥0.05'],
    [0, '¥0.00'],
    [123_456_789, '¥1,234,567.89'],
  ])('%i fen reads %s', (fen, text) => {
    expect(formatYuan(fen)).toBe(text);
  });

  it('stays exact where floating-point yuan would not', () => {
    // 0.1 + 0.2 yuan in floats is 0.30000000000000004; in fen it is 30.
    expect(formatYuan(totalFen([10, 20]) as number)).toBe('¥0.30');
    // 2^53 - 1 fen: every digit survives.
    expect(yuanDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('refuses what is not a whole, non-negative number of fen', () => {
    expect(() => formatYuan(12.5)).toThrow(RangeError);
    expect(() => formatYuan(-100)).toThrow(RangeError);
    expect(() => formatYuan(Number.NaN)).toThrow(RangeError);
  });
});

describe('yuanDecimal', () => {
  it('writes two decimals without a symbol or grouping', () => {
    expect(yuanDecimal(198_000)).toBe('1980.00');
    expect(yuanDecimal(7)).toBe('0.07');
  });
});

describe('isFen', () => {
  it('accepts safe non-negative integers only', () => {
    expect(isFen(0)).toBe(true);
    expect(isFen(1980_00)).toBe(true);
    expect(isFen(1.5)).toBe(false);
    expect(isFen(-1)).toBe(false);
    expect(isFen(2 ** 53)).toBe(false);
    expect(isFen('100')).toBe(false);
  });
});

describe('the price-or-Inquiry rule (SPEC §1)', () => {
  it('shows prices only on the Chinese site to visitors in China', () => {
    expect(pricesVisible('cn', true)).toBe(true);
    expect(pricesVisible('cn', false)).toBe(false);
    expect(pricesVisible('en', true)).toBe(false);
    expect(pricesVisible('en', false)).toBe(false);
  });

  it('gives the amount, or null for Inquiry when hidden or without a list price', () => {
    expect(shownFen(68_000, true)).toBe(68_000);
    expect(shownFen(0, true)).toBe(0);
    expect(shownFen(68_000, false)).toBeNull();
    expect(shownFen(null, true)).toBeNull();
  });

  it('reads as SPEC §3 price text with the caller’s Inquiry label', () => {
    expect(priceText(120_000, true, 'Inquiry')).toBe('¥1,200.00');
    expect(priceText(120_000, false, '询价')).toBe('询价');
    expect(priceText(null, true, 'Inquiry')).toBe('Inquiry');
  });
});

describe('lineFen and totalFen', () => {
  it('multiplies a shown unit price by the count', () => {
    expect(lineFen(68_050, 3)).toBe(204_150);
    expect(lineFen(null, 3)).toBeNull();
  });

  it('sums shown amounts; one hidden amount makes the total Inquiry; nothing sums to 0', () => {
    expect(totalFen([68_000, 2_050])).toBe(70_050);
    expect(totalFen([68_000, null, 2_050])).toBeNull();
    expect(totalFen([])).toBe(0);
  });
});
