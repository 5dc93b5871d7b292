import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { categoryTree } from '../test/fixtures';
import { renderWithIntl } from '../test/renderWithIntl';
import { CategoryTree } from './CategoryTree';

const item = (name: string) => screen.getByRole('treeitem', { name });

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
