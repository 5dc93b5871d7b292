import { clsx } from 'clsx';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import classes from './Skeleton.module.css';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends ComponentPropsWithRef<'span'> {
  /** Shape: lines of text, a block (image, card) or a circle (avatar). @default 'text' */
  variant?: SkeletonVariant;
  /** Number of text lines; the last one is shorter, as real paragraphs are. @default 1 */
  lines?: number;
  /** CSS width, e.g. '12rem' or '60%'. @default '100%' */
  width?: string;
  /** CSS height for 'rect' and 'circle'. @default '8rem' for rect, the width for circle */
  height?: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * A placeholder shape while content loads. It is hidden from assistive technology: mark the loading region
 * itself with aria-busy="true" (and announce completion there) instead.
 *
 * **Accessibility:** `aria-hidden="true"`: the caller marks the loading region `aria-busy` and announces the
 * result there.
 *
 * **Data attributes:**
 * - `data-variant`: text, rect, circle
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, className, ...rest }: SkeletonProps) {
  const style = {
    '--sf-skeleton-width': width,
    '--sf-skeleton-height': height,
  } as CSSProperties;
  if (variant === 'text') {
    return (
      <span
        {...rest}
        className={clsx(classes.Skeleton, className)}
        data-variant="text"
        style={style}
        aria-hidden="true"
      >
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines have no other identity.
          <span key={index} className={classes.Line} />
        ))}
      </span>
    );
  }
  return (
    <span
      {...rest}
      className={clsx(classes.Skeleton, className)}
      data-variant={variant}
      style={style}
      aria-hidden="true"
    />
  );
}
