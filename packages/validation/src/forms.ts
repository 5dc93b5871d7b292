import {
  isBankAccount,
  isBlank,
  isCatalogNumber,
  isDoi,
  isEmail,
  isEmailWithTopLevel,
  isImpactFactor,
  isMainlandMobile,
  isPastDate,
  isResidentIdNumber,
  isValidPassword,
  isVerificationCode,
} from './rules';

/** The site a form is filled in on: the English site drops the mainland mobile rule (SPEC §5). */
export type SiteLocale = 'cn' | 'en';

/** Why a field was refused; each has a message per form and field in the catalogs. */
export type FieldRule =
  | 'required'
  | 'mobile'
  | 'email'
  | 'maxLength'
  | 'consent'
  | 'password'
  | 'match'
  | 'code'
  | 'length'
  | 'choice'
  | 'fileType'
  | 'imageType'
  | 'fileSize'
  | 'catalogNumber'
  | 'idNumber'
  | 'doi'
  | 'impactFactor'
  | 'date'
  | 'bankAccount';

export interface FieldSpec {
  /** Must be filled in (or, for a consent, ticked). */
  required: boolean;
  /**
   * What the value must look like once filled in. 'phone' is a mainland mobile on the Chinese site only;
   * 'mobile' always is one (SMS goes to mainland numbers); 'password' mixes letters and digits; 'code' is a
   * verification code of 4 to 8 digits; 'choice' is one of `options`; 'image' is an uploaded photo's id;
   * 'catalogNumber', 'idNumber' (GB 11643), 'doi', 'impactFactor', 'date' (not in the future) and
   * 'bankAccount' are judged by the rules of the same names.
   */
  kind:
    | 'text'
    | 'phone'
    | 'mobile'
    | 'email'
    | 'consent'
    | 'password'
    | 'code'
    | 'choice'
    | 'file'
    | 'image'
    | 'catalogNumber'
    | 'idNumber'
    | 'doi'
    | 'impactFactor'
    | 'date'
    | 'bankAccount';
  maxLength?: number;
  /**
   * With `maxLength`, the bounds of one message ('It should be 2 to 10 words long'): a value outside
   * them breaks the rule 'length' rather than 'maxLength'.
   */
  minLength?: number;
  /** The values a 'choice' may take (the contract's enum, as strings: `'true'` / `'false'` for a yes/no). */
  options?: readonly string[];
  /** An e-mail must end in a top-level part of 2 to 6 letters (the suggestion form, SPEC §5). */
  topLevelDomain?: boolean;
  /**
   * When a form shows the field's message first: once the field is left (SPEC §5's default), or as soon
   * as its value changes (the suggestion form's region). The server ignores it. @default 'blur'
   */
  validateOn?: 'blur' | 'change';
  /** The field whose value this one must repeat (a password confirmation: 'passwords inconsistent'). */
  matches?: string;
  /**
   * A 'file' field: its value is the chosen file's name; the largest file accepted, in bytes (rule
   * 'fileSize'). Its type is judged by its content where the bytes are (`documentTypeOf`, rule 'fileType').
   */
  maxBytes?: number;
  /**
   * The name the field's 'required' message is filed under, when it is not the field's own: one contract
   * name with two wordings on two forms (the trial's `areaId` is 'Please select your province').
   */
  messageField?: string;
}

export type FormSpec<Field extends string> = Record<Field, FieldSpec>;

const text = (maxLength: number): FieldSpec => ({ required: true, kind: 'text', maxLength });
const phone: FieldSpec = { required: true, kind: 'phone', maxLength: 30 };
const email: FieldSpec = { required: true, kind: 'email', maxLength: 254 };
const consent: FieldSpec = { required: true, kind: 'consent' };
// No length limit of its own: the pattern fixes 11 digits and says so in the mobile message.
const mobile: FieldSpec = { required: true, kind: 'mobile' };
const code: FieldSpec = { required: true, kind: 'code', maxLength: 8 };
const newPassword: FieldSpec = { required: true, kind: 'password', maxLength: 64 };
const passwordConfirmation: FieldSpec = { required: true, kind: 'text', maxLength: 64, matches: 'password' };

/** The footer's online message (SPEC §3 Leave-message, §5 Footer message). */
export const leaveMessageForm = {
  name: text(100),
  company: text(100),
  department: text(100),
  address: text(100),
  phone,
  email,
  content: text(2000),
  privacy: consent,
} satisfies FormSpec<string>;

/** The enquiry or quote request (SPEC §3 Enquiry, §5): the product category is optional. */
export const enquiryForm = {
  name: text(100),
  company: text(100),
  department: text(100),
  industryName: text(100),
  areaName: text(100),
  phone,
  email,
  content: text(2000),
  otherTreeName: { required: false, kind: 'text', maxLength: 100 },
} satisfies FormSpec<string>;

