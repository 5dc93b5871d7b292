import { expect, test } from 'vitest';
import { clamp, isDrag, nearestEdge } from './floatingCartModel';

test('snaps to the nearer edge by the icon centre', () => {
  expect(nearestEdge(0, 80, 390)).toBe('left');
  expect(nearestEdge(150, 80, 390)).toBe('left');
  expect(nearestEdge(156, 80, 390)).toBe('right');
  expect(nearestEdge(310, 80, 390)).toBe('right');
});

test('a press becomes a drag only past the threshold', () => {
  expect(isDrag(3, 3)).toBe(false);
  expect(isDrag(4, 3)).toBe(true);
  expect(isDrag(0, -10)).toBe(true);
});

test('clamp keeps the icon on screen', () => {
  expect(clamp(-5, 0, 100)).toBe(0);
  expect(clamp(120, 0, 100)).toBe(100);
  expect(clamp(50, 0, -10)).toBe(0);
});
