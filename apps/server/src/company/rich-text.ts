import sanitizeHtml from 'sanitize-html';

/**
 * What stored rich text may hold: headings, paragraphs, lists, emphasis, links and tables. No script,
 * no style, no event handler, no iframe; links keep http(s), mailto and tel only and open no opener.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Rich text as it may be stored and shown: sanitised HTML (run on every write). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
