import { defineMessages } from 'react-intl';

/** The labels of the application forms' fields (both wizards name a field alike). */
export const applicationFieldMessages = defineMessages({
  sku: { id: 'ui.ApplicationWizard.field.sku', defaultMessage: 'Catalog number', description: 'Field label' },
  productName: {
    id: 'ui.ApplicationWizard.field.productName',
    defaultMessage: 'Product name',
    description: 'Field label',
  },
  productApplication: {
    id: 'ui.ApplicationWizard.field.productApplication',
    defaultMessage: 'Intended application',
    description: 'Field label',
  },
  treeId: {
    id: 'ui.ApplicationWizard.field.treeId',
    defaultMessage: 'Product category',
    description: 'Field label',
  },
  name: { id: 'ui.ApplicationWizard.field.name', defaultMessage: 'Name', description: 'Field label' },
  department: {
    id: 'ui.ApplicationWizard.field.department',
    defaultMessage: 'Department / lab',
    description: 'Field label',
  },
  company: {
    id: 'ui.ApplicationWizard.field.company',
    defaultMessage: 'Institute',
    description: 'Field label',
  },
  email: { id: 'ui.ApplicationWizard.field.email', defaultMessage: 'E-mail', description: 'Field label' },
  Verification: {
    id: 'ui.ApplicationWizard.field.Verification',
    defaultMessage: 'Verification code',
    description: 'Field label',
  },
  address: {
    id: 'ui.ApplicationWizard.field.address',
    defaultMessage: 'Mailing address',
    description: 'Field label',
  },
  industryId: {
    id: 'ui.ApplicationWizard.field.industryId',
    defaultMessage: 'Segment',
    description: 'Field label',
  },
  areaId: { id: 'ui.ApplicationWizard.field.areaId', defaultMessage: 'Province', description: 'Field label' },
  phone: {
    id: 'ui.ApplicationWizard.field.phone',
    defaultMessage: 'Mobile phone',
    description: 'Field label',
  },
  education: {
    id: 'ui.ApplicationWizard.field.education',
    defaultMessage: 'Education',
    description: 'Field label',
  },
  idNumber: {
    id: 'ui.ApplicationWizard.field.idNumber',
    defaultMessage: 'ID card number',
    description: 'Field label',
  },
  imageId1: {
    id: 'ui.ApplicationWizard.field.imageId1',
    defaultMessage: 'ID card, front',
    description: 'Field label',
  },
  imageId2: {
    id: 'ui.ApplicationWizard.field.imageId2',
    defaultMessage: 'ID card, back',
    description: 'Field label',
  },
  mentor: {
    id: 'ui.ApplicationWizard.field.mentor',
    defaultMessage: 'Supervisor',
    description: 'Field label',
  },
  labAddress: {
    id: 'ui.ApplicationWizard.field.labAddress',
    defaultMessage: 'Lab address',
    description: 'Field label',
  },
  labPhone: {
    id: 'ui.ApplicationWizard.field.labPhone',
    defaultMessage: 'Lab phone',
    description: 'Field label',
  },
  paperTitle: {
    id: 'ui.ApplicationWizard.field.paperTitle',
    defaultMessage: 'Paper title',
    description: 'Field label',
  },
  magazinePublished: {
    id: 'ui.ApplicationWizard.field.magazinePublished',
    defaultMessage: 'Journal',
    description: 'Field label',
  },
  influenceFactor: {
    id: 'ui.ApplicationWizard.field.influenceFactor',
    defaultMessage: 'Impact factor',
    description: 'Field label',
  },
  issueTime: {
    id: 'ui.ApplicationWizard.field.issueTime',
    defaultMessage: 'Publication date',
    description: 'Field label',
  },
  doi: { id: 'ui.ApplicationWizard.field.doi', defaultMessage: 'DOI', description: 'Field label' },
  firstAuthor: {
    id: 'ui.ApplicationWizard.field.firstAuthor',
    defaultMessage: 'First author',
    description: 'Field label',
  },
  correspondingAuthor: {
    id: 'ui.ApplicationWizard.field.correspondingAuthor',
    defaultMessage: 'Corresponding author',
    description: 'Field label',
  },
  buyPackaging: {
    id: 'ui.ApplicationWizard.field.buyPackaging',
    defaultMessage: 'Size purchased',
    description: 'Field label',
  },
  distr: {
    id: 'ui.ApplicationWizard.field.distr',
    defaultMessage: 'Bought from (distributor)',
    description: 'Field label',
  },
  username: {
    id: 'ui.ApplicationWizard.field.username',
    defaultMessage: 'Account holder',
    description: 'Field label',
  },
  remittancesAccount: {
    id: 'ui.ApplicationWizard.field.remittancesAccount',
    defaultMessage: 'Bank account number',
    description: 'Field label',
  },
  openingBank: {
    id: 'ui.ApplicationWizard.field.openingBank',
    defaultMessage: 'Bank and branch',
    description: 'Field label',
  },
});

/** The wizards' step names. */
export const applicationStepMessages = defineMessages({
  product: {
    id: 'ui.ApplicationWizard.step.product',
    defaultMessage: 'Product',
    description: 'Wizard step name',
  },
  applicant: {
    id: 'ui.ApplicationWizard.step.applicant',
    defaultMessage: 'Applicant',
    description: 'Wizard step name',
  },
  lab: { id: 'ui.ApplicationWizard.step.lab', defaultMessage: 'Lab', description: 'Wizard step name' },
  paper: { id: 'ui.ApplicationWizard.step.paper', defaultMessage: 'Paper', description: 'Wizard step name' },
  remittance: {
    id: 'ui.ApplicationWizard.step.remittance',
    defaultMessage: 'Remittance',
    description: 'Wizard step name',
  },
  review: {
    id: 'ui.ApplicationWizard.step.review',
    defaultMessage: 'Review',
    description: 'Wizard step name',
  },
});

/** The wizards' hints and names. */
export const applicationHintMessages = defineMessages({
  catalogSuggestions: {
    id: 'ui.ApplicationWizard.catalogSuggestions',
    defaultMessage: 'Suggested catalog numbers',
    description: 'Accessible name of the catalog-number suggestions',
  },
  choose: {
    id: 'ui.ApplicationWizard.choose',
    defaultMessage: 'Please choose',
    description: 'Empty option of a list',
  },
  issueTimeHint: {
    id: 'ui.ApplicationWizard.issueTimeHint',
    defaultMessage: 'As YYYY-MM-DD, e.g. 2025-03-01',
    description: 'Help under the publication date',
  },
  idPhotoHint: {
    id: 'ui.ApplicationWizard.idPhotoHint',
    defaultMessage: 'JPEG, PNG or WebP, at most 5 MB',
    description: 'Help under an ID card photo',
  },
  trialLabel: {
    id: 'ui.ApplicationWizard.trialLabel',
    defaultMessage: 'Free trial application',
    description: 'Accessible name of the trial wizard form',
  },
  awardLabel: {
    id: 'ui.ApplicationWizard.awardLabel',
    defaultMessage: 'Paper award application',
    description: 'Accessible name of the award wizard form',
  },
});
