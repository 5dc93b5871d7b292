import { clsx } from 'clsx';
import { QRCodeSVG } from 'qrcode.react';
import classes from './QrCode.module.css';

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
    </span>
  );
}
