import type { FieldSpec, FormSpec } from './forms';

/**
 * The two application wizards of issue 15 (SPEC §3, §5; contract `TrialApplication`, `RewardApplication`):
 * each form's fields, named as the contract names them, and the fields of each wizard step, so that the
 * wizard's guards, its step forms and the server judge the same rules.
 */

const text = (maxLength: number): FieldSpec => ({ required: true, kind: 'text', maxLength });
const phone: FieldSpec = { required: true, kind: 'phone', maxLength: 30 };
const email: FieldSpec = { required: true, kind: 'email', maxLength: 254 };
const code: FieldSpec = { required: true, kind: 'code', maxLength: 8 };
/** A selected id (a category, an area, a segment), a string in the form; the caller converts it. */
const selection = (messageField?: string): FieldSpec => ({ required: true, kind: 'text', messageField });
const catalogNumber: FieldSpec = { required: true, kind: 'catalogNumber', maxLength: 50 };

/** The free trial sample (/apply): the product, then the applicant. */
export const trialApplicationForm = {
  sku: catalogNumber,
  productName: { ...text(100), messageField: 'trialProductName' },
  productApplication: { ...text(2000), messageField: 'productApplication' },
  treeId: selection('treeId'),
  name: text(100),
  department: { ...text(100), messageField: 'labDepartment' },
  company: { ...text(100), messageField: 'institute' },
  Verification: { ...code, messageField: 'code' },
  email,
  address: { ...text(200), messageField: 'mailingAddress' },
  industryId: selection('segment'),
  areaId: selection('provinceId'),
  phone,
} satisfies FormSpec<string>;

export type TrialApplicationField = keyof typeof trialApplicationForm;

/** The trial wizard's two steps and the fields each one asks for. */
export const trialApplicationSteps = {
  product: ['sku', 'productName', 'productApplication', 'treeId'],
  applicant: [
    'name',
    'department',
    'company',
    'email',
    'Verification',
    'address',
    'industryId',
    'areaId',
    'phone',
  ],
} as const satisfies Record<string, readonly TrialApplicationField[]>;

/** The largest ID card photo the award takes (5 MiB). */
export const ID_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The paper award (/reward). `imageId1`/`imageId2` hold the ids the upload answered (the photos themselves
 * never come back); `bonusAmount` is not typed in: the wizard and the server derive it from the impact
 * factor (`paperAward`), and the server refuses a request whose amount disagrees.
 */
export const paperAwardForm = {
  name: text(100),
  company: text(100),
  department: text(100),
  areaId: selection('areaId'),
  email,
  education: text(100),
  Verification: { ...code, messageField: 'code' },
  idNumber: { required: true, kind: 'idNumber', maxLength: 18 },
  imageId1: { required: true, kind: 'image', maxLength: 100, maxBytes: ID_PHOTO_MAX_BYTES },
  imageId2: { required: true, kind: 'image', maxLength: 100, maxBytes: ID_PHOTO_MAX_BYTES },
  mentor: text(100),
  labAddress: text(200),
  labPhone: phone,
  paperTitle: text(500),
  magazinePublished: text(100),
  influenceFactor: { required: true, kind: 'impactFactor', maxLength: 8 },
  issueTime: { required: true, kind: 'date', maxLength: 10 },
  doi: { required: true, kind: 'doi', maxLength: 200 },
  firstAuthor: text(100),
  correspondingAuthor: text(100),
  sku: catalogNumber,
  productName: { ...text(100), messageField: 'trialProductName' },
  buyPackaging: text(100),
  distr: text(100),
  username: text(100),
  remittancesAccount: { required: true, kind: 'bankAccount', maxLength: 40 },
  openingBank: text(100),
} satisfies FormSpec<string>;

export type PaperAwardField = keyof typeof paperAwardForm;

/** The award wizard's five steps (the fifth also shows the amounts before submitting). */
export const paperAwardSteps = {
  applicant: [
    'name',
    'company',
    'department',
    'areaId',
    'email',
    'Verification',
    'education',
    'idNumber',
    'imageId1',
    'imageId2',
  ],
  lab: ['mentor', 'labAddress', 'labPhone'],
  paper: [
    'paperTitle',
    'magazinePublished',
    'influenceFactor',
    'issueTime',
    'doi',
    'firstAuthor',
    'correspondingAuthor',
  ],
  product: ['sku', 'productName', 'buyPackaging', 'distr'],
  remittance: ['username', 'remittancesAccount', 'openingBank'],
} as const satisfies Record<string, readonly PaperAwardField[]>;

/** The fields of one step, as a form of their own (for `validateForm`). */
export function stepForm<Spec extends FormSpec<string>, Field extends keyof Spec & string>(
  form: Spec,
  fields: readonly Field[],
): Pick<Spec, Field> {
  return Object.fromEntries(fields.map((field) => [field, form[field]])) as Pick<Spec, Field>;
}
