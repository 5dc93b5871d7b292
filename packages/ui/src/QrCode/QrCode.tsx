import { clsx } from 'clsx';
import type { QRCodeSVG } from 'qrcode.react';
import { type ComponentPropsWithRef, type RefObject, useEffect, useRef, useState } from 'react';
import { mergeRefs } from '../internal/mergeRefs';
import classes from './QrCode.module.css';

export type QrCodeLevel = 'L' | 'M' | 'Q' | 'H';

export interface QrCodeProps extends ComponentPropsWithRef<'span'> {
  /** Text or URL to encode (e.g. the official account's follow URL). */
  value: string;
  /** Accessible name, e.g. 'QR code: follow us on WeChat'. */
  label: string;
  /** Side length in CSS pixels. @default 128 */
  size?: number;
  /** Error-correction level. @default 'M' */
  level?: QrCodeLevel;
  /** Class for the root element. */
  className?: string;
}

type Encoder = typeof QRCodeSVG;
let loadedEncoder: Encoder | null = null;

/**
 * The encoder (qrcode.react, about 16 KB) loads when the code comes near the viewport, not with every
 * page that might show one: a code in the footer costs nothing while the page loads, nor to a visitor who
 * never scrolls there. Not through `lazy` and Suspense: a boundary that suspends on the server is
 * streamed out of order with inline scripts, which the CSP refuses. So the server and the hydrating
 * client render the same empty square, and the code is drawn into it once the module is there.
 */
function useEncoder(target: RefObject<Element | null>): Encoder | null {
  const [encoder, setEncoder] = useState<Encoder | null>(null);
  useEffect(() => {
    if (loadedEncoder) {
      setEncoder(() => loadedEncoder);
      return;
    }
    let mounted = true;
    const load = () =>
      void import('qrcode.react').then((module) => {
        loadedEncoder = module.QRCodeSVG;
        if (mounted) setEncoder(() => module.QRCodeSVG);
      });
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        mounted = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, [target]);
  return encoder;
}

/**
 * An SVG QR code computed in the browser (qrcode.react, no image download). Colours come from
 * `--sf-qr-fg` / `--sf-qr-bg`; keep them dark on light so phones can scan it.
 *
 * **Accessibility:** An `svg` with `role="img"` and `aria-label` set to `label`: the caller provides `label`
 * (say what the code leads to), and should offer the same destination as a link where possible.
 *
 * **Data attributes:**
 * - `data-size`: the size in px
 */
export function QrCode({ value, label, size = 128, level = 'M', className, ref, ...rest }: QrCodeProps) {
  const root = useRef<HTMLSpanElement>(null);
  const Encoder = useEncoder(root);
  return (
    <span
      {...rest}
      ref={mergeRefs(root, ref)}
      className={clsx(classes.QrCode, className)}
      role="img"
      aria-label={label}
      data-size={size}
    >
      {Encoder ? (
        <Encoder
          value={value}
          size={size}
          level={level}
          marginSize={2}
          // Colours through CSS (the root's color/background) so tokens theme them.
          bgColor="transparent"
          fgColor="currentColor"
          aria-hidden="true"
        />
      ) : (
        // The code's square, so that nothing moves when it is drawn.
        <svg width={size} height={size} aria-hidden="true" />
      )}
    </span>
  );
}
