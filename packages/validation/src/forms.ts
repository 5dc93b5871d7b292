import { isBlank, isEmail, isMainlandMobile } from './rules';

/** The site a form is filled in on: the English site drops the mainland mobile rule (SPEC §5). */
export type SiteLocale = 'cn' | 'en';

/** Why a field was refused; each has a message per form and field in the catalogs. */
export type FieldRule = 'required' | 'mobile' | 'email' | 'maxLength' | 'consent';

export interface FieldSpec {
  /** Must be filled in (or, for a consent, ticked). */
  required: boolean;
  /** What the value must look like once filled in. */
  kind: 'text' | 'phone' | 'email' | 'consent';
  maxLength?: number;
}

export type FormSpec<Field extends string> = Record<Field, FieldSpec>;

const text = (maxLength: number): FieldSpec => ({ required: true, kind: 'text', maxLength });
const phone: FieldSpec = { required: true, kind: 'phone', maxLength: 30 };
const email: FieldSpec = { required: true, kind: 'email', maxLength: 254 };
const consent: FieldSpec = { required: true, kind: 'consent' };

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

/** The home page's mail subscription. */
export const mailSubscriptionForm = { email } satisfies FormSpec<string>;

export type FormValues<Spec> = { [Field in keyof Spec]?: string | boolean | null };
export type FieldIssues<Spec> = { [Field in keyof Spec]?: FieldRule };

function ruleBroken(spec: FieldSpec, value: unknown, locale: SiteLocale): FieldRule | null {
  if (spec.kind === 'consent') return spec.required && value !== true ? 'consent' : null;
  if (isBlank(value)) return spec.required ? 'required' : null;
  const textValue = String(value).trim();
  if (spec.maxLength !== undefined && textValue.length > spec.maxLength) return 'maxLength';
  if (spec.kind === 'email' && !isEmail(textValue)) return 'email';
  if (spec.kind === 'phone' && locale === 'cn' && !isMainlandMobile(textValue)) return 'mobile';
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
    const broken = ruleBroken(spec[field] as FieldSpec, values[field], locale);
    if (broken) issues[field] = broken;
  }
  return issues;
}
