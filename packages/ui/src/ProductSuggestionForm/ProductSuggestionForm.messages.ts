import { defineMessages } from 'react-intl';

export const productSuggestionFormMessages = defineMessages({
  formLabel: {
    id: 'ui.ProductSuggestionForm.formLabel',
    defaultMessage: 'New product suggestion',
    description: 'Accessible name of the suggestion form',
  },
  intro: {
    id: 'ui.ProductSuggestionForm.intro',
    defaultMessage: 'Tell us the product you need and we will contact you within 24 hours.',
    description: 'Sentence above the fields',
  },
  productName: {
    id: 'ui.ProductSuggestionForm.productName',
    defaultMessage: 'Product Name',
    description: 'Field label',
  },
  species: { id: 'ui.ProductSuggestionForm.species', defaultMessage: 'Species', description: 'Field label' },
  tagPosition: {
    id: 'ui.ProductSuggestionForm.tagPosition',
    defaultMessage: 'Tag Position',
    description: 'Field label',
  },
  expressionSystem: {
    id: 'ui.ProductSuggestionForm.expressionSystem',
    defaultMessage: 'Expression System',
    description: 'Field label',
  },
  tag: { id: 'ui.ProductSuggestionForm.tag', defaultMessage: 'Tag', description: 'Field label' },
  expressionRange: {
    id: 'ui.ProductSuggestionForm.expressionRange',
    defaultMessage: 'Expression Range',
    description: 'Field label',
  },
  expressionRangeHint: {
    id: 'ui.ProductSuggestionForm.expressionRangeHint',
    defaultMessage: 'e.g. Val30-Met212',
    description: 'Help text of the expression range: the amino acids to express',
  },
  accessionNumber: {
    id: 'ui.ProductSuggestionForm.accessionNumber',
    defaultMessage: 'Accession Number',
    description: 'Field label',
  },
  accessionNumberHint: {
    id: 'ui.ProductSuggestionForm.accessionNumberHint',
    defaultMessage: 'e.g. UniProt P05231 or NCBI NP_000591',
    description: 'Help text of the accession number',
  },
  quantity: {
    id: 'ui.ProductSuggestionForm.quantity',
    defaultMessage: 'Quantity',
    description: 'Field label',
  },
  longTermNeed: {
    id: 'ui.ProductSuggestionForm.longTermNeed',
    defaultMessage: 'Long-term Need',
    description: 'Field label of the yes/no choice',
  },
  purpose: { id: 'ui.ProductSuggestionForm.purpose', defaultMessage: 'Purpose', description: 'Field label' },
  quality: {
    id: 'ui.ProductSuggestionForm.quality',
    defaultMessage: 'Quality Requirements',
    description: 'Field label',
  },
  deliveryTime: {
    id: 'ui.ProductSuggestionForm.deliveryTime',
    defaultMessage: 'Delivery Time',
    description: 'Field label',
  },
  otherRequirements: {
    id: 'ui.ProductSuggestionForm.otherRequirements',
    defaultMessage: 'Other Requirements',
    description: 'Field label',
  },
  name: { id: 'ui.ProductSuggestionForm.name', defaultMessage: 'Full Name', description: 'Field label' },
  company: { id: 'ui.ProductSuggestionForm.company', defaultMessage: 'Company', description: 'Field label' },
  department: {
    id: 'ui.ProductSuggestionForm.department',
    defaultMessage: 'Department',
    description: 'Field label',
  },
  region: {
    id: 'ui.ProductSuggestionForm.region',
    defaultMessage: 'Country / Region',
    description: 'Field label',
  },
  email: { id: 'ui.ProductSuggestionForm.email', defaultMessage: 'Email', description: 'Field label' },
  phone: { id: 'ui.ProductSuggestionForm.phone', defaultMessage: 'Phone Number', description: 'Field label' },
  industry: {
    id: 'ui.ProductSuggestionForm.industry',
    defaultMessage: 'Industry',
    description: 'Field label',
  },
  selectPlaceholder: {
    id: 'ui.ProductSuggestionForm.selectPlaceholder',
    defaultMessage: 'Please select',
    description: 'Empty first option of the lists',
  },
  submit: { id: 'ui.ProductSuggestionForm.submit', defaultMessage: 'Submit', description: 'Submit button' },
  succeeded: {
    id: 'ui.ProductSuggestionForm.succeeded',
    defaultMessage: 'Suggestion sent: we will contact you within 24 hours',
    description: 'Toast after a suggestion was sent',
  },
  failed: {
    id: 'ui.ProductSuggestionForm.failed',
    defaultMessage: 'Submitted Failure',
    description: 'Toast title when a suggestion was refused (SPEC §8); the server message follows',
  },
});

