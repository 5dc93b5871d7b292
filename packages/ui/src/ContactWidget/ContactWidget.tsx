import { clsx } from 'clsx';
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { dockItemClass, useDockItem } from '../internal/Dock';
import { mergeRefs } from '../internal/mergeRefs';
import { QrCode } from '../QrCode';
import { contactWidgetMessages } from './ContactWidget.messages';
import classes from './ContactWidget.module.css';

export interface ContactWidgetProps extends ComponentPropsWithRef<'aside'> {
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
 * The 'Follow us' widget: a button that shows a QR code. From 1280 px it is a tab on the right edge that opens
 * on hover or keyboard focus; on narrow screens it rests in the dock, the bottom band the page reserves (with the
 * floating cart, at the other end), and a tap opens and closes it — touch has no hover. Escape, a tap outside
 * or moving focus away close it. The root is a labelled `aside`.
 *
 * **Accessibility:** An `aside` named 'Social media' (localized); the button has `aria-expanded` and
 * `aria-controls` for the QR panel, Escape closes it. Give the QR code a text alternative with
 * `qrLabel` and, where it exists, the same destination as a link (`href`, `linkLabel`).
 *
 * **Data attributes:**
 * - root: `data-state`: open, closed; `data-dock-item`: follow
 */
export function ContactWidget({
  qrValue,
  qrLabel,
  href,
  linkLabel,
  hidden = false,
  className,
  ref,
  ...rest
}: ContactWidgetProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLElement>(null);
  // How the press that ends in a click started: a mouse has already opened the panel by hovering, so its click
  // only keeps it open; a finger or pen toggles it from the state it found.
  const press = useRef<{ pointerType: string; wasOpen: boolean } | null>(null);
  useDockItem(hidden ? null : 'follow');

  useEffect(() => {
    if (!open) return;
    // A tap elsewhere closes it (touch browsers do not always move focus away from a tapped button).
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  if (hidden) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  const onHover = (next: boolean) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setOpen(next);
  };
  const onClick = () => {
    const started = press.current;
    press.current = null;
    if (started?.pointerType === 'mouse') setOpen(true);
    else setOpen(!(started ? started.wasOpen : open));
  };

  return (
    <aside
      {...rest}
      ref={mergeRefs(rootRef, ref)}
      className={clsx(classes.ContactWidget, dockItemClass, className)}
      aria-label={intl.formatMessage(contactWidgetMessages.region)}
      data-dock-item="follow"
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
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
        onPointerDown={(event) => {
          press.current = { pointerType: event.pointerType, wasOpen: open };
        }}
        onClick={onClick}
      >
        <Icon name="info" size="md" />
        <span className={classes.Label}>{intl.formatMessage(contactWidgetMessages.label)}</span>
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
    </aside>
  );
}
