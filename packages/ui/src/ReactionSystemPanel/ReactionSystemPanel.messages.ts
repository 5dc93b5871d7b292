import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal */
export const reactionSystemPanelMessages = defineMessages<{
  formLabel: NoMessageValues;
  mrnaLengthLabel: NoMessageValues;
  sampleConcentrationLabel: NoMessageValues;
  probeConcentrationLabel: NoMessageValues;
  amountLabel: NoMessageValues;
  amountDescription: { amount: string; volume: string };
  empty: NoMessageValues;
  invalid: NoMessageValues;
  finalVolume: NoMessageValues;
  microlitres: { value: string };
  statusLabel: NoMessageValues;
  statusDesign: NoMessageValues;
  statusScaled: NoMessageValues;
  statusTooDilute: NoMessageValues;
  statusDesignText: { volume: string; amount: string };
  statusScaledText: { volume: string; factor: string };
  statusTooDiluteText: { volume: string; factor: string; amount: string; requested: string };
  adviceTitle: NoMessageValues;
  adviceConcentrateSample: { amount: string; minSampleConcentration: string };
  adviceConcentrateProbe: { minProbeConcentration: string };
  adviceSmallPipettingVolume: { component: string; volume: string; min: string };
  componentsTitle: NoMessageValues;
  columnComponent: NoMessageValues;
  columnVolume: NoMessageValues;
  componentMrna: NoMessageValues;
  componentProbe: NoMessageValues;
  componentBuffer: { strength: string };
  componentRnaseH: NoMessageValues;
  componentWater: NoMessageValues;
  amountDigested: NoMessageValues;
  amountValue: { pmol: string; micrograms: string };
  molarMass: NoMessageValues;
  molarMassValue: { value: string };
  defaultsNote: { ratio: string; enzyme: string };
}>({
  formLabel: {
    id: 'ui.ReactionSystemPanel.formLabel',
    defaultMessage: 'Reaction system inputs',
    description: 'Accessible name of the reaction system form',
  },
  mrnaLengthLabel: {
    id: 'ui.ReactionSystemPanel.mrnaLengthLabel',
    defaultMessage: 'mRNA full length (nt)',
    description: 'Label: full length of the mRNA',
  },
  sampleConcentrationLabel: {
    id: 'ui.ReactionSystemPanel.sampleConcentrationLabel',
    defaultMessage: 'Sample concentration (ng/µl)',
    description: 'Label: mRNA sample concentration',
  },
  probeConcentrationLabel: {
    id: 'ui.ReactionSystemPanel.probeConcentrationLabel',
    defaultMessage: 'Probe concentration (µM)',
    description: 'Label: probe stock concentration in micromolar',
  },
  amountLabel: {
    id: 'ui.ReactionSystemPanel.amountLabel',
    defaultMessage: 'mRNA to digest (pmol)',
    description: 'Label: optional amount of mRNA to digest',
  },
  amountDescription: {
    id: 'ui.ReactionSystemPanel.amountDescription',
    defaultMessage: 'Optional; blank means {amount} pmol in {volume} µl',
    description: 'Help for the amount: the kit design (SPEC §9)',
  },
  empty: {
    id: 'ui.ReactionSystemPanel.empty',
    defaultMessage: 'Enter the mRNA length and the concentrations to set up the digest.',
    description: 'Result area before anything is entered',
  },
  invalid: {
    id: 'ui.ReactionSystemPanel.invalid',
    defaultMessage: 'Correct the inputs marked above to see the set-up.',
    description: 'Result area while an input is invalid',
  },
  finalVolume: {
    id: 'ui.ReactionSystemPanel.finalVolume',
    defaultMessage: 'Final volume',
    description: 'Label of the final reaction volume',
  },
  microlitres: {
    id: 'ui.ReactionSystemPanel.microlitres',
    defaultMessage: '{value} µl',
    description: 'A volume in microlitres; {value} is formatted',
  },
  statusLabel: {
    id: 'ui.ReactionSystemPanel.statusLabel',
    defaultMessage: 'Volume rule',
    description: 'Label of the 1.5 × rule status',
  },
  statusDesign: {
    id: 'ui.ReactionSystemPanel.statusDesign',
    defaultMessage: 'Design volume',
    description: 'Status: everything fits the design volume',
  },
  statusScaled: {
    id: 'ui.ReactionSystemPanel.statusScaled',
    defaultMessage: 'Scaled up',
    description: 'Status: the volume grows (at most 1.5 ×) for a dilute sample',
  },
  statusTooDilute: {
    id: 'ui.ReactionSystemPanel.statusTooDilute',
    defaultMessage: 'Too dilute',
    description: 'Status: even 1.5 × the design volume cannot hold the amount',
  },
  statusDesignText: {
    id: 'ui.ReactionSystemPanel.statusDesignText',
    defaultMessage: 'Everything fits the design volume: {volume} µl digest {amount} pmol of mRNA.',
    description: 'Explains the design status',
  },
  statusScaledText: {
    id: 'ui.ReactionSystemPanel.statusScaledText',
    defaultMessage:
      'The sample is dilute: the reaction grows to {volume} µl ({factor} × the design volume), with buffer and RNase H kept at 1 ×.',
    description: 'Explains the scaled status',
  },
  statusTooDiluteText: {
    id: 'ui.ReactionSystemPanel.statusTooDiluteText',
    defaultMessage:
      'Too dilute even at {factor} × the design volume ({volume} µl): this set-up digests {amount} of the {requested} pmol asked for.',
    description: 'Explains the too-dilute status',
  },
  adviceTitle: {
    id: 'ui.ReactionSystemPanel.adviceTitle',
    defaultMessage: 'Advice',
    description: 'Heading of the advice list',
  },
  adviceConcentrateSample: {
    id: 'ui.ReactionSystemPanel.adviceConcentrateSample',
    defaultMessage:
      'To digest {amount} pmol, concentrate the sample to at least {minSampleConcentration} ng/µl.',
    description: 'Advice when the sample is too dilute',
  },
  adviceConcentrateProbe: {
    id: 'ui.ReactionSystemPanel.adviceConcentrateProbe',
    defaultMessage:
      'The probe stock alone overfills the reaction: use a stock of at least {minProbeConcentration} µM.',
    description: 'Advice when the probe stock is too dilute',
  },
  adviceSmallPipettingVolume: {
    id: 'ui.ReactionSystemPanel.adviceSmallPipettingVolume',
    defaultMessage:
      '{component}: {volume} µl is below {min} µl and hard to pipette accurately; dilute that stock first.',
    description: 'Advice when a volume is too small to pipette',
  },
  componentsTitle: {
    id: 'ui.ReactionSystemPanel.componentsTitle',
    defaultMessage: 'Components',
    description: 'Heading of the component volume table',
  },
  columnComponent: {
    id: 'ui.ReactionSystemPanel.columnComponent',
    defaultMessage: 'Component',
    description: 'Column: reaction component',
  },
  columnVolume: {
    id: 'ui.ReactionSystemPanel.columnVolume',
    defaultMessage: 'Volume',
    description: 'Column: volume to pipette',
  },
  componentMrna: {
    id: 'ui.ReactionSystemPanel.componentMrna',
    defaultMessage: 'mRNA sample',
    description: 'Reaction component: the mRNA sample',
  },
  componentProbe: {
    id: 'ui.ReactionSystemPanel.componentProbe',
    defaultMessage: 'Probe',
    description: 'Reaction component: the probe stock',
  },
  componentBuffer: {
    id: 'ui.ReactionSystemPanel.componentBuffer',
    defaultMessage: '{strength} × reaction buffer',
    description: 'Reaction component: the concentrated reaction buffer',
  },
  componentRnaseH: {
    id: 'ui.ReactionSystemPanel.componentRnaseH',
    defaultMessage: 'RNase H',
    description: 'Reaction component: the enzyme',
  },
  componentWater: {
    id: 'ui.ReactionSystemPanel.componentWater',
    defaultMessage: 'Nuclease-free water',
    description: 'Reaction component: water to the final volume',
  },
  amountDigested: {
    id: 'ui.ReactionSystemPanel.amountDigested',
    defaultMessage: 'mRNA digested',
    description: 'Label of the amount this set-up digests',
  },
  amountValue: {
    id: 'ui.ReactionSystemPanel.amountValue',
    defaultMessage: '{pmol} pmol ({micrograms} µg)',
    description: 'An amount of mRNA in pmol and µg',
  },
  molarMass: {
    id: 'ui.ReactionSystemPanel.molarMass',
    defaultMessage: 'Molar mass',
    description: 'Label of the mRNA molar mass',
  },
  molarMassValue: {
    id: 'ui.ReactionSystemPanel.molarMassValue',
    defaultMessage: '{value} g/mol',
    description: 'A molar mass; {value} is formatted',
  },
  defaultsNote: {
    id: 'ui.ReactionSystemPanel.defaultsNote',
    defaultMessage:
      'The probe:mRNA molar ratio ({ratio}:1) and the RNase H volume ({enzyme} µl per 100 µl) are default values until the kit manual’s values are confirmed.',
    description: 'Says which kit constants are labelled defaults (toolbox kitConstants)',
  },
});
