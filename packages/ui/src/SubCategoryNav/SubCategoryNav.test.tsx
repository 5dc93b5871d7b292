import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { LinkComponentProps } from '../internal/linkComponent';
import { renderWithIntl } from '../test/renderWithIntl';
import { SubCategoryNav } from './SubCategoryNav';

const nodes = [
  { id: 41, name: 'Interleukins' },
  { id: 42, name: 'TNF superfamily' },
];

// A router link handles the click itself (no page load), after the component's own handler.
const RouterLink = ({ href, children, onClick, ...rest }: LinkComponentProps) => (
  <a
    data-router="yes"
    href={href}
    {...rest}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);

describe('SubCategoryNav', () => {
  test('marks the current category and links each one', () => {
    renderWithIntl(
      <SubCategoryNav
        nodes={nodes}
        parent={{ id: 4, name: 'Cytokines' }}
        value={42}
        getHref={(node) => `/product-list?id=${node.id}`}
      />,
      'en',
    );
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/product-list?id=4');
    expect(screen.getByRole('link', { name: 'TNF superfamily' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Interleukins' }).getAttribute('aria-current')).toBeNull();
  });

  test('calls onNodeClick and renders through the link component', () => {
    const onNodeClick = vi.fn();
    renderWithIntl(
      <SubCategoryNav
        nodes={nodes}
        getHref={(node) => `#${node.id}`}
        onNodeClick={onNodeClick}
        linkComponent={RouterLink}
      />,
      'en',
    );
    const link = screen.getByRole('link', { name: 'Interleukins' });
    expect(link.getAttribute('data-router')).toBe('yes');
    fireEvent.click(link);
    expect(onNodeClick).toHaveBeenCalledWith(nodes[0]);
  });

  test('renders nothing for a leaf category', () => {
    const { container } = renderWithIntl(<SubCategoryNav nodes={[]} getHref={() => '#'} />, 'en');
    expect(container.innerHTML).toBe('');
  });
});
