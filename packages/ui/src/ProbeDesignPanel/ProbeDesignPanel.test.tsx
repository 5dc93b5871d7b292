import { designProbe } from '@storefront/toolbox';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import {
  longTemplate,
  workedExampleMrna,
  workedExampleProbe,
  workedExampleProduct,
} from '../internal/ToolboxForm/toolboxFormFixtures';
import { renderWithIntl } from '../test/renderWithIntl';
import { ProbeDesignPanel } from './ProbeDesignPanel';
import { toProbeDesignInput } from './probeDesignPanelValue';

const workedExample = {
  sequence: workedExampleMrna,
  probeStart: 1,
  probeLength: 25,
  digestionPosition: 18,
  heteroduplexLength: 4,
};

describe('ProbeDesignPanel', () => {
  test('controlled: edits go to onValueChange as the whole value, the view follows `value`', () => {
    const onValueChange = vi.fn();
    renderWithIntl(<ProbeDesignPanel value={workedExample} onValueChange={onValueChange} />, 'en');
    fireEvent.change(screen.getByLabelText('Probe length n (nt)'), { target: { value: '24' } });
    expect(onValueChange).toHaveBeenCalledWith({ ...workedExample, probeLength: '24' });
    // Controlled: nothing changes until the parent passes the new value.
    expect(screen.getByTestId('probe').textContent).toBe(workedExampleProbe);
  });

  test('preview hides the full tables; full shows them and the product button', () => {
    const onUseProduct = vi.fn();
    renderWithIntl(<ProbeDesignPanel value={workedExample} />, 'en');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('product')).toBeNull();
    cleanup();
    renderWithIntl(<ProbeDesignPanel value={workedExample} mode="full" onUseProduct={onUseProduct} />, 'en');
    expect(screen.getByTestId('product').textContent).toBe(workedExampleProduct);
    fireEvent.click(screen.getByRole('button', { name: 'Use this product in the mass calculation' }));
    expect(onUseProduct).toHaveBeenCalledWith(workedExampleProduct, {
      productLength: 18,
      mrnaSequence: workedExampleMrna,
    });
  });

  test('full mode shows the result handed over (the server answer); preview keeps its own', () => {
    const own = designProbe(toProbeDesignInput(workedExample));
    if (!own.ok) throw new Error('the worked example designs');
    const handedOver = { ...own.value, gcPercent: 42 };
    renderWithIntl(<ProbeDesignPanel value={workedExample} mode="full" fullResult={handedOver} />, 'en');
    expect(screen.getByTestId('gc').textContent).toBe('42%');
    cleanup();
    renderWithIntl(<ProbeDesignPanel value={workedExample} fullResult={handedOver} />, 'en');
    expect(screen.getByTestId('gc').textContent).toBe('60%');
  });

  test('a blank field is reported only after it is left', () => {
    renderWithIntl(<ProbeDesignPanel defaultValue={{ ...workedExample, probeStart: '' }} />, 'en');
    expect(screen.queryByText('Enter a number.')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Probe start s'));
    expect(screen.getByText('Enter a number.')).toBeTruthy();
  });

  test('10,000 nt render as one text node per sequence, not one element per nucleotide', () => {
    const sequence = longTemplate();
    renderWithIntl(
      <ProbeDesignPanel value={{ ...workedExample, sequence, digestionPosition: 18 }} mode="full" />,
      'en',
    );
    const probe = screen.getByTestId('probe');
    expect(probe.textContent).toBe(workedExampleProbe);
    expect(probe.querySelectorAll('*')).toHaveLength(1);
    expect(screen.getByText('Length: 10,000 nt')).toBeTruthy();
    expect(document.querySelectorAll('*').length).toBeLessThan(600);
  });

  test('toProbeDesignInput reads text and numbers alike', () => {
    expect(
      toProbeDesignInput({
        sequence: 'ACGU',
        probeStart: ' 2 ',
        probeLength: 25,
        digestionPosition: '',
        heteroduplexLength: '4',
      }),
    ).toEqual({
      sequence: 'ACGU',
      probeStart: 2,
      probeLength: 25,
      digestionPosition: Number.NaN,
      heteroduplexLength: 4,
    });
  });
});
