/** The index `step` slides away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Whether the slide show advances by itself right now. */
export function isRotating(options: {
  /** The visitor's (or the default) choice: play or stopped. */
  playing: boolean;
  /** Pointer over the carousel or keyboard focus inside it: reading must not be interrupted. */
  hovered: boolean;
  focused: boolean;
  count: number;
}): boolean {
  return options.playing && !options.hovered && !options.focused && options.count > 1;
}

/** Who showed the current slide: the visitor (a button, a dot, a key) or the rotation's timer. */
export type SlideMover = 'visitor' | 'rotation';

/**
 * The politeness of the slides' live region (APG carousel): silent while the slides turn by themselves, polite
 * once rotation pauses and for a slide the visitor chose even while it rotates, since a screen reader's virtual
 * cursor presses a button without moving focus or the pointer into the carousel.
 */
export function slidesLiveMode(options: { rotating: boolean; shownBy: SlideMover }): 'off' | 'polite' {
  return options.rotating && options.shownBy === 'rotation' ? 'off' : 'polite';
}

/** Keys that move between slides while focus is inside the carousel. */
export function slideStepForKey(key: string): -1 | 1 | 'first' | 'last' | null {
  switch (key) {
    case 'ArrowLeft':
      return -1;
    case 'ArrowRight':
      return 1;
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}
