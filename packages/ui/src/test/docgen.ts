/**
 * The JSDoc description react-docgen attached to a component (Storybook's `__docgenInfo`), for a docs page
 * whose meta renders a story harness rather than the component itself: the page then shows the component's
 * own notes (usage, accessibility, data attributes) instead of the harness's, from the one copy in its source.
 */
export function docgenDescription(component: unknown): string {
  const info = (component as { __docgenInfo?: { description?: string } } | null)?.__docgenInfo;
  return info?.description ?? '';
}
