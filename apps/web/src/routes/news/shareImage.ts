// Not inlined as a data: URL (it is under Vite's inline limit): crawlers and WeChat need an address to fetch.
import shareImagePath from './share-image.png?no-inline';

/**
 * The picture of a share card and of the JSON-LD where an article or meeting has no cover: the brand mark,
 * 400 × 400 px (WeChat asks for at least 300 px), as an absolute URL on the page's origin.
 */
export function shareImageUrl(pageUrl: string, cover: string | null): string {
  return new URL(cover ?? shareImagePath, pageUrl).href;
}
