import { expect } from 'storybook/test';

/** The text inputs, selects and textareas of `container`: the boxes a field grid must line up. */
export function formControls(container: Element): HTMLElement[] {
  return Array.from(
    container.querySelectorAll<HTMLElement>(
      'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), select, textarea',
    ),
  );
}

const nameOf = (control: HTMLElement) =>
  (control as HTMLInputElement).labels?.[0]?.textContent ?? control.getAttribute('name') ?? control.id;

/**
 * Controls side by side (their boxes share a horizontal band) must have equal top edges, whatever label,
 * description or error lines their fields carry. Returns how many side-by-side pairs there were, so that a story
 * can also check that it looked at a layout with columns.
 */
export async function expectSideBySideControlsAligned(controls: readonly HTMLElement[]): Promise<number> {
  const boxes = controls.map((control) => ({ control, rect: control.getBoundingClientRect() }));
  let pairs = 0;
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const sideBySide = a.rect.top < b.rect.bottom && b.rect.top < a.rect.bottom;
      if (!sideBySide) continue;
      pairs += 1;
      const names = `${nameOf(a.control)} / ${nameOf(b.control)}`;
      await expect(Math.abs(a.rect.top - b.rect.top), `top edges of ${names}`).toBeLessThan(0.5);
    }
  }
  return pairs;
}
