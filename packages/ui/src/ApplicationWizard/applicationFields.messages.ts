import { defineMessages } from 'react-intl';

/** The labels of the application forms' fields (both wizards name a field alike). */
export const applicationFieldMessages = defineMessages({
  sku: { id: 'ui.ApplicationFields.sku', defaultMessage: 'Catalog number', description: 'Field label' },
  productName: {
    id: 'ui.ApplicationFields.productName',
    defaultMessage: 'Product name',
    description: 'Field label',
  },
  productApplication: {
    id: 'ui.ApplicationFields.productApplication',
    defaultMessage: 'Intended application',
    description: 'Field label',
  },
  treeId: {
    id: 'ui.ApplicationFields.treeId',
    defaultMessage: 'Product category',
    description: 'Field label',
  },
  name: { id: 'ui.ApplicationFields.name', defaultMessage: 'Name', description: 'Field label' },
  department: {
    id: 'ui.ApplicationFields.department',
    defaultMessage: 'Department / lab',
    description: 'Field label',
  },
  company: {
    id: 'ui.ApplicationFields.company',
    defaultMessage: 'Institute',
    description: 'Field label',
  },
  email: { id: 'ui.ApplicationFields.email', defaultMessage: 'E-mail', description: 'Field label' },
  Verification: {
    id: 'ui.ApplicationFields.verification',
    defaultMessage: 'Verification code',
    description: 'Field label',
  },
  address: {
    id: 'ui.ApplicationFields.address',
    defaultMessage: 'Mailing address',
    description: 'Field label',
  },
  industryId: {
    id: 'ui.ApplicationFields.industryId',
    defaultMessage: 'Segment',
    description: 'Field label',
  },
  areaId: { id: 'ui.ApplicationFields.areaId', defaultMessage: 'Province', description: 'Field label' },
  phone: {
    id: 'ui.ApplicationFields.phone',
    defaultMessage: 'Mobile phone',
    description: 'Field label',
  },
  education: {
    id: 'ui.ApplicationFields.education',
    defaultMessage: 'Education',
    description: 'Field label',
  },
  idNumber: {
    id: 'ui.ApplicationFields.idNumber',
    defaultMessage: 'ID card number',
    description: 'Field label',
  },
  imageId1: {
    id: 'ui.ApplicationFields.idPhotoFront',
    defaultMessage: 'ID card, front',
    description: 'Field label',
  },
  imageId2: {
    id: 'ui.ApplicationFields.idPhotoBack',
    defaultMessage: 'ID card, back',
    description: 'Field label',
  },
  mentor: {
    id: 'ui.ApplicationFields.mentor',
    defaultMessage: 'Supervisor',
    description: 'Field label',
  },
  labAddress: {
    id: 'ui.ApplicationFields.labAddress',
    defaultMessage: 'Lab address',
    description: 'Field label',
  },
  labPhone: {
    id: 'ui.ApplicationFields.labPhone',
    defaultMessage: 'Lab phone',
    description: 'Field label',
  },
  paperTitle: {
    id: 'ui.ApplicationFields.paperTitle',
    defaultMessage: 'Paper title',
    description: 'Field label',
  },
  magazinePublished: {
    id: 'ui.ApplicationFields.magazinePublished',
    defaultMessage: 'Journal',
    description: 'Field label',
  },
  influenceFactor: {
    id: 'ui.ApplicationFields.influenceFactor',
    defaultMessage: 'Impact factor',
    description: 'Field label',
  },
  issueTime: {
    id: 'ui.ApplicationFields.issueTime',
    defaultMessage: 'Publication date',
    description: 'Field label',
  },
  doi: { id: 'ui.ApplicationFields.doi', defaultMessage: 'DOI', description: 'Field label' },
  firstAuthor: {
    id: 'ui.ApplicationFields.firstAuthor',
    defaultMessage: 'First author',
    description: 'Field label',
  },
  correspondingAuthor: {
    id: 'ui.ApplicationFields.correspondingAuthor',
    defaultMessage: 'Corresponding author',
    description: 'Field label',
  },
  buyPackaging: {
    id: 'ui.ApplicationFields.buyPackaging',
    defaultMessage: 'Size purchased',
    description: 'Field label',
  },
  distr: {
    id: 'ui.ApplicationFields.distr',
    defaultMessage: 'Bought from (distributor)',
    description: 'Field label',
  },
  username: {
    id: 'ui.ApplicationFields.username',
    defaultMessage: 'Account holder',
    description: 'Field label',
  },
  remittancesAccount: {
    id: 'ui.ApplicationFields.remittancesAccount',
    defaultMessage: 'Bank account number',
    description: 'Field label',
  },
  openingBank: {
    id: 'ui.ApplicationFields.openingBank',
    defaultMessage: 'Bank and branch',
    description: 'Field label',
  },
});

/** The wizards' step names. */
export const applicationStepMessages = defineMessages({
  product: {
    id: 'ui.ApplicationSteps.product',
    defaultMessage: 'Product',
    description: 'Wizard step name',
  },
  applicant: {
    id: 'ui.ApplicationSteps.applicant',
    defaultMessage: 'Applicant',
    description: 'Wizard step name',
  },
  lab: { id: 'ui.ApplicationSteps.lab', defaultMessage: 'Lab', description: 'Wizard step name' },
  paper: { id: 'ui.ApplicationSteps.paper', defaultMessage: 'Paper', description: 'Wizard step name' },
  remittance: {
    id: 'ui.ApplicationSteps.remittance',
    defaultMessage: 'Remittance',
    description: 'Wizard step name',
  },
  review: {
    id: 'ui.ApplicationSteps.review',
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
