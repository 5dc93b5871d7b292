import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const articleListMessages = defineMessages<
  Record<
    'categoryNews' | 'categoryActivity' | 'categoryMeeting' | 'listLabel' | 'emptyTitle' | 'emptyDescription',
    NoMessageValues
  > & { dateRange: { start: string; end: string } }
>({
  dateRange: {
    id: 'ui.ArticleList.dateRange',
    defaultMessage: '{start} – {end}',
    description: 'The days of a meeting: its first and last day, each a formatted date',
  },
  categoryNews: {
    id: 'ui.ArticleList.categoryNews',
    defaultMessage: 'News',
    description: 'Article category',
  },
  categoryActivity: {
    id: 'ui.ArticleList.categoryActivity',
    defaultMessage: 'Activity',
    description: 'Article category: events, promotions, conferences',
  },
  categoryMeeting: {
    id: 'ui.ArticleList.categoryMeeting',
    defaultMessage: 'Meeting',
    description: 'Category of a trade show, conference or seminar',
  },
  listLabel: {
    id: 'ui.ArticleList.listLabel',
    defaultMessage: 'Articles',
    description: 'Accessible name of the list',
  },
  emptyTitle: {
    id: 'ui.ArticleList.emptyTitle',
    defaultMessage: 'No articles yet',
    description: 'Empty list title',
  },
  emptyDescription: {
    id: 'ui.ArticleList.emptyDescription',
    defaultMessage: 'News and activities will appear here as soon as they are published.',
    description: 'Empty list advice',
  },
});
