import type { ToolboxDigestionProduct, ToolboxMassValue, ToolboxOutput } from '@storefront/api-client';
import { CAP_ANALOGS } from '@storefront/toolbox';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ToolboxTab, ToolboxValues } from './toolbox';

/**
 * What an export records (issue 5): the inputs, the full result as the server computed it, the date
 * and the calculator version. One model, rendered as CSV (`toolboxCsv.ts`) and as PDF
 * (`toolboxPdf.ts`), so both exports always say the same.
 */
export interface ToolboxReport {
  title: string;
  /** File name without extension, e.g. `mrna-toolbox-probe-design-2026-11-21`. */
  fileName: string;
  /** Date, calculator version, module. */
  meta: [string, string][];
  /** Between a label and its value in running text: '：' in Chinese, ': ' in English. */
  labelSeparator: string;
  sections: ToolboxReportSection[];
}

export interface ToolboxReportSection {
  heading: string;
  /** Column headings of a table; without them, rows are label-value pairs. */
  columns?: string[];
  rows: string[][];
}

export const toolboxReportMessages = defineMessages({
  title: { id: 'web.toolbox.report.title', defaultMessage: 'mRNA capping-rate toolbox: {module}' },
  date: { id: 'web.toolbox.report.date', defaultMessage: 'Date' },
  version: { id: 'web.toolbox.report.version', defaultMessage: 'Calculator version' },
  module: { id: 'web.toolbox.report.module', defaultMessage: 'Module' },
  inputs: { id: 'web.toolbox.report.inputs', defaultMessage: 'Inputs' },
  results: { id: 'web.toolbox.report.results', defaultMessage: 'Results' },
  moduleProbe: { id: 'web.toolbox.report.moduleProbe', defaultMessage: 'Probe design' },
  moduleReaction: { id: 'web.toolbox.report.moduleReaction', defaultMessage: 'Reaction system' },
  moduleMass: { id: 'web.toolbox.report.moduleMass', defaultMessage: 'Digestion product mass' },
  sequence: { id: 'web.toolbox.report.sequence', defaultMessage: "mRNA or DNA template (5'→3')" },
  productSequence: { id: 'web.toolbox.report.productSequence', defaultMessage: 'Sequence' },
  sequenceLength: { id: 'web.toolbox.report.sequenceLength', defaultMessage: 'Sequence length (nt)' },
  probeStart: { id: 'web.toolbox.report.probeStart', defaultMessage: 'Probe start s' },
  probeLength: { id: 'web.toolbox.report.probeLength', defaultMessage: 'Probe length n (nt)' },
  digestionPosition: { id: 'web.toolbox.report.digestionPosition', defaultMessage: 'Digestion position L' },
  heteroduplexLength: {
    id: 'web.toolbox.report.heteroduplexLength',
    defaultMessage: 'Heteroduplex length g (nt)',
  },
  probe: { id: 'web.toolbox.report.probe', defaultMessage: "Probe (5'→3', DNA letters)" },
  probeMarked: {
    id: 'web.toolbox.report.probeMarked',
    defaultMessage: "Probe chemistry (upper case: DNA window; lower case: 2'-O-methyl RNA)",
  },
  gc: { id: 'web.toolbox.report.gc', defaultMessage: 'Probe GC (%)' },
  window: { id: 'web.toolbox.report.window', defaultMessage: 'DNA window' },
  windowValue: {
    id: 'web.toolbox.report.windowValue',
    defaultMessage: 'probe {start}–{end} ({sequence}), opposite mRNA {mrnaStart}–{mrnaEnd}',
  },
  products: { id: 'web.toolbox.report.products', defaultMessage: 'Digestion products' },
  product: { id: 'web.toolbox.report.product', defaultMessage: 'Product' },
  productMain: { id: 'web.toolbox.report.productMain', defaultMessage: 'Main product (n)' },
  productMinus1: { id: 'web.toolbox.report.productMinus1', defaultMessage: 'n−1 product' },
  productPlus1: { id: 'web.toolbox.report.productPlus1', defaultMessage: 'n+1 product' },
  length: { id: 'web.toolbox.report.length', defaultMessage: 'Length (nt)' },
  lastBase: { id: 'web.toolbox.report.lastBase', defaultMessage: "3' base" },
  none: { id: 'web.toolbox.report.none', defaultMessage: 'none' },
  positions: { id: 'web.toolbox.report.positions', defaultMessage: 'Probe positions' },
  probePosition: { id: 'web.toolbox.report.probePosition', defaultMessage: 'Probe position' },
  base: { id: 'web.toolbox.report.base', defaultMessage: 'Base' },
  chemistry: { id: 'web.toolbox.report.chemistry', defaultMessage: 'Chemistry' },
  chemistryDna: { id: 'web.toolbox.report.chemistryDna', defaultMessage: 'DNA' },
  chemistryOmeRna: { id: 'web.toolbox.report.chemistryOmeRna', defaultMessage: "2'-O-methyl RNA" },
  mrnaPosition: { id: 'web.toolbox.report.mrnaPosition', defaultMessage: 'mRNA position' },
  mrnaBase: { id: 'web.toolbox.report.mrnaBase', defaultMessage: 'mRNA base' },
  hints: { id: 'web.toolbox.report.hints', defaultMessage: 'Design hints' },
  noHints: { id: 'web.toolbox.report.noHints', defaultMessage: 'None: the design follows every rule.' },
  mrnaLength: { id: 'web.toolbox.report.mrnaLength', defaultMessage: 'mRNA full length (nt)' },
  sampleConcentration: {
    id: 'web.toolbox.report.sampleConcentration',
    defaultMessage: 'Sample concentration (ng/µl)',
  },
  probeConcentration: {
    id: 'web.toolbox.report.probeConcentration',
    defaultMessage: 'Probe concentration (µM)',
  },
  amount: { id: 'web.toolbox.report.amount', defaultMessage: 'mRNA to digest (pmol)' },
  amountDefault: { id: 'web.toolbox.report.amountDefault', defaultMessage: '100 (kit design)' },
  status: { id: 'web.toolbox.report.status', defaultMessage: 'Volume rule' },
  statusDesign: { id: 'web.toolbox.report.statusDesign', defaultMessage: 'Design volume' },
  statusScaled: { id: 'web.toolbox.report.statusScaled', defaultMessage: 'Scaled up (at most 1.5 ×)' },
  statusTooDilute: {
    id: 'web.toolbox.report.statusTooDilute',
    defaultMessage: 'Too dilute: digests what fits in 1.5 ×',
  },
  molarMass: { id: 'web.toolbox.report.molarMass', defaultMessage: 'mRNA molar mass (g/mol)' },
  samplePmol: { id: 'web.toolbox.report.samplePmol', defaultMessage: 'Sample concentration (pmol/µl)' },
  digested: { id: 'web.toolbox.report.digested', defaultMessage: 'mRNA digested (pmol)' },
  digestedMicrograms: { id: 'web.toolbox.report.digestedMicrograms', defaultMessage: 'mRNA digested (µg)' },
  finalVolume: { id: 'web.toolbox.report.finalVolume', defaultMessage: 'Final volume (µl)' },
  components: { id: 'web.toolbox.report.components', defaultMessage: 'Components' },
  component: { id: 'web.toolbox.report.component', defaultMessage: 'Component' },
  volume: { id: 'web.toolbox.report.volume', defaultMessage: 'Volume (µl)' },
  componentMrna: { id: 'web.toolbox.report.componentMrna', defaultMessage: 'mRNA sample' },
  componentProbe: { id: 'web.toolbox.report.componentProbe', defaultMessage: 'Probe' },
  componentBuffer: { id: 'web.toolbox.report.componentBuffer', defaultMessage: '10 × reaction buffer' },
  componentRnaseH: { id: 'web.toolbox.report.componentRnaseH', defaultMessage: 'RNase H' },
  componentWater: { id: 'web.toolbox.report.componentWater', defaultMessage: 'Nuclease-free water' },
  advice: { id: 'web.toolbox.report.advice', defaultMessage: 'Advice' },
  noAdvice: { id: 'web.toolbox.report.noAdvice', defaultMessage: 'None.' },
  productLength: { id: 'web.toolbox.report.productLength', defaultMessage: 'Product length (nt)' },
  productLengthWhole: { id: 'web.toolbox.report.productLengthWhole', defaultMessage: 'whole sequence' },
  modification: { id: 'web.toolbox.report.modification', defaultMessage: 'Base modification' },
  modificationNone: { id: 'web.toolbox.report.modificationNone', defaultMessage: 'none' },
  cappingMethod: { id: 'web.toolbox.report.cappingMethod', defaultMessage: 'Capping method' },
  enzymatic: { id: 'web.toolbox.report.enzymatic', defaultMessage: 'enzymatic' },
  coTranscriptional: { id: 'web.toolbox.report.coTranscriptional', defaultMessage: 'co-transcriptional' },
  capAnalog: { id: 'web.toolbox.report.capAnalog', defaultMessage: 'Cap analog' },
  species: { id: 'web.toolbox.report.species', defaultMessage: 'Species' },
  variant: { id: 'web.toolbox.report.variant', defaultMessage: 'Product' },
  formula: { id: 'web.toolbox.report.formula', defaultMessage: 'Formula' },
  average: { id: 'web.toolbox.report.average', defaultMessage: 'Average mass (Da)' },
  monoisotopic: { id: 'web.toolbox.report.monoisotopic', defaultMessage: 'Monoisotopic mass (Da)' },
  expected: { id: 'web.toolbox.report.expected', defaultMessage: 'Expected' },
  yes: { id: 'web.toolbox.report.yes', defaultMessage: 'yes' },
  no: { id: 'web.toolbox.report.no', defaultMessage: 'no' },
  masses: { id: 'web.toolbox.report.masses', defaultMessage: 'Neutral masses' },
});

