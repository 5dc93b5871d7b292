import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import classes from './RichText.module.css';

export interface RichTextProps extends ComponentPropsWithRef<'div'> {
  /**
   * HTML that was sanitised before it was stored (headings, paragraphs, lists, emphasis, links, tables):
   * the component shows it as it is and never sanitises, so it must never get unsanitised input.
   */
  html: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * A stored rich-text body (about-us sections, legal documents) with the site's typography.
 *
 * **Accessibility:** Renders the stored HTML as it is: its headings, lists, tables and image `alt`s are the
 * author's to get right (the server sanitises it); wide tables scroll inside their own box.
 *
 * **Data attributes:** none.
 */
export function RichText({ html, className, ...rest }: RichTextProps) {
  return (
    <div
      {...rest}
      className={clsx(classes.RichText, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored sanitised (no script, no handler)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
