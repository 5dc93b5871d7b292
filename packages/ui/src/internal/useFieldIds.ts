import { useId } from 'react';

/**
 * Ids that tie a form control to its label, description and error message, plus the aria-describedby
 * value listing whichever of those is shown (error first, so it is announced first).
 */
export function useFieldIds(options: {
  id?: string | undefined;
  hasDescription: boolean;
  hasError: boolean;
}) {
  const generated = useId();
  const inputId = options.id ?? `${generated}-control`;
  const descriptionId = `${generated}-description`;
  const errorId = `${generated}-error`;
  const describedBy =
    [options.hasError ? errorId : null, options.hasDescription ? descriptionId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { inputId, descriptionId, errorId, describedBy };
}