const m = toolboxReportMessages;

const moduleNames: Record<ToolboxTab, MessageDescriptor> = {
  probe: m.moduleProbe,
  reaction: m.moduleReaction,
  mass: m.moduleMass,
};
const fileModules: Record<ToolboxTab, string> = {
  probe: 'probe-design',
  reaction: 'reaction-system',
  mass: 'digestion-product-mass',
};
const componentNames: Record<string, MessageDescriptor> = {
  mrna: m.componentMrna,
  probe: m.componentProbe,
  buffer: m.componentBuffer,
  rnaseH: m.componentRnaseH,
  water: m.componentWater,
};
const statusNames: Record<string, MessageDescriptor> = {
  design: m.statusDesign,
  scaled: m.statusScaled,
  tooDilute: m.statusTooDilute,
};
const speciesNames: Record<string, string> = {
  pppN: 'pppN',
  GpppN: 'GpppN',
  cap0: 'Cap0',
  cap1: 'Cap1',
};
const modificationNames: Record<string, string> = {
  psi: 'ψ',
  m1psi: 'm1ψ',
  '5moU': '5moU',
  '5mC': '5mC',
  m6A: 'm6A',
};

/** Numbers in exports are plain (no grouping, a dot), fixed decimals: a spreadsheet reads them as numbers. */
export const fixed = (value: number, decimals: number) => value.toFixed(decimals);

