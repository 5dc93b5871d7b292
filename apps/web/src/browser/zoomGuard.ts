/** Keys that zoom the page together with Ctrl or Meta: + (and =), -, 0, on the main row and the keypad. */
const zoomKeys = new Set(['+', '=', '-', '_', '0']);
const zoomCodes = new Set(['NumpadAdd', 'NumpadSubtract', 'Numpad0', 'Equal', 'Minus', 'Digit0']);

/** Whether a key press is a browser zoom shortcut (SPEC §2: blocked). */
export function isZoomShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'key' | 'code'>): boolean {
  return (event.ctrlKey || event.metaKey) && (zoomKeys.has(event.key) || zoomCodes.has(event.code));
}

/** Whether a wheel event is a zoom gesture (Ctrl + wheel, which is also how trackpads report pinch). */
export function isZoomWheel(event: Pick<WheelEvent, 'ctrlKey' | 'metaKey'>): boolean {
  return event.ctrlKey || event.metaKey;
}

/**
 * Blocks Ctrl/Meta zoom keys and Ctrl+wheel zoom (SPEC §2). The wheel listener must be non-passive to
 * be allowed to cancel. Returns the function that removes both listeners.
 */
export function installZoomGuard(target: Window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (isZoomShortcut(event)) event.preventDefault();
  };
  const onWheel = (event: WheelEvent) => {
    if (isZoomWheel(event)) event.preventDefault();
  };
  target.addEventListener('keydown', onKeyDown);
  target.addEventListener('wheel', onWheel, { passive: false });
  return () => {
    target.removeEventListener('keydown', onKeyDown);
    target.removeEventListener('wheel', onWheel);
  };
}
