import { clsx } from 'clsx';
import classes from './Highlight.module.css';
import { highlightSegments, type TextRange } from './highlightSegments';

export interface HighlightProps {
  /** The whole text. */
  text: string;
  /** Parts of `text` to mark, in UTF-16 offsets, end exclusive (as the search API answers them). @default [] */
  ranges?: readonly TextRange[];
  /** Class for the root element. */
  className?: string;
}

/** A text with its matched terms in `<mark>` (search results, suggestions), in any script. */
export function Highlight({ text, ranges = [], className }: HighlightProps) {
  return (
    <span className={clsx(classes.Highlight, className)}>
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
