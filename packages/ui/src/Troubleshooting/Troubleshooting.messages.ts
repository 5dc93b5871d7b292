import { defineMessages } from 'react-intl';

/**
 * Generic handling advice for recombinant proteins, as messages so that both sites read it in their language.
 * @internal Not part of the public API (stripped from the declarations).
 */
export const troubleshootingMessages = defineMessages({
  label: {
    id: 'ui.Troubleshooting.label',
    defaultMessage: 'Troubleshooting and FAQ',
    description: 'Accessible name of the troubleshooting block',
  },
  intro: {
    id: 'ui.Troubleshooting.intro',
    defaultMessage:
      "General guidance for our recombinant proteins. Always follow the product's datasheet first.",
    description: 'Lead text of the troubleshooting block',
  },
  note: {
    id: 'ui.Troubleshooting.note',
    defaultMessage: 'For research use only. Still stuck? Our technical support answers within 24 hours.',
    description: 'Closing note of the troubleshooting block (SPEC \u00a71: contact within 24 hours)',
  },
  reconstitutionTitle: {
    id: 'ui.Troubleshooting.reconstitutionTitle',
    defaultMessage: 'Reconstitution',
    description: 'Troubleshooting topic heading: reconstitution',
  },
  reconstitutionQuestionA: {
    id: 'ui.Troubleshooting.reconstitutionQuestionA',
    defaultMessage: 'How should I reconstitute the lyophilized protein?',
    description: 'Question about reconstitution',
  },
  reconstitutionAnswerA: {
    id: 'ui.Troubleshooting.reconstitutionAnswerA',
    defaultMessage:
      'Centrifuge the vial briefly before opening so that the powder collects at the bottom. Add sterile water or the buffer given on the datasheet to the recommended concentration (usually 0.1–1 mg/mL), let it stand for 10–15 minutes at room temperature, then mix by gentle swirling or pipetting. Do not vortex.',
    description: 'Answer about reconstitution',
  },
  reconstitutionQuestionB: {
    id: 'ui.Troubleshooting.reconstitutionQuestionB',
    defaultMessage: 'The powder does not dissolve completely. What should I do?',
    description: 'Question about reconstitution',
  },
  reconstitutionAnswerB: {
    id: 'ui.Troubleshooting.reconstitutionAnswerB',
    defaultMessage:
      "Wait another 15–30 minutes at room temperature with occasional gentle mixing. If particles remain, check that you used the recommended buffer and concentration: a higher concentration, or a pH close to the protein's isoelectric point, lowers solubility. Spin down insoluble material (10,000 × g, 5 minutes) and measure the concentration of the supernatant before use.",
    description: 'Answer about reconstitution',
  },
  storageTitle: {
    id: 'ui.Troubleshooting.storageTitle',
    defaultMessage: 'Storage and stability',
    description: 'Troubleshooting topic heading: storage',
  },
  storageQuestionA: {
    id: 'ui.Troubleshooting.storageQuestionA',
    defaultMessage: 'How should I store the protein?',
    description: 'Question about storage',
  },
  storageAnswerA: {
    id: 'ui.Troubleshooting.storageAnswerA',
    defaultMessage:
      'Store the lyophilized protein at −20 °C to −80 °C as stated on the datasheet; it is stable for at least 12 months from receipt. After reconstitution, keep it at 2–8 °C for up to one week, or divide it into single-use aliquots and store them at −80 °C for up to 3 months.',
    description: 'Answer about storage',
  },
  storageQuestionB: {
    id: 'ui.Troubleshooting.storageQuestionB',
    defaultMessage: 'Can I freeze and thaw the solution repeatedly?',
    description: 'Question about storage',
  },
  storageAnswerB: {
    id: 'ui.Troubleshooting.storageAnswerB',
    defaultMessage:
      'Avoid repeated freeze–thaw cycles: each one can denature part of the protein. Freeze aliquots of at least 10 µL in low-protein-binding tubes. For dilute solutions (below 0.1 mg/mL), add a carrier protein such as 0.1% BSA if it does not interfere with your assay.',
    description: 'Answer about storage',
  },
  activityTitle: {
    id: 'ui.Troubleshooting.activityTitle',
    defaultMessage: 'Bioactivity',
    description: 'Troubleshooting topic heading: activity',
  },
  activityQuestionA: {
    id: 'ui.Troubleshooting.activityQuestionA',
    defaultMessage: 'The activity is lower than expected. What can I check?',
    description: 'Question about activity',
  },
  activityAnswerA: {
    id: 'ui.Troubleshooting.activityAnswerA',
    defaultMessage:
      'Check the storage history (temperature, number of freeze–thaw cycles) and the working concentration. Bioactivity depends on the assay: cell passage number, serum lot and incubation time all shift the ED50. Run a dose range around the ED50 on the datasheet with a positive control rather than a single concentration.',
    description: 'Answer about activity',
  },
  activityQuestionB: {
    id: 'ui.Troubleshooting.activityQuestionB',
    defaultMessage: "Does the tag affect the protein's function?",
    description: 'Question about activity',
  },
  activityAnswerB: {
    id: 'ui.Troubleshooting.activityAnswerB',
    defaultMessage:
      'Small tags such as His rarely affect binding. Fc-fusion proteins are dimers and can show a higher apparent affinity (avidity) than monomers. If a tag interferes with your assay, choose a tag-free version or another tag position, or ask our technical support.',
    description: 'Answer about activity',
  },
  aggregationTitle: {
    id: 'ui.Troubleshooting.aggregationTitle',
    defaultMessage: 'Aggregation and precipitation',
    description: 'Troubleshooting topic heading: aggregation',
  },
  aggregationQuestionA: {
    id: 'ui.Troubleshooting.aggregationQuestionA',
    defaultMessage: 'The solution looks cloudy or has a precipitate.',
    description: 'Question about aggregation',
  },
  aggregationAnswerA: {
    id: 'ui.Troubleshooting.aggregationAnswerA',
    defaultMessage:
      'Cloudiness means the protein has aggregated. Common causes are a concentration above the recommended range, vortexing or foaming, repeated freeze–thaw cycles and a buffer pH close to the isoelectric point. Spin down the precipitate, use the clear supernatant and measure its concentration again; next time reconstitute at the recommended concentration and mix gently.',
    description: 'Answer about aggregation',
  },
  aggregationQuestionB: {
    id: 'ui.Troubleshooting.aggregationQuestionB',
    defaultMessage: 'How can I check a solution for aggregates?',
    description: 'Question about aggregation',
  },
  aggregationAnswerB: {
    id: 'ui.Troubleshooting.aggregationAnswerB',
    defaultMessage:
      'Size-exclusion chromatography (SEC-HPLC) and dynamic light scattering (DLS) detect soluble aggregates that the eye cannot see. The SEC-HPLC or SEC-MALS purity on the datasheet describes the lot as shipped.',
    description: 'Answer about aggregation',
  },
  endotoxinTitle: {
    id: 'ui.Troubleshooting.endotoxinTitle',
    defaultMessage: 'Endotoxin',
    description: 'Troubleshooting topic heading: endotoxin',
  },
  endotoxinQuestionA: {
    id: 'ui.Troubleshooting.endotoxinQuestionA',
    defaultMessage: 'Is the endotoxin level suitable for cell culture?',
    description: 'Question about endotoxin',
  },
  endotoxinAnswerA: {
    id: 'ui.Troubleshooting.endotoxinAnswerA',
    defaultMessage:
      'Every lot is tested for endotoxin by the LAL method, and the specification (typically below 1.0 EU per µg) is on the datasheet. That suits most cell-based assays; primary immune cells react to very low endotoxin levels, so for them choose a protein specified below 0.1 EU per µg or contact us.',
    description: 'Answer about endotoxin',
  },
  endotoxinQuestionB: {
    id: 'ui.Troubleshooting.endotoxinQuestionB',
    defaultMessage: 'How do I avoid adding endotoxin during handling?',
    description: 'Question about endotoxin',
  },
  endotoxinAnswerB: {
    id: 'ui.Troubleshooting.endotoxinAnswerB',
    defaultMessage:
      'Use endotoxin-free water, buffers, pipette tips and tubes, work aseptically, and do not use glassware unless it has been depyrogenated (for example, baked at 250 °C for 30 minutes).',
    description: 'Answer about endotoxin',
  },
});