const choice = (options: readonly string[]): FieldSpec => ({ required: true, kind: 'choice', options });

/**
 * The choices of the suggestion form, the contract's enums of `ProductSuggestion` (SPEC §3); the long-term
 * need is a yes/no, sent as a boolean.
 */
export const productSuggestionChoices = {
  species: ['human', 'mouse', 'rat', 'other'],
  tagPosition: ['c-terminus', 'n-terminus', 'other'],
  expressionSystem: ['e-coli', 'yeast', 'insect', 'mammalian'],
  tag: ['tag-free', 'his', 'hfc', 'mfc', 'flag', 'his-avi', 'fc-avi', 'gst', 'strep', 'llama-fc', 'other'],
  longTermNeed: ['true', 'false'],
  industry: ['research', 'industrial'],
} as const;

/**
 * The new product suggestion of /search-not-found (SPEC §3, §5; contract `ProductSuggestion`): the
 * product name 2 to 10 characters, every other field required, an e-mail with a 2-6 letter top-level part,
 * the phone rule of the other forms, the region checked as soon as it changes.
 */
export const productSuggestionForm = {
  productName: { required: true, kind: 'text', minLength: 2, maxLength: 10 },
  species: choice(productSuggestionChoices.species),
  tagPosition: choice(productSuggestionChoices.tagPosition),
  expressionSystem: choice(productSuggestionChoices.expressionSystem),
  tag: choice(productSuggestionChoices.tag),
  expressionRange: text(100),
  accessionNumber: text(100),
  quantity: text(100),
  longTermNeed: choice(productSuggestionChoices.longTermNeed),
  purpose: text(2000),
  quality: text(100),
  deliveryTime: text(100),
  otherRequirements: text(2000),
  name: text(100),
  company: text(100),
  department: text(100),
  region: { ...text(100), validateOn: 'change' },
  email: { ...email, topLevelDomain: true },
  phone,
  industry: choice(productSuggestionChoices.industry),
} satisfies FormSpec<string>;

/**
 * Interest in a meeting (issue 13, /meeting-detail; contract `MeetingRegistration`): who to expect at the
 * booth and how to reach them; what they would like to discuss is optional.
 */
export const meetingRegistrationForm = {
  name: text(100),
  company: text(100),
  email,
  phone,
  content: { required: false, kind: 'text', maxLength: 2000 },
} satisfies FormSpec<string>;

/**
 * The resource download form (SPEC §3 Resource download form, §6; contract `ResourceDownloadForm`): a
 * visitor fills it in once before downloading from /resources; every field is required.
 */
export const resourceDownloadForm = {
  name: text(100),
  email,
  phone,
  province: text(100),
  unit: text(100),
  department: text(100),
} satisfies FormSpec<string>;

/**
 * The COA form (SPEC §3, §5; contract `CoaForm`): name, catalog numbers and lot numbers (each list
 * separated by semicolons), unit, area and industry required; e-mail and phone optional, judged when
 * given (a visitor's COA goes to the e-mail). `areaId`/`industryId` are the selected ids as strings.
 */
export const coaForm = {
  name: text(100),
  catalogNumbers: text(500),
  lotNumber: text(100),
  dept: text(100),
  areaId: { required: true, kind: 'text' },
  industryId: { required: true, kind: 'text' },
  email: { ...email, required: false },
  phone: { ...phone, required: false },
  idea: { required: false, kind: 'text', maxLength: 2000 },
  contactConsent: { required: false, kind: 'consent' },
} satisfies FormSpec<string>;

/** The largest CV a job application takes (5 MiB). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The job application of /recruitment/job (SPEC §1; contract `JobApplication`): the applicant, the job
 * (its id) and the CV, a PDF or Word file of at most 5 MiB whose type the server judges by its content.
 */
export const jobApplicationForm = {
  name: text(50),
  email: { ...email, maxLength: 100 },
  phone,
  jobId: { required: true, kind: 'text', maxLength: 10 },
  cv: { required: true, kind: 'file', maxLength: 255, maxBytes: CV_MAX_BYTES },
} satisfies FormSpec<string>;

/** The home page's mail subscription. */
export const mailSubscriptionForm = { email } satisfies FormSpec<string>;

/**
 * Registration (SPEC §3, §5; contract `Registration`): the e-mail is the username, the code is the one
 * e-mailed for the scene `register`, area and industry are ids (strings in the form), the privacy and terms
 * agreement is one required tick, the marketing consent is optional.
 */
