import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal */
export const fragmentMassPanelMessages = defineMessages<{
  formLabel: NoMessageValues;
  sequenceLabel: NoMessageValues;
  productLengthLabel: NoMessageValues;
  productLengthDescription: NoMessageValues;
  modificationLabel: NoMessageValues;
  modificationNone: NoMessageValues;
  modificationPsi: NoMessageValues;
  modificationMethylPsi: NoMessageValues;
  modificationFiveMoU: NoMessageValues;
  modificationFiveMc: NoMessageValues;
  modificationMethylA: NoMessageValues;
  cappingMethodLabel: NoMessageValues;
  cappingEnzymatic: NoMessageValues;
  cappingCoTranscriptional: NoMessageValues;
  capAnalogLabel: NoMessageValues;
  capAnalogPlaceholder: NoMessageValues;
  empty: NoMessageValues;
  invalid: NoMessageValues;
  massesTitle: NoMessageValues;
  previewNote: NoMessageValues;
  columnSpecies: NoMessageValues;
  columnProduct: NoMessageValues;
  columnFormula: NoMessageValues;
  columnAverage: NoMessageValues;
  columnMonoisotopic: NoMessageValues;
  speciesPppN: NoMessageValues;
  speciesGpppN: NoMessageValues;
  speciesCapZero: NoMessageValues;
  speciesCapOne: NoMessageValues;
  speciesAnalog: { notation: string };
  expected: NoMessageValues;
  isobaricWith: { species: string };
  variantMain: { length: string };
  variantShorter: { length: string };
  variantLonger: { length: string };
}>({
  formLabel: {
    id: 'ui.FragmentMassPanel.formLabel',
    defaultMessage: 'Digestion product mass inputs',
    description: 'Accessible name of the mass form',
  },
  sequenceLabel: {
    id: 'ui.FragmentMassPanel.sequenceLabel',
    defaultMessage: 'Digestion product or mRNA (5′→3′)',
    description: 'Label of the fragment sequence input',
  },
  productLengthLabel: {
    id: 'ui.FragmentMassPanel.productLengthLabel',
    defaultMessage: 'Product length (nt)',
    description: 'Label: the product is nucleotides 1..n of the sequence',
  },
  productLengthDescription: {
    id: 'ui.FragmentMassPanel.productLengthDescription',
    defaultMessage: 'Optional: blank takes the whole sequence (then there is no n+1)',
    description: 'Help for the product length',
  },
  modificationLabel: {
    id: 'ui.FragmentMassPanel.modificationLabel',
    defaultMessage: 'Base modification',
    description: 'Label: modified NTP used in transcription',
  },
  modificationNone: {
    id: 'ui.FragmentMassPanel.modificationNone',
    defaultMessage: 'None',
    description: 'No base modification',
  },
  modificationPsi: {
    id: 'ui.FragmentMassPanel.modificationPsi',
    defaultMessage: 'ψ (pseudouridine)',
    description: 'Base modification',
  },
  modificationMethylPsi: {
    id: 'ui.FragmentMassPanel.modificationMethylPsi',
    defaultMessage: 'm1ψ (N1-methylpseudouridine)',
    description: 'Base modification',
  },
  modificationFiveMoU: {
    id: 'ui.FragmentMassPanel.modificationFiveMoU',
    defaultMessage: '5moU (5-methoxyuridine)',
    description: 'Base modification',
  },
  modificationFiveMc: {
    id: 'ui.FragmentMassPanel.modificationFiveMc',
    defaultMessage: '5mC (5-methylcytidine)',
    description: 'Base modification',
  },
  modificationMethylA: {
    id: 'ui.FragmentMassPanel.modificationMethylA',
    defaultMessage: 'm6A (N6-methyladenosine)',
    description: 'Base modification',
  },
  cappingMethodLabel: {
    id: 'ui.FragmentMassPanel.cappingMethodLabel',
    defaultMessage: 'Capping method',
    description: 'Label: enzymatic or co-transcriptional capping',
  },
  cappingEnzymatic: {
    id: 'ui.FragmentMassPanel.cappingEnzymatic',
    defaultMessage: 'Enzymatic',
    description: 'Capping method',
  },
  cappingCoTranscriptional: {
    id: 'ui.FragmentMassPanel.cappingCoTranscriptional',
    defaultMessage: 'Co-transcriptional',
    description: 'Capping method',
  },
  capAnalogLabel: {
    id: 'ui.FragmentMassPanel.capAnalogLabel',
    defaultMessage: 'Cap analog',
    description: 'Label: cap analog for co-transcriptional capping',
  },
  capAnalogPlaceholder: {
    id: 'ui.FragmentMassPanel.capAnalogPlaceholder',
    defaultMessage: 'Choose a cap analog',
    description: 'Empty choice of the cap analog',
  },
  empty: {
    id: 'ui.FragmentMassPanel.empty',
    defaultMessage: 'Enter the digestion product (or the mRNA and the product length) to see its masses.',
    description: 'Result area before a sequence is entered',
  },
  invalid: {
    id: 'ui.FragmentMassPanel.invalid',
    defaultMessage: 'Correct the inputs marked above to see the masses.',
    description: 'Result area while an input is invalid',
  },
  massesTitle: {
    id: 'ui.FragmentMassPanel.massesTitle',
    defaultMessage: 'Neutral masses',
    description: 'Heading of the mass table',
  },
  previewNote: {
    id: 'ui.FragmentMassPanel.previewNote',
    defaultMessage:
      'Preview: average masses of the main product. The full result adds formulas, monoisotopic masses and the n−1 / n+1 products.',
    description: 'What the anonymous preview of the mass table leaves out',
  },
  columnSpecies: {
    id: 'ui.FragmentMassPanel.columnSpecies',
    defaultMessage: 'Species',
    description: 'Column: the 5′ end species',
  },
  columnProduct: {
    id: 'ui.FragmentMassPanel.columnProduct',
    defaultMessage: 'Product',
    description: 'Column: main or minor product',
  },
  columnFormula: {
    id: 'ui.FragmentMassPanel.columnFormula',
    defaultMessage: 'Formula',
    description: 'Column: molecular formula',
  },
  columnAverage: {
    id: 'ui.FragmentMassPanel.columnAverage',
    defaultMessage: 'Average mass (Da)',
    description: 'Column: neutral average mass',
  },
  columnMonoisotopic: {
    id: 'ui.FragmentMassPanel.columnMonoisotopic',
    defaultMessage: 'Monoisotopic mass (Da)',
    description: 'Column: neutral monoisotopic mass',
  },
  speciesPppN: {
    id: 'ui.FragmentMassPanel.speciesPppN',
    defaultMessage: 'Uncapped (pppN)',
    description: 'Species: 5′-triphosphate, no cap',
  },
  speciesGpppN: {
    id: 'ui.FragmentMassPanel.speciesGpppN',
    defaultMessage: 'Unmethylated cap (GpppN)',
    description: 'Species: cap without methyl groups',
  },
  speciesCapZero: {
    id: 'ui.FragmentMassPanel.speciesCapZero',
    defaultMessage: 'Cap0 (m7GpppN)',
    description: 'Species: Cap0',
  },
  speciesCapOne: {
    id: 'ui.FragmentMassPanel.speciesCapOne',
    defaultMessage: 'Cap1 (m7GpppNm)',
    description: 'Species: Cap1',
  },
  speciesAnalog: {
    id: 'ui.FragmentMassPanel.speciesAnalog',
    defaultMessage: 'Cap analog ({notation})',
    description: 'Species: the form the co-transcriptional cap analog gives',
  },
  expected: {
    id: 'ui.FragmentMassPanel.expected',
    defaultMessage: 'expected',
    description: 'Marks a species the chosen chemistry is meant to produce',
  },
  isobaricWith: {
    id: 'ui.FragmentMassPanel.isobaricWith',
    defaultMessage: 'same mass as {species}',
    description: 'LC-MS cannot tell these species apart',
  },
  variantMain: {
    id: 'ui.FragmentMassPanel.variantMain',
    defaultMessage: 'n ({length} nt)',
    description: 'The main RNase H product',
  },
  variantShorter: {
    id: 'ui.FragmentMassPanel.variantShorter',
    defaultMessage: 'n−1 ({length} nt)',
    description: 'The product one nucleotide shorter',
  },
  variantLonger: {
    id: 'ui.FragmentMassPanel.variantLonger',
    defaultMessage: 'n+1 ({length} nt)',
    description: 'The product one nucleotide longer',
  },
});
