import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import classes from './QrCode.module.css';

/**
 * The encoder (about 16 KB) loads with the first QR code shown, not with every page that might show one.
 * Server-rendered codes are complete in the HTML: hydration keeps them while the module loads.
 */
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export type QrCodeLevel = 'L' | 'M' | 'Q' | 'H';

export interface QrCodeProps {
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

/**
 * An SVG QR code computed in the browser or on the server (qrcode.react, no image download). Colours come
 * from `--sf-qr-fg` / `--sf-qr-bg`; keep them dark on light so phones can scan it.
 */
export function QrCode({ value, label, size = 128, level = 'M', className }: QrCodeProps) {
  return (
    <span className={clsx(classes.QrCode, className)} role="img" aria-label={label} data-size={size}>
      {/* Until the encoder is there, an empty square of the same size keeps the layout still. */}
      <Suspense fallback={<svg width={size} height={size} aria-hidden="true" />}>
        <QRCodeSVG
          value={value}
          size={size}
          level={level}
          marginSize={2}
          // Colours through CSS (the root's color/background) so tokens theme them.
          bgColor="transparent"
          fgColor="currentColor"
          aria-hidden="true"
        />
      </Suspense>
    </span>
  );
}
