/** Which side the icon rests on. */
export type FloatingCartEdge = 'left' | 'right';

/** A pointer must move this far (px) before a press becomes a drag; less is a click. */
export const DRAG_THRESHOLD = 5;

/** The edge nearer to the icon's centre once released (ties go right, where it starts). */
export function nearestEdge(left: number, width: number, viewportWidth: number): FloatingCartEdge {
  return left + width / 2 < viewportWidth / 2 ? 'left' : 'right';
}

/** Keeps `value` within [min, max] (max wins when the range is empty, e.g. a very short viewport). */
export function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

/** Whether a pointer that moved (dx, dy) since it was pressed is dragging. */
export function isDrag(dx: number, dy: number, threshold = DRAG_THRESHOLD): boolean {
  return Math.hypot(dx, dy) >= threshold;
}
