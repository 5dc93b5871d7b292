import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { citationLineMessages as messages } from './CitationLine.messages';
import classes from './CitationLine.module.css';

export interface CitationLineProps extends Omit<ComponentPropsWithRef<'figure'>, 'onCopy'> {
  /** The ready citation, e.g. 'Human IL-6 Protein (Hetai Bio, Cat. No. IL6-H4218, Lot 2403C17, Beijing, China)'. */
  text: string;
  /** Accessible name of the line. @default the localized 'Citation line' */
  label?: string;
  /** Writes the text to the clipboard. @default navigator.clipboard.writeText */
  onCopy?: (text: string) => Promise<void>;
  /** Class for the root element. */
  className?: string;
}

const writeToClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * A citation to paste into a paper's methods: selectable text (one click selects it all, which is the
 * way without JavaScript), and once the page runs a copy button that says whether it copied.
 *
 * **Accessibility:** A `figure` named by `label` (default 'Citation line'); the copy button is described by the
 * citation text and its outcome is announced in a `role=status` line.
 *
 * **Data attributes:**
 * - root: `data-state`: idle, copied, failed
 */
export function CitationLine({
  text,
  label,
  onCopy = writeToClipboard,
  className,
  ...rest
}: CitationLineProps) {
  const intl = useIntl();
  const textId = useId();
  // The button only appears where it can work: the server's HTML (and a page without JavaScript) has none.
  const [canCopy, setCanCopy] = useState(false);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => setCanCopy(true), []);

  const copy = async () => {
    try {
      await onCopy(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <figure
      {...rest}
      className={clsx(classes.CitationLine, className)}
      aria-label={label ?? intl.formatMessage(messages.label)}
      data-state={state}
    >
      <p id={textId} className={classes.Text}>
        {text}
      </p>
      {canCopy ? (
        <Button size="sm" variant="secondary" onClick={copy} aria-describedby={textId}>
          {intl.formatMessage(messages.copy)}
        </Button>
      ) : null}
      <span role="status" className={classes.Status}>
        {state === 'copied'
          ? intl.formatMessage(messages.copied)
          : state === 'failed'
            ? intl.formatMessage(messages.copyFailed)
            : ''}
      </span>
    </figure>
  );
}
