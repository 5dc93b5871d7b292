import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const jobListMessages = defineMessages<{
  listLabel: NoMessageValues;
  hot: NoMessageValues;
  headcount: { count: number };
  published: { date: string };
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
}>({
  listLabel: {
    id: 'ui.JobList.listLabel',
    defaultMessage: 'Open positions',
    description: 'Accessible name of the list of jobs',
  },
  hot: { id: 'ui.JobList.hot', defaultMessage: 'Hot', description: 'Badge of a job we most need to fill' },
  headcount: {
    id: 'ui.JobList.headcount',
    defaultMessage: '{count, plural, one {# opening} other {# openings}}',
  },
  published: { id: 'ui.JobList.published', defaultMessage: 'Posted {date}' },
  emptyTitle: { id: 'ui.JobList.emptyTitle', defaultMessage: 'No open positions right now' },
  emptyDescription: {
    id: 'ui.JobList.emptyDescription',
    defaultMessage: 'Send us your CV anyway: we keep it for the next opening.',
  },
});
