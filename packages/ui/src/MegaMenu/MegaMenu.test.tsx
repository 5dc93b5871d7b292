import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { menuItems as items } from '../test/fixtures';
import { renderWithIntl } from '../test/renderWithIntl';
import { MegaMenu } from './MegaMenu';
import { megaMenuColumnsFromCategories } from './megaMenuModel';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('columns come from the second and third levels, hidden nodes left out', () => {
  const columns = megaMenuColumnsFromCategories(
    {
      id: 4,
      name: 'Cytokines',
      children: [
        {
          id: 41,
          name: 'Interleukins',
          children: [
            { id: 411, name: 'IL-6' },
            { id: 412, name: 'IL-2', visible: false },
          ],
        },
        { id: 42, name: 'Hidden', visible: false },
      ],
    },
    (node) => `/product-list?id=${node.id}`,
  );
  expect(columns).toEqual([
    {
      title: 'Interleukins',
      href: '/product-list?id=41',
      links: [{ label: 'IL-6', href: '/product-list?id=411' }],
    },
  ]);
});

test('hover opens, leaving closes after the delay, coming back cancels it', () => {
  renderWithIntl(<MegaMenu items={items} />, 'en');
  const item = screen.getByRole('link', { name: 'Products' }).closest('li') as HTMLElement;
  const toggle = screen.getByRole('button', { name: 'Products submenu' });
  fireEvent.pointerEnter(item, { pointerType: 'mouse' });
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  fireEvent.pointerLeave(item, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(299));
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  fireEvent.pointerEnter(item, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(500));
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  fireEvent.pointerLeave(item, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(300));
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
});

test('Escape closes and returns focus to the toggle; links report onNavigate', () => {
  const onNavigate = vi.fn();
  renderWithIntl(<MegaMenu items={items} onNavigate={onNavigate} />, 'en');
  const toggle = screen.getByRole('button', { name: 'Products submenu' });
  fireEvent.click(toggle);
  const link = screen.getByRole('link', { name: 'IL-6' });
  link.focus();
  fireEvent.keyDown(link, { key: 'Escape' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(toggle);
  fireEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(onNavigate).toHaveBeenCalledWith({ label: 'Home', href: '/en' });
});

test('a closed panel holds no links: its columns render when it opens', () => {
  const { container } = renderWithIntl(<MegaMenu items={items} />, 'en');
  const toggle = screen.getByRole('button', { name: 'Products submenu' });
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(panel.querySelectorAll('a')).toHaveLength(0);
  expect(container.textContent).not.toContain('IL-6');
  fireEvent.click(toggle);
  expect(panel.querySelectorAll('a').length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'IL-6' })).toBeTruthy();
});
