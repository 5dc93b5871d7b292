/**
 * A `YYYY-MM-DD` publish date as a Date at UTC midnight, so that formatting it with `timeZone: 'UTC'`
 * prints the same calendar day on the server and in every visitor's time zone. Null if malformed.
 */
export function parsePublishDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}
