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
