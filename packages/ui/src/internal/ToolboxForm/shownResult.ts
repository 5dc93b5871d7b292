/**
 * The result a panel shows: in full mode the one the app handed over (the server's), when there is
 * one; otherwise the panel's own. A preview never shows a handed-over result, which may hold more.
 */
export function shownResult<Result>(
  mode: 'preview' | 'full',
  fullResult: Result | undefined,
  own: Result,
): Result {
  return mode === 'full' && fullResult !== undefined ? fullResult : own;
}
