// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSearchDraft } from './useSearchDraft';

describe('useSearchDraft', () => {
  it('shows the search page’s keywords and follows them when the address changes', () => {
    const { result, rerender } = renderHook(({ path, search }) => useSearchDraft(path, search), {
      initialProps: { path: '/search', search: '?keywords=IL-6' },
    });
    expect(result.current[0]).toBe('IL-6');
    rerender({ path: '/search', search: '?keywords=PD-1&page=2' });
    expect(result.current[0]).toBe('PD-1');
  });

  it('keeps what the visitor types until the address changes, and is empty away from the search page', () => {
    const { result, rerender } = renderHook(({ path, search }) => useSearchDraft(path, search), {
      initialProps: { path: '/search', search: '?keywords=IL-6' },
    });
    act(() => result.current[1]('IL-6 His'));
    rerender({ path: '/search', search: '?keywords=IL-6' });
    expect(result.current[0]).toBe('IL-6 His');
    rerender({ path: '/products', search: '?keywords=IL-6' });
    expect(result.current[0]).toBe('');
  });
});