/** Option labels of `species`, by the value sent. */
export const speciesOptionMessages = defineMessages({
  human: {
    id: 'ui.ProductSuggestionForm.speciesHuman',
    defaultMessage: 'Human',
    description: 'Option of the species list',
  },
  mouse: {
    id: 'ui.ProductSuggestionForm.speciesMouse',
    defaultMessage: 'Mouse',
    description: 'Option of the species list',
  },
  rat: {
    id: 'ui.ProductSuggestionForm.speciesRat',
    defaultMessage: 'Rat',
    description: 'Option of the species list',
  },
  other: {
    id: 'ui.ProductSuggestionForm.speciesOther',
    defaultMessage: 'Other',
    description: 'Option of the species list',
  },
});

/** Option labels of `tagPosition`, by the value sent. */
export const tagPositionOptionMessages = defineMessages({
  'c-terminus': {
    id: 'ui.ProductSuggestionForm.tagPositionCTerminus',
    defaultMessage: 'C-terminus',
    description: 'Option of the tagPosition list',
  },
  'n-terminus': {
    id: 'ui.ProductSuggestionForm.tagPositionNTerminus',
    defaultMessage: 'N-terminus',
    description: 'Option of the tagPosition list',
  },
  other: {
    id: 'ui.ProductSuggestionForm.tagPositionOther',
    defaultMessage: 'Other',
    description: 'Option of the tagPosition list',
  },
});

/** Option labels of `expressionSystem`, by the value sent. */
export const expressionSystemOptionMessages = defineMessages({
  'e-coli': {
    id: 'ui.ProductSuggestionForm.expressionSystemEColi',
    defaultMessage: 'E. coli',
    description: 'Option of the expressionSystem list',
  },
  yeast: {
    id: 'ui.ProductSuggestionForm.expressionSystemYeast',
    defaultMessage: 'Yeast',
    description: 'Option of the expressionSystem list',
  },
  insect: {
    id: 'ui.ProductSuggestionForm.expressionSystemInsect',
    defaultMessage: 'Insect cells',
    description: 'Option of the expressionSystem list',
  },
  mammalian: {
    id: 'ui.ProductSuggestionForm.expressionSystemMammalian',
    defaultMessage: 'Mammalian cells',
    description: 'Option of the expressionSystem list',
  },
});

/** Option labels of `tag`, by the value sent. */
export const tagOptionMessages = defineMessages({
  'tag-free': {
    id: 'ui.ProductSuggestionForm.tagTagFree',
    defaultMessage: 'Tag free',
    description: 'Option of the tag list',
  },
  his: {
    id: 'ui.ProductSuggestionForm.tagHis',
    defaultMessage: 'His',
    description: 'Option of the tag list',
  },
  hfc: {
    id: 'ui.ProductSuggestionForm.tagHfc',
    defaultMessage: 'hFc',
    description: 'Option of the tag list',
  },
  mfc: {
    id: 'ui.ProductSuggestionForm.tagMfc',
    defaultMessage: 'mFc',
    description: 'Option of the tag list',
  },
  flag: {
    id: 'ui.ProductSuggestionForm.tagFlag',
    defaultMessage: 'Flag',
    description: 'Option of the tag list',
  },
  'his-avi': {
    id: 'ui.ProductSuggestionForm.tagHisAvi',
    defaultMessage: 'His-Avi',
    description: 'Option of the tag list',
  },
  'fc-avi': {
    id: 'ui.ProductSuggestionForm.tagFcAvi',
    defaultMessage: 'Fc-Avi',
    description: 'Option of the tag list',
  },
  gst: {
    id: 'ui.ProductSuggestionForm.tagGst',
    defaultMessage: 'GST',
    description: 'Option of the tag list',
  },
  strep: {
    id: 'ui.ProductSuggestionForm.tagStrep',
    defaultMessage: 'Strep',
    description: 'Option of the tag list',
  },
  'llama-fc': {
    id: 'ui.ProductSuggestionForm.tagLlamaFc',
    defaultMessage: 'Llama Fc',
    description: 'Option of the tag list',
  },
  other: {
    id: 'ui.ProductSuggestionForm.tagOther',
    defaultMessage: 'Other',
    description: 'Option of the tag list',
  },
});

/** Option labels of `longTermNeed`, by the value sent. */
export const longTermNeedOptionMessages = defineMessages({
  true: {
    id: 'ui.ProductSuggestionForm.longTermNeedTrue',
    defaultMessage: 'Yes',
    description: 'Option of the longTermNeed list',
  },
  false: {
    id: 'ui.ProductSuggestionForm.longTermNeedFalse',
    defaultMessage: 'No',
    description: 'Option of the longTermNeed list',
  },
});

/** Option labels of `industry`, by the value sent. */
export const industryOptionMessages = defineMessages({
  research: {
    id: 'ui.ProductSuggestionForm.industryResearch',
    defaultMessage: 'Research',
    description: 'Option of the industry list',
  },
  industrial: {
    id: 'ui.ProductSuggestionForm.industryIndustrial',
    defaultMessage: 'Industrial',
    description: 'Option of the industry list',
  },
});
