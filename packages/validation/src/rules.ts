/**
 * The field rules of SPEC §5, shared by the forms in the browser and the server's handlers so
 * that both always agree on what is valid.
 */

/**
 * Mainland China mobile numbers: 11 digits with the prefixes 13; 14 (0,1,4-9); 15 (not 4);
 * 16 (2,5,6,7); 17 (0-8); 18; 19 (not 4). The contract's `MainlandMobile` pattern is the same.
 */
export const mainlandMobilePattern = /^1(3\d|4[01456789]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;

/** local@domain with dot-separated parts. */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** The suggestion form also wants a top-level part of 2 to 6 letters. */
export const emailWithTopLevelPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;

export const passwordMinLength = 6;

/** Verification codes (e-mailed or by SMS) are 4 to 8 digits, as the contract's `SmsLogin.code`. */
export const verificationCodePattern = /^\d{4,8}$/;

export function isMainlandMobile(value: string): boolean {
  return mainlandMobilePattern.test(value.trim());
}

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** An e-mail whose last part is 2 to 6 letters (the suggestion form). */
export function isEmailWithTopLevel(value: string): boolean {
  return emailWithTopLevelPattern.test(value.trim());
}

/** At least six characters, mixing letters and digits. */
export function isValidPassword(value: string): boolean {
  return value.length >= passwordMinLength && /[A-Za-z]/.test(value) && /\d/.test(value);
}

export function isVerificationCode(value: string): boolean {
  return verificationCodePattern.test(value.trim());
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A catalog number as the contract's `CatalogNumber`: a letter or digit, then letters, digits, `.`, `_`, `-`. */
export const catalogNumberPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isCatalogNumber(value: string): boolean {
  return catalogNumberPattern.test(value.trim());
}

/** A DOI: `10.`, a registrant code of 4 to 9 digits, `/`, a suffix without spaces (the contract's pattern). */
export const doiPattern = /^10\.\d{4,9}\/\S+$/;

export function isDoi(value: string): boolean {
  return doiPattern.test(value.trim());
}

/** An impact factor as typed: a number from 0, at most three decimals (journals publish three). */
export const impactFactorPattern = /^\d{1,4}(\.\d{1,3})?$/;

export function isImpactFactor(value: string): boolean {
  return impactFactorPattern.test(value.trim());
}

/** A bank account number: 8 to 30 digits, spaces allowed between groups. */
export function isBankAccount(value: string): boolean {
  return /^\d{8,30}$/.test(value.replace(/\s+/g, ''));
}

/** A calendar date `YYYY-MM-DD` that exists and is not after `today` (a paper's issue date). */
export function isPastDate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= 1900 && date.getTime() <= today.getTime();
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARACTERS = '10X98765432';

/**
 * A mainland resident identity number (GB 11643-1999): 18 characters, a six-digit area code, a date of
 * birth that exists and is not in the future, a sequence code, and the ISO 7064 MOD 11-2 check character
 * (a digit or X).
 */
export function isResidentIdNumber(value: string, today: Date = new Date()): boolean {
  const id = value.trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return false;
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (!isPastDate(birth, today)) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return ID_CHECK_CHARACTERS[sum % 11] === id[17];
}
