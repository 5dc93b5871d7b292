import { expect } from 'storybook/test';

/**
 * Where a tap may aim at an element: across each of its boxes (one per line of a wrapped link), at a sixth, a half
 * and five sixths of the width, halfway down.
 */
function tapPoints(element: Element) {
  return Array.from(element.getClientRects()).flatMap((rect) =>
    [1 / 6, 1 / 2, 5 / 6].map((share) => ({
      x: rect.left + rect.width * share,
      y: rect.top + rect.height / 2,
    })),
  );
}

/**
 * Every interactive element of the page, scrolled into view at the top, the middle or the bottom of the viewport,
 * is what a tap anywhere across it hits: nothing floating over the page covers any of it.
 */
export async function expectNothingCovered(main: HTMLElement) {
  const interactive = Array.from(
    main.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
  );
  await expect(interactive.length).toBeGreaterThan(10);
  for (const element of interactive) {
    for (const block of ['start', 'center', 'end'] as const) {
      element.scrollIntoView({ block, behavior: 'instant' });
      for (const { x, y } of tapPoints(element)) {
        const hit = document.elementFromPoint(x, y);
        await expect(element.contains(hit), `${element.textContent} (${block}, ${Math.round(x)})`).toBe(true);
      }
    }
  }
}
