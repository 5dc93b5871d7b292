/** SPEC §5: the company autocomplete starts only when the typed text is longer than 1 character. */
export const companySearchMinLength = 2;

/** Whether `text` is long enough to ask for suggestions. */
export function shouldSearchCompanies(text: string): boolean {
  return text.trim().length >= companySearchMinLength;
}

/** Pause after the last keystroke before asking, so a fast typist sends one request, not one per letter. */
export const companySearchDelayMs = 250;
