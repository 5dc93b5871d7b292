import { describe, expect, it } from 'vitest';
import { isZoomShortcut, isZoomWheel } from './zoomGuard';

const key = (key: string, code: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('isZoomShortcut', () => {
  it('blocks Ctrl or Meta with +, =, -, 0 and their keypad keys', () => {
    expect(isZoomShortcut(key('+', 'Equal', { ctrlKey: true }))).toBe(true);
    expect(isZoomShortcut(key('=', 'Equal', { metaKey: true }))).toBe(true);
    expect(isZoomShortcut(key('-', 'Minus', { ctrlKey: true }))).toBe(true);
    expect(isZoomShortcut(key('0', 'Digit0', { metaKey: true }))).toBe(true);
    expect(isZoomShortcut(key('+', 'NumpadAdd', { ctrlKey: true }))).toBe(true);
    // Non-US layouts report the physical key in `code`.
    expect(isZoomShortcut(key('ß', 'Minus', { ctrlKey: true }))).toBe(true);
  });

  it('leaves other shortcuts and plain keys alone', () => {
    expect(isZoomShortcut(key('c', 'KeyC', { ctrlKey: true }))).toBe(false);
    expect(isZoomShortcut(key('f', 'KeyF', { metaKey: true }))).toBe(false);
    expect(isZoomShortcut(key('-', 'Minus'))).toBe(false);
    expect(isZoomShortcut(key('1', 'Digit1', { ctrlKey: true }))).toBe(false);
  });
});

describe('isZoomWheel', () => {
  it('is a zoom only with Ctrl or Meta held', () => {
    expect(isZoomWheel({ ctrlKey: true, metaKey: false })).toBe(true);
    expect(isZoomWheel({ ctrlKey: false, metaKey: true })).toBe(true);
    expect(isZoomWheel({ ctrlKey: false, metaKey: false })).toBe(false);
  });
});
