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
