import type { ToolboxField, ValidationError } from '@storefront/toolbox';
import { useCallback, useState } from 'react';

/**
 * Which fields the user has left. A blank field is not scolded before the user has been there; every
 * other problem (a bad character, a number out of range) shows as soon as it is typed.
 */
export function useToolboxFormTouched() {
  const [touched, setTouched] = useState<ReadonlySet<ToolboxField>>(() => new Set());
  const touch = useCallback((field: ToolboxField) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);
  const isShown = useCallback(
    (error: ValidationError | undefined): error is ValidationError =>
      error !== undefined && (error.code !== 'required' || touched.has(error.field)),
    [touched],
  );
  return { touch, isShown };
}
