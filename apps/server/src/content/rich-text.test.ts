import { describe, expect, it } from 'vitest';
import { paragraphsToRichText, richTextWords, sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the structure an editor writes', () => {
    const html = '<h3>Agenda</h3><p>Visit <strong>booth A12</strong>:</p><ul><li>IL-6</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles, event attributes and script URLs', () => {
    const stored = sanitizeRichText(
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>',
    );
    expect(stored).not.toMatch(/script|onclick|onerror|style|iframe|javascript/i);
    expect(stored).toContain('<p>Hi</p>');
  });

  it('opens outside links without handing them the page', () => {
    expect(sanitizeRichText('<a href="https://www.ncbi.nlm.nih.gov/">PubMed</a>')).toBe(
      '<a href="https://www.ncbi.nlm.nih.gov/" rel="noopener noreferrer" target="_blank">PubMed</a>',
    );
    expect(sanitizeRichText('<a href="/article?id=2">more</a>')).toBe('<a href="/article?id=2">more</a>');
  });

  it('keeps the phone and mail links of contact texts, and no other scheme', () => {
    expect(sanitizeRichText('<a href="tel:+862512345678">call</a>')).toBe(
      '<a href="tel:+862512345678">call</a>',
    );
    expect(sanitizeRichText('<a href="mailto:ir@example.cn">ir</a>')).toBe(
      '<a href="mailto:ir@example.cn">ir</a>',
    );
    expect(sanitizeRichText('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>');
  });
});

describe('richTextWords and paragraphsToRichText', () => {
  it('reads the words without the markup, entities decoded', () => {
    expect(richTextWords('<h3>A &amp; B</h3><p>IL-6 &lt;1 EU/µg</p>')).toBe('A & B IL-6 <1 EU/µg');
  });

  it('makes one escaped paragraph of each block of text', () => {
    expect(paragraphsToRichText('First <b>\n\n  Second & last ')).toBe(
      '<p>First &lt;b&gt;</p><p>Second &amp; last</p>',
    );
  });
});
