import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import classes from './Highlight.module.css';
import { highlightSegments, type TextRange } from './highlightSegments';

export interface HighlightProps extends ComponentPropsWithRef<'span'> {
  /** The whole text. */
  text: string;
  /** Parts of `text` to mark, in UTF-16 offsets, end exclusive (as the search API answers them). @default [] */
  ranges?: readonly TextRange[];
  /** Class for the root element. */
  className?: string;
}

/**
 * A text with its matched terms in `<mark>` (search results, suggestions), in any script.
 *
 * **Accessibility:** The matches are native `mark` elements inside plain text, so the text reads as one string;
 * nothing to provide.
 *
 * **Data attributes:** none.
 */
export function Highlight({ text, ranges = [], className, ...rest }: HighlightProps) {
  return (
    <span {...rest} className={clsx(classes.Highlight, className)}>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.highlighted ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text have no identity but their place.
          <mark key={index} className={classes.Mark}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}
