import { useState } from 'react';

/**
 * What the header's search box shows: on the search pages the `keywords` of its address (so the box keeps
 * what was searched, and follows a hot keyword or back/forward; /search-not-found says what was not found,
 * and the box offers it again to rework), elsewhere what the visitor is typing.
 * The box's draft is reset whenever the address's keywords change (React's "adjust state when a prop
 * changes" pattern, so no effect runs after the paint).
 */
const searchPages = ['/search', '/search-not-found'];

export function useSearchDraft(currentPath: string, search: string): [string, (value: string) => void] {
  const keywords = searchPages.includes(currentPath)
    ? (new URLSearchParams(search).get('keywords') ?? '')
    : '';
  const [draft, setDraft] = useState(keywords);
  const [draftFor, setDraftFor] = useState(keywords);
  if (draftFor !== keywords) {
    setDraftFor(keywords);
    setDraft(keywords);
  }
  return [draft, setDraft];
}
