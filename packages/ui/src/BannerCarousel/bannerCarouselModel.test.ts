import { describe, expect, test } from 'vitest';
import { isRotating, slideStepForKey, slidesLiveMode, wrapIndex } from './bannerCarouselModel';

describe('wrapIndex', () => {
  test('wraps past both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});

describe('isRotating', () => {
  const base = { playing: true, hovered: false, focused: false, count: 3 };
  test('rotates only when playing, not hovered, not focused and with more than one slide', () => {
    expect(isRotating(base)).toBe(true);
    expect(isRotating({ ...base, playing: false })).toBe(false);
    expect(isRotating({ ...base, hovered: true })).toBe(false);
    expect(isRotating({ ...base, focused: true })).toBe(false);
    expect(isRotating({ ...base, count: 1 })).toBe(false);
  });
});

describe('slidesLiveMode', () => {
  test('is silent only for the slides the rotation shows while it rotates', () => {
    expect(slidesLiveMode({ rotating: true, shownBy: 'rotation' })).toBe('off');
    expect(slidesLiveMode({ rotating: true, shownBy: 'visitor' })).toBe('polite');
    expect(slidesLiveMode({ rotating: false, shownBy: 'rotation' })).toBe('polite');
    expect(slidesLiveMode({ rotating: false, shownBy: 'visitor' })).toBe('polite');
  });
});

describe('slideStepForKey', () => {
  test('maps arrows, Home and End', () => {
    expect(slideStepForKey('ArrowLeft')).toBe(-1);
    expect(slideStepForKey('ArrowRight')).toBe(1);
    expect(slideStepForKey('Home')).toBe('first');
    expect(slideStepForKey('End')).toBe('last');
    expect(slideStepForKey('Enter')).toBeNull();
  });
});
