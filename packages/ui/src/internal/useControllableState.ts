import { useCallback, useRef, useState } from 'react';

/**
 * State that a parent may own (`value` given) or leave to the component (`defaultValue`), the Radix way:
 * the component calls `onChange` for every change (not for a value it already has), and only stores the
 * value itself when uncontrolled.
 */
export function useControllableState<T>(options: {
  value: T | undefined;
  defaultValue: T;
  onChange?: ((value: T) => void) | undefined;
}): [T, (next: T) => void] {
  const { value, defaultValue, onChange } = options;
  const [uncontrolled, setUncontrolled] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : uncontrolled;
  // Refs keep the setter stable while still calling the latest onChange with the latest value.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const currentRef = useRef(current);
  currentRef.current = current;
  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, currentRef.current)) return;
      currentRef.current = next;
      if (!controlled) setUncontrolled(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, setValue];
}
