import { defineMessages, type NoMessageValues } from 'react-intl';

type Range = { value: string; min: string; max: string };

/** @internal */
export const probeDesignPanelMessages = defineMessages<{
  formLabel: NoMessageValues;
  probeStartLabel: NoMessageValues;
  probeStartDescription: NoMessageValues;
  probeLengthLabel: NoMessageValues;
  digestionPositionLabel: NoMessageValues;
  digestionPositionDescription: NoMessageValues;
  heteroduplexLengthLabel: NoMessageValues;
  recommendedRange: { min: string; max: string };
  empty: NoMessageValues;
  invalid: NoMessageValues;
  probeTitle: NoMessageValues;
  windowLegend: { start: string; end: string; sequence: string; mrnaStart: string; mrnaEnd: string };
  gcContent: NoMessageValues;
  probeLength: NoMessageValues;
  hintsTitle: NoMessageValues;
  noHints: NoMessageValues;
  hintWarning: NoMessageValues;
  hintSuggestion: NoMessageValues;
  hintProbeLengthOutOfRange: Range;
  hintProductLengthOutOfRange: Range;
  hintProductEndsInG: { position: string };
  hintHeteroduplexLengthOutOfRange: Range;
  hintGcOutOfRange: Range;
  hintGcOutsideOptimum: Range;
  positionsTitle: NoMessageValues;
  columnProbePosition: NoMessageValues;
  columnBase: NoMessageValues;
  columnChemistry: NoMessageValues;
  columnMrnaPosition: NoMessageValues;
  columnMrnaBase: NoMessageValues;
  chemistryDna: NoMessageValues;
  chemistryOmeRna: NoMessageValues;
  productTitle: NoMessageValues;
  productLength: NoMessageValues;
  productLastBase: NoMessageValues;
  minorProductsTitle: NoMessageValues;
  columnProduct: NoMessageValues;
  columnSequence: NoMessageValues;
  columnLength: NoMessageValues;
  productMain: NoMessageValues;
  productShorter: NoMessageValues;
  productLonger: NoMessageValues;
  productNone: NoMessageValues;
  useProduct: NoMessageValues;
}>({
  formLabel: {
    id: 'ui.ProbeDesignPanel.formLabel',
    defaultMessage: 'Probe design inputs',
    description: 'Accessible name of the probe design form',
  },
  probeStartLabel: {
    id: 'ui.ProbeDesignPanel.probeStartLabel',
    defaultMessage: 'Probe start s',
    description: 'Label: first mRNA nucleotide covered by the probe',
  },
  probeStartDescription: {
    id: 'ui.ProbeDesignPanel.probeStartDescription',
    defaultMessage: '1-based position on the mRNA',
    description: 'Help for the probe start',
  },
  probeLengthLabel: {
    id: 'ui.ProbeDesignPanel.probeLengthLabel',
    defaultMessage: 'Probe length n (nt)',
    description: 'Label: probe length',
  },
  digestionPositionLabel: {
    id: 'ui.ProbeDesignPanel.digestionPositionLabel',
    defaultMessage: 'Digestion position L',
    description: 'Label: the RNase H cut falls after this mRNA nucleotide',
  },
  digestionPositionDescription: {
    id: 'ui.ProbeDesignPanel.digestionPositionDescription',
    defaultMessage: 'The cut falls after mRNA nucleotide L',
    description: 'Help for the digestion position',
  },
  heteroduplexLengthLabel: {
    id: 'ui.ProbeDesignPanel.heteroduplexLengthLabel',
    defaultMessage: 'Heteroduplex length g (nt)',
    description: 'Label: length of the DNA:RNA heteroduplex (the DNA window of the probe)',
  },
  recommendedRange: {
    id: 'ui.ProbeDesignPanel.recommendedRange',
    defaultMessage: 'Recommended {min}–{max} nt',
    description: 'Help under a length input: the recommended range (SPEC §5)',
  },
  empty: {
    id: 'ui.ProbeDesignPanel.empty',
    defaultMessage: 'Enter the mRNA sequence and the probe parameters to design the probe.',
    description: 'Result area before a sequence is entered',
  },
  invalid: {
    id: 'ui.ProbeDesignPanel.invalid',
    defaultMessage: 'Correct the inputs marked above to see the probe.',
    description: 'Result area while an input is invalid',
  },
  probeTitle: {
    id: 'ui.ProbeDesignPanel.probeTitle',
    defaultMessage: 'Probe (5′→3′)',
    description: 'Heading of the designed probe sequence',
  },
  windowLegend: {
    id: 'ui.ProbeDesignPanel.windowLegend',
    defaultMessage:
      'Underlined, highlighted letters: the DNA window, probe positions {start}–{end} ({sequence}), opposite mRNA {mrnaStart}–{mrnaEnd}. All other positions are 2′-O-methyl RNA.',
    description: 'Explains how the DNA window is marked in the probe sequence, in words',
  },
  gcContent: {
    id: 'ui.ProbeDesignPanel.gcContent',
    defaultMessage: 'GC content',
    description: 'Label of the probe GC percentage',
  },
  probeLength: {
    id: 'ui.ProbeDesignPanel.probeLength',
    defaultMessage: 'Probe length',
    description: 'Label of the probe length in the result',
  },
  hintsTitle: {
    id: 'ui.ProbeDesignPanel.hintsTitle',
    defaultMessage: 'Design hints',
    description: 'Heading of the design hints (SPEC §5)',
  },
  noHints: {
    id: 'ui.ProbeDesignPanel.noHints',
    defaultMessage: 'The design meets every recommendation.',
    description: 'Shown when there is no design hint',
  },
  hintWarning: {
    id: 'ui.ProbeDesignPanel.hintWarning',
    defaultMessage: 'Warning',
    description: 'Announced before a hint outside a recommended range',
  },
  hintSuggestion: {
    id: 'ui.ProbeDesignPanel.hintSuggestion',
    defaultMessage: 'Suggestion',
    description: 'Announced before a hint that could be better',
  },
  hintProbeLengthOutOfRange: {
    id: 'ui.ProbeDesignPanel.hintProbeLengthOutOfRange',
    defaultMessage: 'The probe is {value} nt long; {min}–{max} nt is recommended.',
    description: 'Hint: probe length outside 20-30 nt',
  },
  hintProductLengthOutOfRange: {
    id: 'ui.ProbeDesignPanel.hintProductLengthOutOfRange',
    defaultMessage: 'The digestion product is {value} nt long; {min}–{max} nt is recommended.',
    description: 'Hint: digestion product length outside 17-20 nt',
  },
  hintProductEndsInG: {
    id: 'ui.ProbeDesignPanel.hintProductEndsInG',
    defaultMessage:
      'The digestion product ends in G (nucleotide {position}); a product that does not end in G is recommended.',
    description: 'Hint: the digestion product ends in G',
  },
  hintHeteroduplexLengthOutOfRange: {
    id: 'ui.ProbeDesignPanel.hintHeteroduplexLengthOutOfRange',
    defaultMessage: 'The heteroduplex is {value} nt long; {min}–{max} nt is recommended.',
    description: 'Hint: heteroduplex length outside 4-6 nt',
  },
  hintGcOutOfRange: {
    id: 'ui.ProbeDesignPanel.hintGcOutOfRange',
    defaultMessage: 'The probe GC content is {value}; {min}–{max} is recommended.',
    description: 'Hint: GC content outside 40-70 %; values are formatted percentages',
  },
  hintGcOutsideOptimum: {
    id: 'ui.ProbeDesignPanel.hintGcOutsideOptimum',
    defaultMessage: 'The probe GC content is {value}, within the recommended range; {min}–{max} is better.',
    description: 'Hint: GC content inside 40-70 % but outside 55-65 %; values are formatted percentages',
  },
  positionsTitle: {
    id: 'ui.ProbeDesignPanel.positionsTitle',
    defaultMessage: 'Probe positions',
    description: 'Heading of the table of probe positions (DNA or 2′-O-methyl RNA)',
  },
  columnProbePosition: {
    id: 'ui.ProbeDesignPanel.columnProbePosition',
    defaultMessage: 'Probe position',
    description: 'Column: position on the probe, 5′→3′',
  },
  columnBase: {
    id: 'ui.ProbeDesignPanel.columnBase',
    defaultMessage: 'Base',
    description: 'Column: probe base',
  },
  columnChemistry: {
    id: 'ui.ProbeDesignPanel.columnChemistry',
    defaultMessage: 'Chemistry',
    description: 'Column: DNA or 2′-O-methyl RNA',
  },
  columnMrnaPosition: {
    id: 'ui.ProbeDesignPanel.columnMrnaPosition',
    defaultMessage: 'Pairs with mRNA',
    description: 'Column: the mRNA position the probe position pairs with',
  },
  columnMrnaBase: {
    id: 'ui.ProbeDesignPanel.columnMrnaBase',
    defaultMessage: 'mRNA base',
    description: 'Column: the mRNA base at that position',
  },
  chemistryDna: {
    id: 'ui.ProbeDesignPanel.chemistryDna',
    defaultMessage: 'DNA (window)',
    description: 'A probe position in the DNA window',
  },
  chemistryOmeRna: {
    id: 'ui.ProbeDesignPanel.chemistryOmeRna',
    defaultMessage: '2′-O-methyl RNA',
    description: 'A probe position in the protecting flanks',
  },
  productTitle: {
    id: 'ui.ProbeDesignPanel.productTitle',
    defaultMessage: 'Digestion product (5′ end, 3′-OH)',
    description: 'Heading of the released 5′ fragment',
  },
  productLength: {
    id: 'ui.ProbeDesignPanel.productLength',
    defaultMessage: 'Length',
    description: 'Label of the digestion product length',
  },
  productLastBase: {
    id: 'ui.ProbeDesignPanel.productLastBase',
    defaultMessage: 'Last base',
    description: 'Label of the 3′ base of the digestion product',
  },
  minorProductsTitle: {
    id: 'ui.ProbeDesignPanel.minorProductsTitle',
    defaultMessage: 'Main and minor products',
    description: 'Heading of the table of the n, n−1 and n+1 products',
  },
  columnProduct: {
    id: 'ui.ProbeDesignPanel.columnProduct',
    defaultMessage: 'Product',
    description: 'Column: which product (n, n−1, n+1)',
  },
  columnSequence: {
    id: 'ui.ProbeDesignPanel.columnSequence',
    defaultMessage: 'Sequence',
    description: 'Column: product sequence',
  },
  columnLength: {
    id: 'ui.ProbeDesignPanel.columnLength',
    defaultMessage: 'Length',
    description: 'Column: product length',
  },
  productMain: {
    id: 'ui.ProbeDesignPanel.productMain',
    defaultMessage: 'n (main)',
    description: 'The main RNase H product',
  },
  productShorter: {
    id: 'ui.ProbeDesignPanel.productShorter',
    defaultMessage: 'n−1 (minor)',
    description: 'The product one nucleotide shorter',
  },
  productLonger: {
    id: 'ui.ProbeDesignPanel.productLonger',
    defaultMessage: 'n+1 (minor)',
    description: 'The product one nucleotide longer',
  },
  productNone: {
    id: 'ui.ProbeDesignPanel.productNone',
    defaultMessage: 'None (past the end of the mRNA)',
    description: 'A minor product that cannot form',
  },
  useProduct: {
    id: 'ui.ProbeDesignPanel.useProduct',
    defaultMessage: 'Use this product in the mass calculation',
    description: 'Button: send the digestion product to the mass module',
  },
});
