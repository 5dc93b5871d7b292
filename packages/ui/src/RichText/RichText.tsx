import { clsx } from 'clsx';
import classes from './RichText.module.css';

export interface RichTextProps {
  /**
   * HTML that was sanitised before it was stored (headings, paragraphs, lists, emphasis, links, tables):
   * the component shows it as it is and never sanitises, so it must never get unsanitised input.
   */
  html: string;
  /** Class for the root element. */
  className?: string;
}

/** A stored rich-text body (about-us sections, legal documents) with the site's typography. */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={clsx(classes.RichText, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored sanitised (no script, no handler)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
