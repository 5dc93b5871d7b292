import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { categoryTree } from '../test/fixtures';
import { renderWithIntl } from '../test/renderWithIntl';
import { CategoryTree } from './CategoryTree';

const item = (name: string) => screen.getByRole('treeitem', { name });

/** A parent that owns the expanded branches and follows every request of the tree. */
function Parent({ value }: { value: number }) {
  const [expanded, setExpanded] = useState<number[]>([]);
  return (
    <CategoryTree
      nodes={categoryTree('en')}
      value={value}
      expanded={expanded}
      onExpandedChange={setExpanded}
    />
  );
}

describe('CategoryTree', () => {
  test('a click expands a node and collapses its open sibling; a leaf calls onNodeClick', () => {
    const onNodeClick = vi.fn();
    renderWithIntl(<CategoryTree nodes={categoryTree('en')} onNodeClick={onNodeClick} />, 'en');
    fireEvent.click(screen.getByText('Cytokines'));
    expect(item('Cytokines').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByText('Viral antigens'));
    expect(item('Cytokines').getAttribute('aria-expanded')).toBe('false');
    expect(item('Viral antigens').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByText('Influenza'));
    expect(onNodeClick).toHaveBeenCalledWith(expect.objectContaining({ id: 62 }));
    expect(onNodeClick).toHaveBeenCalledTimes(1);
  });

  test('arrow keys follow the WAI-ARIA tree pattern with one tab stop', () => {
    renderWithIntl(<CategoryTree nodes={categoryTree('en')} />, 'en');
    const tabStops = screen.getAllByRole('treeitem').filter((element) => element.tabIndex === 0);
    expect(tabStops.map((element) => element.textContent)).toEqual(['Cytokines']);
    item('Cytokines').focus();
    fireEvent.keyDown(item('Cytokines'), { key: 'ArrowRight' });
    expect(item('Cytokines').getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(item('Cytokines'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(item('Interleukins'));
    fireEvent.keyDown(item('Interleukins'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(item('Cytokines'));
    fireEvent.keyDown(item('Cytokines'), { key: 'v' });
    expect(document.activeElement).toBe(item('Viral antigens'));
  });

  test('a parent can own the expanded branches: the tree asks, the parent decides', () => {
    const onExpandedChange = vi.fn();
    const { rerender } = renderWithIntl(
      <CategoryTree nodes={categoryTree('en')} expanded={[5]} onExpandedChange={onExpandedChange} />,
      'en',
    );
    expect(item('Immune checkpoints').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByText('Cytokines'));
    // Asked to open Cytokines (closing its sibling), but nothing changes until the parent says so.
    expect(onExpandedChange).toHaveBeenLastCalledWith([4]);
    expect(item('Cytokines').getAttribute('aria-expanded')).toBe('false');
    rerender(<CategoryTree nodes={categoryTree('en')} expanded={[4]} onExpandedChange={onExpandedChange} />);
    expect(item('Cytokines').getAttribute('aria-expanded')).toBe('true');
    expect(item('Immune checkpoints').getAttribute('aria-expanded')).toBe('false');
  });

  test("a controlled tree asks its parent to open a newly selected category's branch", () => {
    const { rerender } = renderWithIntl(<Parent value={4} />, 'en');
    expect(item('Viral antigens').getAttribute('aria-expanded')).toBe('false');
    rerender(<Parent value={612} />);
    expect(item('SARS-CoV-2').getAttribute('aria-expanded')).toBe('true');
    expect(item('Nucleocapsid').getAttribute('aria-selected')).toBe('true');
  });

  test('the selected category is revealed and marked', () => {
    renderWithIntl(<CategoryTree nodes={categoryTree('en')} value={612} />, 'en');
    expect(item('Nucleocapsid').getAttribute('aria-selected')).toBe('true');
    expect(item('SARS-CoV-2').getAttribute('aria-expanded')).toBe('true');
  });

  test('leaves become links through getHref', () => {
    renderWithIntl(
      <CategoryTree nodes={categoryTree('en')} value={42} getHref={(node) => `/c/${node.id}`} />,
      'en',
    );
    expect(screen.getByRole('link', { name: 'TNF superfamily' }).getAttribute('href')).toBe('/c/42');
  });

  test('an empty catalogue renders nothing', () => {
    const { container } = renderWithIntl(<CategoryTree nodes={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