/** yyyy-mm-dd of the local date, for the file name. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Sequences as the server used them: letters only, upper case (the typed breaks and spaces dropped). */
const compact = (sequence: string) => sequence.replace(/\s+/g, '').toUpperCase();

export function buildToolboxReport(
  intl: IntlShape,
  values: ToolboxValues,
  output: ToolboxOutput,
  date: Date,
): ToolboxReport {
  const t = (descriptor: MessageDescriptor, params?: Record<string, string | number>) =>
    intl.formatMessage(descriptor, params);
  const moduleName = t(moduleNames[values.tab]);
  const dateText = intl.formatDate(date, {
    dateStyle: 'long',
    timeStyle: 'short',
  } as Intl.DateTimeFormatOptions);
  const report: ToolboxReport = {
    title: t(m.title, { module: moduleName }),
    fileName: `mrna-toolbox-${fileModules[values.tab]}-${isoDay(date)}`,
    labelSeparator: intl.locale.startsWith('zh') ? '：' : ': ',
    meta: [
      [t(m.date), dateText],
      [t(m.version), output.calculatorVersion],
      [t(m.module), moduleName],
    ],
    sections: [],
  };
  const sections = report.sections;

  if (values.tab === 'probe' && output.probeDesign) {
    const design = output.probeDesign;
    const sequence = compact(values.probe.sequence);
    sections.push({
      heading: t(m.inputs),
      rows: [
        [t(m.sequence), sequence],
        [t(m.sequenceLength), String(sequence.length)],
        [t(m.probeStart), String(values.probe.probeStart)],
        [t(m.probeLength), String(values.probe.probeLength)],
        [t(m.digestionPosition), String(values.probe.digestionPosition)],
        [t(m.heteroduplexLength), String(values.probe.heteroduplexLength)],
      ],
    });
    const { window } = design;
    sections.push({
      heading: t(m.results),
      rows: [
        [t(m.probe), design.probe],
        [t(m.probeMarked), design.probeMarked],
        [t(m.gc), fixed(design.gcPercent, 1)],
        [
          t(m.window),
          t(m.windowValue, {
            start: window.probeStart,
            end: window.probeEnd,
            sequence: window.probeSequence,
            mrnaStart: window.mrnaStart,
            mrnaEnd: window.mrnaEnd,
          }),
        ],
      ],
    });
    const productRow = (label: MessageDescriptor, product: ToolboxDigestionProduct | null) =>
      product
        ? [t(label), product.sequence, String(product.length), product.lastBase]
        : [t(label), t(m.none), '', ''];
    sections.push({
      heading: t(m.products),
      columns: [t(m.product), t(m.productSequence), t(m.length), t(m.lastBase)],
      rows: [
        productRow(m.productMinus1, design.productMinus1),
        productRow(m.productMain, design.product),
        productRow(m.productPlus1, design.productPlus1),
      ],
    });
    sections.push({
      heading: t(m.positions),
      columns: [t(m.probePosition), t(m.base), t(m.chemistry), t(m.mrnaPosition), t(m.mrnaBase)],
      rows: design.positions.map((position) => [
        String(position.probePosition),
        position.base,
        t(position.chemistry === 'dna' ? m.chemistryDna : m.chemistryOmeRna),
        String(position.mrnaPosition),
        position.mrnaBase,
      ]),
    });
    sections.push({
      heading: t(m.hints),
      rows: design.hints.length > 0 ? design.hints.map((hint) => [hint.message]) : [[t(m.noHints)]],
    });
  }

  if (values.tab === 'reaction' && output.reactionSystem) {
    const reaction = output.reactionSystem;
    const amountTyped = String(values.reaction.amount).trim();
    sections.push({
      heading: t(m.inputs),
      rows: [
        [t(m.mrnaLength), String(values.reaction.mrnaLength)],
        [t(m.sampleConcentration), String(values.reaction.sampleConcentration)],
        [t(m.probeConcentration), String(values.reaction.probeConcentration)],
        [t(m.amount), amountTyped === '' ? t(m.amountDefault) : amountTyped],
      ],
    });
    sections.push({
      heading: t(m.results),
      rows: [
        [t(m.status), t(statusNames[reaction.status] ?? m.statusDesign)],
        [t(m.finalVolume), fixed(reaction.finalVolume, 1)],
        [t(m.molarMass), fixed(reaction.molarMass, 1)],
        [t(m.samplePmol), fixed(reaction.sampleConcentrationPmol, 3)],
        [t(m.digested), fixed(reaction.amount, 1)],
        [t(m.digestedMicrograms), fixed(reaction.amountMicrograms, 2)],
      ],
    });
    sections.push({
      heading: t(m.components),
      columns: [t(m.component), t(m.volume)],
      rows: reaction.components.map((entry) => [
        componentNames[entry.component]
          ? t(componentNames[entry.component] as MessageDescriptor)
          : entry.component,
        fixed(entry.volume, 2),
      ]),
    });
    sections.push({
      heading: t(m.advice),
      rows:
        reaction.advice.length > 0 ? reaction.advice.map((advice) => [advice.message]) : [[t(m.noAdvice)]],
    });
  }

  if (values.tab === 'mass' && output.fragmentMass) {
    const masses = output.fragmentMass;
    const sequence = compact(values.mass.sequence);
    const productLength = String(values.mass.productLength).trim();
    sections.push({
      heading: t(m.inputs),
      rows: [
        [t(m.sequence), sequence],
        [t(m.sequenceLength), String(sequence.length)],
        [t(m.productLength), productLength === '' ? t(m.productLengthWhole) : productLength],
        [
          t(m.modification),
          masses.modification === 'none'
            ? t(m.modificationNone)
            : (modificationNames[masses.modification] ?? ''),
        ],
        [t(m.cappingMethod), t(masses.cappingMethod === 'enzymatic' ? m.enzymatic : m.coTranscriptional)],
        ...(masses.capAnalog ? [[t(m.capAnalog), CAP_ANALOGS[masses.capAnalog].notation]] : []),
      ],
    });
    const rows: string[][] = [];
    for (const species of masses.species) {
      const name = speciesNames[species.kind] ?? species.notation;
      const variants: [MessageDescriptor, ToolboxMassValue | null][] = [
        [m.productMinus1, species.productMinus1],
        [m.productMain, species.product],
        [m.productPlus1, species.productPlus1],
      ];
      for (const [label, value] of variants) {
        if (!value) continue;
        rows.push([
          `${name} (${species.notation})`,
          t(label),
          String(value.length),
          value.formulaText,
          fixed(value.average, 2),
          fixed(value.monoisotopic, 4),
          t(species.expected ? m.yes : m.no),
        ]);
      }
    }
    sections.push({
      heading: t(m.masses),
      columns: [
        t(m.species),
        t(m.variant),
        t(m.length),
        t(m.formula),
        t(m.average),
        t(m.monoisotopic),
        t(m.expected),
      ],
      rows,
    });
  }
  return report;
}
