import { defineMessages } from 'react-intl';

/** Words the news pages share (breadcrumbs, section names). */
export const newsMessages = defineMessages({
  home: { id: 'web.news.home', defaultMessage: 'Home' },
  title: { id: 'web.news.title', defaultMessage: 'News & Activities' },
});

/** The contract's ids are integers from 1 to 2^31 - 1; anything else names no article or meeting. */
export function contentIdOf(url: URL, name = 'id'): number | null {
  const raw = url.searchParams.get(name)?.trim() ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
