import { useState } from 'react';

/**
 * What the header's search box shows: on the search page the `keywords` of its address (so the box keeps
 * what was searched, and follows a hot keyword or back/forward), elsewhere what the visitor is typing.
 * The box's draft is reset whenever the address's keywords change (React's "adjust state when a prop
 * changes" pattern, so no effect runs after the paint).
 */
export function useSearchDraft(currentPath: string, search: string): [string, (value: string) => void] {
  const keywords = currentPath === '/search' ? (new URLSearchParams(search).get('keywords') ?? '') : '';
  const [draft, setDraft] = useState(keywords);
  const [draftFor, setDraftFor] = useState(keywords);
  if (draftFor !== keywords) {
    setDraftFor(keywords);
    setDraft(keywords);
  }
  return [draft, setDraft];
}
