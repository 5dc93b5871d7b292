import { expect, within } from 'storybook/test';

/**
 * The colour a colour token resolves to where `element` sits (its theme), as getComputedStyle writes colours,
 * so that a story can compare an element's computed colour with the token it must use.
 */
export function tokenColor(element: Element, token: `--sf-${string}`): string {
  const probe = element.ownerDocument.createElement('span');
  probe.style.color = `var(${token})`;
  (element.parentElement ?? element).append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** A story's play: every link in the canvas has the design system's link colour (--sf-color-link), not the browser's default blue. */
export async function expectLinksInLinkColour({
  canvasElement,
}: {
  canvasElement: HTMLElement;
}): Promise<void> {
  const links = within(canvasElement).getAllByRole('link');
  await expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    await expect(getComputedStyle(link).color).toBe(tokenColor(link, '--sf-color-link'));
  }
}
