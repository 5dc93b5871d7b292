import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { menuItems as items } from '../test/fixtures';
import { renderWithIntl } from '../test/renderWithIntl';
import { MobileNav } from './MobileNav';

beforeAll(() => {
  // jsdom has the dialog element without its modal methods; the drawer only needs them to toggle `open`.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

test('the closed drawer holds nothing; its links render when it opens, a section’s when it expands', () => {
  renderWithIntl(
    <MobileNav items={items}>
      <a href="tel:4000000000">400-000-0000</a>
    </MobileNav>,
    'en',
  );
  const dialog = document.querySelector('dialog') as HTMLDialogElement;
  expect(dialog.childElementCount).toBe(0);
  expect(dialog.textContent).toBe('');

  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(dialog.querySelectorAll('a')).toHaveLength(3);
  const toggle = screen.getByRole('button', { name: 'Products submenu' });
  const section = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(section.childElementCount).toBe(0);

  fireEvent.click(toggle);
  expect(section.querySelectorAll('a')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'IL-6' })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(dialog.childElementCount).toBe(0);
});

test('a close event that comes after the drawer was opened again leaves it open', () => {
  renderWithIntl(<MobileNav items={items} />, 'en');
  const dialog = document.querySelector('dialog') as HTMLDialogElement;
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  fireEvent.click(menuButton);
  fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
  // Opened again before the browser dispatched the close event of the first close.
  fireEvent.click(menuButton);
  fireEvent(dialog, new Event('close'));
  expect(dialog.open).toBe(true);
  expect(menuButton.getAttribute('aria-expanded')).toBe('true');
  // Its contents too: each item's link.
  expect(dialog.querySelectorAll('a')).toHaveLength(items.length);
});
