import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import classes from './Icon.module.css';
import { type IconName, iconPaths } from './iconPaths';

export type IconSize = 'sm' | 'md' | 'lg';

export interface IconProps extends ComponentPropsWithRef<'svg'> {
  /** Which glyph to draw. */
  name: IconName;
  /** Rendered size: sm 16 px, md 20 px, lg 24 px. @default 'md' */
  size?: IconSize;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. @default undefined */
  label?: string;
  /** Extra class for the root `<svg>`. */
  className?: string;
}

/**
 * An inline SVG icon that takes the current text colour.
 *
 * **Accessibility:** Decorative by default (`aria-hidden`); with `label` it becomes `role="img"` with that
 * `aria-label`. Give a `label` only to an icon that carries meaning on its own (an icon-only button is better
 * named on the button).
 *
 * **Data attributes:**
 * - `data-icon`: the glyph name
 * - `data-size`: sm, md, lg
 */
export function Icon({ name, size = 'md', label, className, ...rest }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named icons get role=img + aria-label; the rest are aria-hidden.
    <svg
      {...rest}
      className={clsx(classes.Icon, className)}
      data-size={size}
      data-icon={name}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {iconPaths[name]}
    </svg>
  );
}
