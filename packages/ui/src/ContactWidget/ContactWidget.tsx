import { clsx } from 'clsx';
import { type KeyboardEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { QrCode } from '../QrCode';
import { contactWidgetMessages } from './ContactWidget.messages';
import classes from './ContactWidget.module.css';

export interface ContactWidgetProps {
  /** Value of the QR code: the official account (Chinese site) or the LinkedIn page (English site). */
  qrValue: string;
  /** Caption and accessible name of the QR code, e.g. '扫码关注公众号' or 'Follow us on LinkedIn'. */
  qrLabel: string;
  /** Link under the code (e.g. the LinkedIn page on the English site); external, opens in a new tab. */
  href?: string;
  /** Text of the link. @default qrLabel */
  linkLabel?: string;
  /**
   * Hides the widget. SPEC §2: the app passes `hidden` on product-detail, rich-detail, about-us and contact,
   * where the widget would cover page content.
   * @default false
   */
  hidden?: boolean;
  /** Class for the root element. */
  className?: string;
}

/**
 * A small tab fixed to the side of the page that shows a QR code on hover or keyboard focus (and on tap, for
 * touch screens); Escape hides it again.
 */
export function ContactWidget({
  qrValue,
  qrLabel,
  href,
  linkLabel,
  hidden = false,
  className,
}: ContactWidgetProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (hidden) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper tracks hover and focus of the button and its panel together.
    <div
      className={clsx(classes.ContactWidget, className)}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className={classes.Trigger}
        aria-expanded={open}
        aria-controls={panelId}
        // Hover and focus already open it, so a click (a tap on touch screens) only ever opens; leaving,
        // moving focus away or Escape close it.
        onClick={() => setOpen(true)}
      >
        <Icon name="info" size="md" />
        <span>{intl.formatMessage(contactWidgetMessages.label)}</span>
      </button>
      <div id={panelId} className={classes.Panel} hidden={!open}>
        <QrCode value={qrValue} label={qrLabel} size={120} />
        <p className={classes.Caption}>{qrLabel}</p>
        {href ? (
          <a className={classes.Link} href={href} target="_blank" rel="noopener noreferrer">
            {linkLabel ?? qrLabel}
          </a>
        ) : null}
      </div>
    </div>
  );
}
