import { fireEvent, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { AccountMenu } from './AccountMenu';

const hrefs = { loginHref: '/login', registerHref: '/registered', personalCenterHref: '/order-list' };

test('a visitor gets login and register links', () => {
  renderWithIntl(<AccountMenu {...hrefs} onLogout={vi.fn()} />);
  expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
  expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/registered');
  expect(screen.queryByRole('button')).toBeNull();
});

test('a logged-in user gets a menu button with personal center and logout', () => {
  const onLogout = vi.fn();
  renderWithIntl(<AccountMenu {...hrefs} user={{ name: '张三' }} onLogout={onLogout} />);
  const trigger = screen.getByRole('button', { name: '张三 的账户菜单' });
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  const items = screen.getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(['个人中心', '退出登录']);
  expect(document.activeElement).toBe(items[0]);
  fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(items[1]);
  fireEvent.keyDown(items[1] as HTMLElement, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(items[0]);
  fireEvent.keyDown(items[0] as HTMLElement, { key: 'Escape' });
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(trigger);
  fireEvent.keyDown(trigger, { key: 'ArrowUp' });
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '退出登录' }));
  fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
  expect(onLogout).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).toBeNull();
});

test('the applications item shows when the app gives its page', () => {
  renderWithIntl(
    <AccountMenu {...hrefs} applicationsHref="/my-applications" user={{ name: '张三' }} onLogout={vi.fn()} />,
  );
  fireEvent.click(screen.getByRole('button', { name: '张三 的账户菜单' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    '个人中心',
    '我的申请',
    '退出登录',
  ]);
  expect(screen.getByRole('menuitem', { name: '我的申请' }).getAttribute('href')).toBe('/my-applications');
});
