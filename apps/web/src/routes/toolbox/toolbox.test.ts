import type { ToolboxOutput } from '@storefront/api-client';
import { CALCULATOR_VERSION, computeFragmentMasses, designProbe } from '@storefront/toolbox';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import zhCN from '../../i18n/zh-CN.json' with { type: 'json' };
import {
  calculatorRequest,
  MAX_SEQUENCE_IN_URL,
  massValueForProduct,
  queryFromValues,
  sequenceLeftOutOfUrl,
  serverResults,
  valuesFromQuery,
} from './toolbox';
import { toolboxCsv } from './toolboxCsv';
import { buildToolboxReport } from './toolboxReport';

const MRNA = 'GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG';

describe('the toolbox query', () => {
  it('opens on the probe tab with the panels’ defaults', () => {
    const values = valuesFromQuery(new URLSearchParams(''));
    expect(values.tab).toBe('probe');
    expect(values.probe).toMatchObject({ sequence: '', probeStart: '1', probeLength: '25' });
    expect(queryFromValues(values).toString()).toBe('tab=probe');
  });

  it('round-trips every input and the tab', () => {
    const query = new URLSearchParams({
      tab: 'mass',
      sequence: `${MRNA.slice(0, 20)}\n${MRNA.slice(20)}`,
      digestionPosition: '19',
      mrnaLength: '1000',
      sampleConcentration: '250.5',
      probeConcentration: '100',
      massSequence: MRNA,
      productLength: '18',
      modification: 'm1psi',
      cappingMethod: 'co-transcriptional',
      capAnalog: 'CleanCapAG',
    });
    const values = valuesFromQuery(query);
    expect(values.tab).toBe('mass');
    expect(values.mass).toEqual({
      sequence: MRNA,
      productLength: '18',
      modification: 'm1psi',
      cappingMethod: 'co-transcriptional',
      capAnalog: 'CleanCapAG',
    });
    expect(valuesFromQuery(queryFromValues(values))).toEqual(values);
  });

  it('ignores unknown tabs and choices, including prototype names', () => {
    const values = valuesFromQuery(
      new URLSearchParams({ tab: 'admin', modification: 'toString', capAnalog: 'constructor' }),
    );
    expect(values.tab).toBe('probe');
    expect(values.mass.modification).toBe('none');
    expect(values.mass.capAnalog).toBe('');
  });

  it('keeps a sequence too long for an address out of it', () => {
    const values = valuesFromQuery(new URLSearchParams(''));
    const long = { ...values, probe: { ...values.probe, sequence: 'A'.repeat(MAX_SEQUENCE_IN_URL + 1) } };
    expect(queryFromValues(long).has('sequence')).toBe(false);
    expect(sequenceLeftOutOfUrl(long)).toBe(true);
  });
});

describe('the calculator request', () => {
  it('asks for the open tab only, and not while the inputs are invalid', () => {
    const values = valuesFromQuery(new URLSearchParams({ sequence: MRNA }));
    expect(calculatorRequest(values)).toEqual({
      probeDesign: {
        sequence: MRNA,
        probeStart: 1,
        probeLength: 25,
        digestionPosition: 18,
        heteroduplexLength: 4,
      },
    });
    expect(calculatorRequest({ ...values, probe: { ...values.probe, sequence: 'GGXA' } })).toBeNull();
    expect(calculatorRequest({ ...values, tab: 'reaction' })).toBeNull();
  });

  it('hands the probe design’s product to the mass module with its length', () => {
    const values = valuesFromQuery(new URLSearchParams(''));
    const mass = massValueForProduct(values.mass, { productLength: 18, mrnaSequence: MRNA });
    const request = calculatorRequest({ ...values, tab: 'mass', mass });
    expect(request).toEqual({
      fragmentMass: { sequence: MRNA, productLength: 18, modification: 'none', cappingMethod: 'enzymatic' },
    });
  });
});

/** The server's answer for the worked example, made with the same package. */
function workedOutput(): ToolboxOutput {
  const design = designProbe({
    sequence: MRNA,
    probeStart: 1,
    probeLength: 25,
    digestionPosition: 18,
    heteroduplexLength: 4,
  });
  const masses = computeFragmentMasses({
    sequence: MRNA,
    productLength: 18,
    modification: 'none',
    cappingMethod: 'enzymatic',
  });
  if (!design.ok || !masses.ok) throw new Error('worked example');
  return {
    calculatorVersion: CALCULATOR_VERSION,
    probeDesign: { ...design.value, hints: [] },
    fragmentMass: masses.value as ToolboxOutput['fragmentMass'],
  } as ToolboxOutput;
}

describe('the exports', () => {
  const date = new Date(2026, 10, 21, 9, 30);

  it('CSV records inputs, results, date and version of the probe design', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const values = valuesFromQuery(new URLSearchParams({ sequence: MRNA }));
    const report = buildToolboxReport(intl, values, workedOutput(), date);
    expect(report.fileName).toBe('mrna-toolbox-probe-design-2026-11-21');
    const csv = toolboxCsv(report);
    expect(csv.startsWith('\uFEFFmRNA capping-rate toolbox: Probe design\r\n')).toBe(true);
    expect(csv).toContain(`Calculator version,${CALCULATOR_VERSION}`);
    expect(csv).toContain(`mRNA or DNA template (5'→3'),${MRNA}`);
    expect(csv).toContain(`"Probe (5'→3', DNA letters)",AAACGCTAGCCAGCTTGGGTCTCCC`);
    expect(csv).toContain('Probe GC (%),60.0');
    expect(csv).toContain('Main product (n),GGGAGACCCAAGCUGGCU,18,U');
    expect(csv).toContain('November 21, 2026');
  });

  it('CSV of the masses in Chinese carries the worked example numbers', () => {
    const intl = createIntl({ locale: 'zh-CN', messages: zhCN });
    const values = valuesFromQuery(
      new URLSearchParams({ tab: 'mass', massSequence: MRNA, productLength: '18' }),
    );
    const csv = toolboxCsv(buildToolboxReport(intl, values, workedOutput(), date));
    expect(csv).toContain('mRNA 加帽率工具箱：酶切产物质量');
    expect(csv).toContain('pppN (pppN),主产物 (n),18,C173H218N74O131P20,6049.51');
    expect(csv).toContain('Cap0 (m7GpppN),主产物 (n),18,');
    expect(csv).toContain(',6328.77,');
    expect(csv).toContain(',6342.80,');
    expect(csv).toContain('2026年11月21日');
  });
});

describe('serverResults', () => {
  it('hands the server answer to the panels when it runs this page’s calculator version only', () => {
    const design = designProbe({
      sequence: 'GGGAGACCCAAGCUGGCUAGCGUUU',
      probeStart: 1,
      probeLength: 25,
      digestionPosition: 18,
      heteroduplexLength: 4,
    });
    if (!design.ok) throw new Error('the worked example designs');
    const output = { calculatorVersion: CALCULATOR_VERSION, probeDesign: design.value } as ToolboxOutput;
    expect(serverResults(output).probeDesign?.gcPercent).toBe(60);
    expect(serverResults({ ...output, calculatorVersion: '0.0.0-other' })).toEqual({});
    expect(serverResults(null)).toEqual({});
  });
});