export const registrationForm = {
  email,
  name: text(100),
  phone,
  unit: text(100),
  department: text(100),
  password: newPassword,
  confirmPassword: passwordConfirmation,
  code,
  areaId: { required: true, kind: 'text' },
  industryId: { required: true, kind: 'text' },
  privacyAgreement: consent,
  marketingConsent: { required: false, kind: 'consent' },
} satisfies FormSpec<string>;

/** E-mail and password login (contract `PasswordLogin`): the password is only required, never judged. */
export const passwordLoginForm = {
  email,
  password: { required: true, kind: 'text', maxLength: 64 },
} satisfies FormSpec<string>;

/** Mobile and SMS code login (contract `SmsLogin`): a mainland mobile on both sites. */
export const smsLoginForm = { phone: mobile, code } satisfies FormSpec<string>;

/** Password reset (contract `PasswordReset`): the code is the one e-mailed for the scene `reset_password`. */
export const passwordResetForm = {
  email,
  password: newPassword,
  confirmPassword: passwordConfirmation,
  code,
} satisfies FormSpec<string>;

/** First-login completion (contract `UserCompletion`): binds a mainland mobile verified by SMS code. */
export const userCompletionForm = {
  phone: mobile,
  code,
  name: text(100),
  company: text(100),
  department: text(100),
  areaName: text(100),
} satisfies FormSpec<string>;

/**
 * The completion of an account whose mobile is already verified (it logged in by SMS code): the same
 * profile, and no second code for the same number.
 */
export const verifiedPhoneCompletionForm = {
  ...userCompletionForm,
  code: { ...code, required: false },
} satisfies FormSpec<string>;

export type FormValues<Spec> = { [Field in keyof Spec]?: string | boolean | null };
export type FieldIssues<Spec> = { [Field in keyof Spec]?: FieldRule };

function ruleBroken(
  spec: FieldSpec,
  value: unknown,
  locale: SiteLocale,
  values: Record<string, unknown>,
): FieldRule | null {
  if (spec.kind === 'consent') return spec.required && value !== true ? 'consent' : null;
  if (isBlank(value)) return spec.required ? 'required' : null;
  const textValue = String(value).trim();
  if (spec.kind === 'choice') return spec.options?.includes(textValue) ? null : 'choice';
  // Characters as the visitor counts them (code points): '白细胞介素' is five, whatever its UTF-16 length.
  const length = [...textValue].length;
  if (spec.minLength !== undefined && (length < spec.minLength || length > (spec.maxLength ?? length))) {
    return 'length';
  }
  if (spec.maxLength !== undefined && length > spec.maxLength) return 'maxLength';
  if (spec.kind === 'email' && !(spec.topLevelDomain ? isEmailWithTopLevel : isEmail)(textValue)) {
    return 'email';
  }
  if (spec.kind === 'phone' && locale === 'cn' && !isMainlandMobile(textValue)) return 'mobile';
  if (spec.kind === 'mobile' && !isMainlandMobile(textValue)) return 'mobile';
  // Passwords are compared and judged untrimmed: a space is a character the user chose.
  if (spec.kind === 'password' && !isValidPassword(String(value))) return 'password';
  if (spec.kind === 'code' && !isVerificationCode(textValue)) return 'code';
  if (spec.kind === 'catalogNumber' && !isCatalogNumber(textValue)) return 'catalogNumber';
  if (spec.kind === 'idNumber' && !isResidentIdNumber(textValue)) return 'idNumber';
  if (spec.kind === 'doi' && !isDoi(textValue)) return 'doi';
  if (spec.kind === 'impactFactor' && !isImpactFactor(textValue)) return 'impactFactor';
  if (spec.kind === 'date' && !isPastDate(textValue)) return 'date';
  if (spec.kind === 'bankAccount' && !isBankAccount(textValue)) return 'bankAccount';
  if (spec.matches !== undefined && String(value) !== String(values[spec.matches] ?? '')) return 'match';
  return null;
}

/**
 * The first broken rule of each field, in the order of the spec; an empty object means valid.
 * Fields the spec does not name are ignored here (the contract refuses them on the server).
 */
export function validateForm<Spec extends FormSpec<string>>(
  spec: Spec,
  values: FormValues<Spec>,
  locale: SiteLocale,
): FieldIssues<Spec> {
  const issues: FieldIssues<Spec> = {};
  for (const field of Object.keys(spec) as (keyof Spec & string)[]) {
    const broken = ruleBroken(
      spec[field] as FieldSpec,
      values[field],
      locale,
      values as Record<string, unknown>,
    );
    if (broken) issues[field] = broken;
  }
  return issues;
}
