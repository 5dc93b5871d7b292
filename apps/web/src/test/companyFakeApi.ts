import type { AboutUs, ContactDirectory, InvestorRelations, RichDocument } from '@storefront/api-client';
import { envelope } from './fakeApi';

/** Test data of the company pages (about us, contact, investors, privacy) and the `ssrPage` overrides answering them. */
export const offices: AboutUs['offices'] = [
  {
    id: 1,
    kind: 'headquarters',
    name: 'Beijing Headquarters',
    city: 'Beijing',
    address: 'Building 5, No. 18 Kechuang 13th Street',
    postalCode: '100176',
    countryCode: 'CN',
    phone: '400-682-2521',
    email: 'info@hetaibio.example',
    hours: 'Mon-Fri 9:00-17:30 (UTC+8)',
  },
  {
    id: 2,
    kind: 'office',
    name: 'Shanghai Office',
    city: 'Shanghai',
    address: '3F, No. 665 Zhangjiang Road',
    postalCode: '201203',
    countryCode: 'CN',
    phone: '021-5080 3316',
    email: 'shanghai@hetaibio.example',
    hours: 'Mon-Fri 9:00-17:30 (UTC+8)',
  },
];
const about: AboutUs = {
  sections: [
    { id: 1, key: 'profile', title: 'Company Profile', content: '<p>Founded in 2010.</p>' },
    { id: 2, key: 'history', title: 'History', content: '<p>A decade of proteins.</p>' },
    { id: 5, key: 'contacts', title: 'Offices', content: '<p>Visit us.</p>' },
  ],
  milestones: [
    { year: 2010, text: 'Founded in Beijing' },
    { year: 2023, text: 'Listed on ChiNext' },
  ],
  offices,
};
export const directory: ContactDirectory = {
  channels: [
    {
      key: 'catalog',
      title: 'Catalog Consultation',
      description: 'Quotes',
      phone: '400-682-2521',
      email: 'order@hetaibio.example',
    },
    {
      key: 'support',
      title: 'Technical Support',
      description: 'Protocols',
      phone: '010-5371 6216',
      email: 'tech@hetaibio.example',
    },
    {
      key: 'careers',
      title: 'Careers',
      description: 'Jobs',
      phone: '010-5371 6230',
      email: 'hr@hetaibio.example',
    },
  ],
  offices,
};
export const investor: InvestorRelations = {
  sections: [
    { id: 11, key: 'stock', title: 'Stock Information', content: '<p>Stock code: 300000</p>' },
    { id: 12, key: 'governance', title: 'Governance', content: '<p>Four board committees.</p>' },
  ],
  documents: [
    {
      id: 1,
      kind: 'periodic_report',
      title: 'Annual Report 2024',
      publishDate: '2025-03-28',
      fileName: 'hetai-bio-2024-annual-report.pdf',
      fileSize: 2048,
      fileUrl: '/files/investor-documents/1',
    },
    {
      id: 6,
      kind: 'announcement',
      title: 'Dividend Implementation',
      publishDate: '2025-06-12',
      fileName: 'dividend.pdf',
      fileSize: 1500,
      fileUrl: '/files/investor-documents/6',
    },
  ],
  contact: {
    key: 'investors',
    title: 'Investor Relations',
    description: 'Board office',
    phone: '010-5371 6200',
    email: 'ir@hetaibio.example',
  },
};
const privacy: RichDocument = {
  fileId: '1025',
  kind: 'privacy_policy',
  title: 'Privacy Policy',
  content: '<h2>What we collect</h2><p>Your name and e-mail.</p>',
  updatedOn: '2025-01-01',
};

export const companyApi = {
  '/company/about': () => envelope(about),
  '/company/contact': () => envelope(directory),
  '/investor': () => envelope(investor),
  '/rich_text/1025': () => envelope(privacy),
  '/rich_text/404': () => envelope(null, { status: 404, code: 'E0005', msg: 'not found' }),
};
