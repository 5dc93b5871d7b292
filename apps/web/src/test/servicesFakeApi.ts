import { envelope } from './fakeApi';

/** Test data of the service pages and the `ssrPage` overrides answering them (`servicesApi`). */
export const summaries = [
  {
    id: 3,
    title: 'Binding Kinetics by SPR and BLI',
    summary: 'ka, kd and KD on a Biacore 8K.',
    timeline: '5–10 working days',
  },
  {
    id: 5,
    title: 'mRNA Capping and Quality Analysis',
    summary: 'Capping by LC-MS.',
    timeline: '7–10 working days',
  },
];
export const service = {
  id: 5,
  title: 'mRNA Capping and Quality Analysis',
  summary: 'Capping by LC-MS.',
  overview: '<p>A probe-guided <strong>RNase H</strong> cut releases the 5′ fragment.</p>',
  workflow: ['Sample receipt', 'RNase H cleavage', 'LC-MS of the cap structures'],
  deliverables: ['Capping efficiency', 'Mass spectra'],
  timeline: '7–10 working days',
  sampleRequirements: ['mRNA ≥ 20 µg', 'Shipped on dry ice'],
  updatedOn: '2026-10-21',
  products: [{ catalogNumber: 'VCE-E1021', name: 'Vaccinia Capping Enzyme' }],
};

export const servicesApi = {
  '/services': () => envelope(summaries),
  '/service/5': () => envelope(service),
};
