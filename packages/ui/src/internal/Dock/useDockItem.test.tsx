import { act } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ContactWidget } from '../../ContactWidget';
import { FloatingCart } from '../../FloatingCart';
import { renderWithIntl } from '../../test/renderWithIntl';
import { reservedDockAttributes } from './useDockItem';

const [[dockAttribute, reserved]] = Object.entries(reservedDockAttributes) as [[string, string]];
const docked = () => document.documentElement.getAttribute(dockAttribute);
const follow = { qrValue: 'https://example.com/wechat', qrLabel: 'WeChat' };

afterEach(() => {
  expect(docked(), 'every test unmounts its items').toBeNull();
});

test('the root lists the dock items while they are shown, and nothing once they are gone', () => {
  const cart = renderWithIntl(<FloatingCart href="/cart" />);
  expect(docked()).toBe('cart-right');
  const widget = renderWithIntl(<ContactWidget {...follow} />);
  expect(docked()).toBe('cart-right follow');
  cart.unmount();
  expect(docked()).toBe('follow');
  widget.unmount();
});

test('the cart at the left edge says so, for the follow button to take the right', () => {
  const cart = renderWithIntl(<FloatingCart href="/cart" defaultEdge="left" />);
  expect(docked()).toBe('cart-left');
  cart.unmount();
});

test('a hidden follow button reserves nothing, and does once shown', () => {
  const widget = renderWithIntl(<ContactWidget {...follow} hidden />);
  expect(docked()).toBeNull();
  act(() => widget.rerender(<ContactWidget {...follow} />));
  expect(docked()).toBe('follow');
  widget.unmount();
});

test('a page that reserved the band on the server keeps it until its items come, then lists them', () => {
  document.documentElement.setAttribute(dockAttribute, reserved);
  const cart = renderWithIntl(<FloatingCart href="/cart" defaultEdge="left" />);
  expect(docked()).toBe('cart-left');
  cart.unmount();
});
