import { defineMessages } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const newsTabsMessages = defineMessages({
  label: {
    id: 'ui.NewsTabs.label',
    defaultMessage: 'News categories',
    description: 'Accessible name of the category switch of the news page',
  },
  news: { id: 'ui.NewsTabs.news', defaultMessage: 'Company news', description: 'News category tab' },
  activity: {
    id: 'ui.NewsTabs.activity',
    defaultMessage: 'Market activities',
    description: 'News category tab: promotions, webinars, shows',
  },
  meeting: {
    id: 'ui.NewsTabs.meeting',
    defaultMessage: 'Meetings',
    description: 'News category tab: trade shows, conferences, seminars',
  },
});
