import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const applicationListMessages = defineMessages<{
  listLabel: NoMessageValues;
  kindTrial: NoMessageValues;
  kindAward: NoMessageValues;
  statusReceived: NoMessageValues;
  statusReviewing: NoMessageValues;
  statusApproved: NoMessageValues;
  statusRejected: NoMessageValues;
  statusCompleted: NoMessageValues;
  reference: NoMessageValues;
  kind: NoMessageValues;
  status: NoMessageValues;
  date: NoMessageValues;
  catalogNumber: NoMessageValues;
  award: { gross: string; tax: string; net: string };
  awardLabel: NoMessageValues;
  account: NoMessageValues;
  loading: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
  errorTitle: NoMessageValues;
}>({
  listLabel: {
    id: 'ui.ApplicationList.listLabel',
    defaultMessage: 'My applications',
    description: 'Accessible name of the list',
  },
  kindTrial: {
    id: 'ui.ApplicationList.kindTrial',
    defaultMessage: 'Free trial',
    description: 'Kind of application',
  },
  kindAward: {
    id: 'ui.ApplicationList.kindAward',
    defaultMessage: 'Paper award',
    description: 'Kind of application',
  },
  statusReceived: {
    id: 'ui.ApplicationList.statusReceived',
    defaultMessage: 'Received',
    description: 'Application status',
  },
  statusReviewing: {
    id: 'ui.ApplicationList.statusReviewing',
    defaultMessage: 'Under review',
    description: 'Application status',
  },
  statusApproved: {
    id: 'ui.ApplicationList.statusApproved',
    defaultMessage: 'Approved',
    description: 'Application status',
  },
  statusRejected: {
    id: 'ui.ApplicationList.statusRejected',
    defaultMessage: 'Not approved',
    description: 'Application status',
  },
  statusCompleted: {
    id: 'ui.ApplicationList.statusCompleted',
    defaultMessage: 'Completed',
    description: 'Application status',
  },
  reference: { id: 'ui.ApplicationList.reference', defaultMessage: 'Reference', description: 'Label' },
  kind: { id: 'ui.ApplicationList.kind', defaultMessage: 'Type', description: 'Label: trial or award' },
  status: { id: 'ui.ApplicationList.status', defaultMessage: 'Status', description: 'Label' },
  date: {
    id: 'ui.ApplicationList.date',
    defaultMessage: 'Submitted',
    description: 'Label: when the application was sent',
  },
  catalogNumber: { id: 'ui.ApplicationList.catalogNumber', defaultMessage: 'Cat. No.', description: 'Label' },
  award: {
    id: 'ui.ApplicationList.award',
    defaultMessage: '{gross} before tax, {tax} tax, {net} paid',
    description: 'The award amounts of an award application',
  },
  awardLabel: {
    id: 'ui.ApplicationList.awardLabel',
    defaultMessage: 'Award',
    description: 'Label: the award amounts',
  },
  account: {
    id: 'ui.ApplicationList.account',
    defaultMessage: 'Paid to account',
    description: 'Label: the masked bank account',
  },
  loading: {
    id: 'ui.ApplicationList.loading',
    defaultMessage: 'Loading your applications…',
    description: 'Status while loading',
  },
  emptyTitle: {
    id: 'ui.ApplicationList.emptyTitle',
    defaultMessage: 'No applications yet',
    description: 'Empty list heading',
  },
  emptyDescription: {
    id: 'ui.ApplicationList.emptyDescription',
    defaultMessage: 'Your free trial and paper award applications will appear here.',
    description: 'Empty list text',
  },
  errorTitle: {
    id: 'ui.ApplicationList.errorTitle',
    defaultMessage: 'Your applications could not be loaded',
    description: 'Error heading',
  },
});
