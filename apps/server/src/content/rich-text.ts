import sanitizeHtml from 'sanitize-html';

/**
 * What stored rich text (an article body, a meeting agenda, an about-us section, a legal document) may
 * hold: the structure an editor writes (paragraphs, headings, lists, tables, emphasis, links, images). No
 * script, style, frame, form or event attribute survives; links keep only http(s), mailto, tel and
 * site-relative addresses, images http(s) and site-relative ones, so a stored body can be rendered as it
 * is by a page whose CSP forbids inline script.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'sub',
    'sup',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Links leaving the site open without handing it the page (window.opener).
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
        : attribs,
    }),
  },
};

/** The HTML an editor wrote, reduced to what a page may show (see `richTextOptions`). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of a rich text without its markup (the search index reads these). */
export function richTextWords(html: string): string {
  // A block ends a word; inline markup (IL-<sub>6</sub>) does not.
  const spaced = html.replace(/<\/?(?:p|br|h\d|li|td|th|tr|blockquote|figcaption)\b[^>]*>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text of paragraphs separated by blank lines, as rich text (each paragraph escaped). */
export function paragraphsToRichText(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph)}</p>`)
    .join('');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
