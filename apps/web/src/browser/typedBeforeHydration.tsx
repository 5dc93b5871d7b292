import { type ReactNode, useEffect } from 'react';

/** Input types whose value is text a visitor types (a checkbox's or a file's is not). */
export const textTypes = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number', 'date']);

/**
 * Text a visitor typed into a server-rendered field before the app hydrated stays in the field, but React
 * takes it as the field's value without an onChange: the page's state still holds the server's value, so
 * nothing reacts to it (the toolbox computed nothing and a form would post the old value). This reports
 * each such field to React as the change it was.
 */
export function announceTypedBeforeHydration(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].some((option) => option.selected !== option.defaultSelected);
      if (chosen) field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (field instanceof HTMLInputElement && !textTypes.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // React notes the value it last saw through the element's own `value` setter. The server's value set
    // that way, then the typed one through the prototype's setter, leaves the difference React reports.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Wraps the hydrated tree and, once it has hydrated (a parent's effects run after its children's),
 * announces what was typed before: see announceTypedBeforeHydration.
 */
export function TypedBeforeHydration({
  root,
  onHydrated,
  children,
}: {
  root: ParentNode | null;
  /** Called once the tree has hydrated, after the announcement. */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    if (root) announceTypedBeforeHydration(root);
    onHydrated?.();
  }, [root, onHydrated]);
  return children;
}
