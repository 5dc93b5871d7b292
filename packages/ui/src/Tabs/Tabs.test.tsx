import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { Tabs } from './Tabs';

function renderTabs(onValueChange = vi.fn()) {
  renderWithIntl(
    <Tabs defaultValue="a" onValueChange={onValueChange}>
      <Tabs.List aria-label="Details">
        <Tabs.Tab value="a">Information</Tabs.Tab>
        <Tabs.Tab value="b" disabled>
          Related
        </Tabs.Tab>
        <Tabs.Tab value="c">Citations</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="a">Panel A</Tabs.Panel>
      <Tabs.Panel value="b">Panel B</Tabs.Panel>
      <Tabs.Panel value="c">Panel C</Tabs.Panel>
    </Tabs>,
  );
  return onValueChange;
}

describe('Tabs', () => {
  test('links tabs and panels and shows only the selected panel', () => {
    renderTabs();
    const tab = screen.getByRole('tab', { name: 'Information' });
    const panel = screen.getByRole('tabpanel', { name: 'Information' });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByText('Panel C').hidden).toBe(true);
  });

  test('arrow keys skip disabled tabs, wrap, and select', () => {
    const onValueChange = renderTabs();
    const first = screen.getByRole('tab', { name: 'Information' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const last = screen.getByRole('tab', { name: 'Citations' });
    expect(document.activeElement).toBe(last);
    expect(onValueChange).toHaveBeenLastCalledWith('c');
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('tabindex')).toBe('0');
  });
});
