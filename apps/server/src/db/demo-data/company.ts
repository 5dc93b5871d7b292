import type { Localized } from './types';

/** An about-us or investors section; `id` is its public `/about-us?childId=`. Bodies are HTML. */
export interface DemoCompanySection {
  id: number;
  page: 'about' | 'investors';
  key: string;
  title: Localized;
  body: Localized;
  /** When the text last changed. */
  updatedOn: string;
}

export interface DemoMilestone {
  year: number;
  text: Localized;
}

export interface DemoOffice {
  kind: 'headquarters' | 'office';
  name: Localized;
  city: Localized;
  address: Localized;
  postalCode: string;
  countryCode: string;
  phone: string;
  email: string;
  hours: Localized;
}

export interface DemoContactChannel {
  key: 'catalog' | 'customized' | 'support' | 'careers' | 'investors';
  title: Localized;
  description: Localized;
  phone: string;
  email: string;
}

export interface DemoInvestorDocument {
  kind: 'announcement' | 'periodic_report';
  title: Localized;
  publishDate: string;
  fileName: string;
  /** The paragraphs of the PDF (English: the file is one for both sites). */
  paragraphs: string[];
}

export interface DemoRichDocument {
  fileId: string;
  kind: 'brand' | 'privacy_policy' | 'terms_conditions';
  lang: 'zh' | 'en';
  title: string;
  body: string;
  updatedOn: string;
}

const hours: Localized = { zh: '周一至周五 9:00-17:30', en: 'Mon-Fri 9:00-17:30 (UTC+8)' };

export const companySections: DemoCompanySection[] = [
  {
    id: 1,
    page: 'about',
    updatedOn: '2025-07-01',
    key: 'profile',
    title: { zh: '公司简介', en: 'Company Profile' },
    body: {
      zh: '<p>禾泰生物成立于2010年，总部位于北京经济技术开发区，是一家专注于重组蛋白、酶及检测试剂研发、生产和销售的国家高新技术企业。公司拥有哺乳动物细胞、昆虫细胞、酵母和大肠杆菌四大表达平台，可提供细胞因子、免疫检查点、病毒抗原、mRNA合成与检测酶等5000余种产品。</p><p>公司在北京和苏州建有研发与生产基地，质量体系通过ISO 9001与ISO 13485认证，GMP级细胞因子生产车间服务于细胞与基因治疗客户。产品已被超过3000篇同行评审论文引用，客户遍及全球40多个国家和地区。</p>',
      en: '<p>Founded in 2010 and headquartered in the Beijing Economic-Technological Development Area, Hetai Bio develops, manufactures and sells recombinant proteins, enzymes and assay reagents. Four expression platforms (mammalian, insect, yeast and E. coli) support a catalogue of more than 5,000 products: cytokines, immune checkpoints, viral antigens and the enzymes of mRNA synthesis and analysis.</p><p>Research and production sites in Beijing and Suzhou work under ISO 9001 and ISO 13485 certified quality systems, and a GMP cytokine suite serves cell and gene therapy developers. Our products are cited in more than 3,000 peer-reviewed papers, and customers in over 40 countries and regions rely on them.</p>',
    },
  },
  {
    id: 2,
    page: 'about',
    updatedOn: '2025-07-01',
    key: 'history',
    title: { zh: '发展历程', en: 'History' },
    body: {
      zh: '<p>从一间实验室到上市公司，十余年来我们始终专注于高品质重组蛋白。</p>',
      en: '<p>From a single laboratory to a listed company: more than a decade of high-quality recombinant proteins.</p>',
    },
  },
  {
    id: 3,
    page: 'about',
    updatedOn: '2025-07-01',
    key: 'honours',
    title: { zh: '荣誉资质', en: 'Honours' },
    body: {
      zh: '<ul><li>国家高新技术企业（2013年起连续认定）</li><li>国家级专精特新“小巨人”企业</li><li>ISO 9001:2015 质量管理体系认证</li><li>ISO 13485:2016 医疗器械质量管理体系认证</li><li>北京市企业技术中心</li><li>授权发明专利42项</li></ul>',
      en: '<ul><li>National High-Tech Enterprise (certified continuously since 2013)</li><li>National specialised and innovative "Little Giant" enterprise</li><li>ISO 9001:2015 quality management certification</li><li>ISO 13485:2016 medical device quality management certification</li><li>Beijing Enterprise Technology Centre</li><li>42 granted invention patents</li></ul>',
    },
  },
  {
    id: 4,
    page: 'about',
    updatedOn: '2025-07-01',
    key: 'culture',
    title: { zh: '企业文化', en: 'Culture' },
    body: {
      zh: '<p><strong>使命：</strong>以可靠的蛋白工具加速生命科学研究与药物开发。</p><p><strong>愿景：</strong>成为全球科研与产业客户信赖的生物试剂伙伴。</p><p><strong>价值观：</strong>客户至上、品质为本、开放协作、持续创新。</p>',
      en: '<p><strong>Mission:</strong> to speed up life-science research and drug development with reliable protein tools.</p><p><strong>Vision:</strong> to be the reagent partner that researchers and industry trust worldwide.</p><p><strong>Values:</strong> customers first, quality at the core, open collaboration, continuous innovation.</p>',
    },
  },
  {
    id: 5,
    page: 'about',
    updatedOn: '2025-07-01',
    key: 'contacts',
    title: { zh: '联系方式', en: 'Offices' },
    body: {
      zh: '<p>欢迎莅临总部及各地办事处，来访前请提前预约。</p>',
      en: '<p>You are welcome at our headquarters and offices; please make an appointment before your visit.</p>',
    },
  },
  {
    id: 11,
    page: 'investors',
    updatedOn: '2025-10-28',
    key: 'stock',
    title: { zh: '股票信息', en: 'Stock Information' },
    body: {
      zh: '<p>禾泰生物于2023年6月在深圳证券交易所创业板上市。</p><ul><li>股票简称：禾泰生物</li><li>股票代码：300000</li><li>上市地点：深圳证券交易所创业板</li><li>保荐机构：华信证券股份有限公司</li></ul>',
      en: '<p>Hetai Bio has been listed on the ChiNext board of the Shenzhen Stock Exchange since June 2023.</p><ul><li>Short name: Hetai Bio</li><li>Stock code: 300000</li><li>Exchange: Shenzhen Stock Exchange, ChiNext</li><li>Sponsor: Huaxin Securities Co., Ltd.</li></ul>',
    },
  },
  {
    id: 12,
    page: 'investors',
    updatedOn: '2025-10-28',
    key: 'governance',
    title: { zh: '公司治理', en: 'Governance' },
    body: {
      zh: '<p>公司按照《公司法》《证券法》及深圳证券交易所的规定，建立了由股东大会、董事会、监事会和经营管理层组成的治理结构。董事会下设战略、审计、提名和薪酬与考核四个专门委员会，其中审计委员会由独立董事担任召集人。</p><p>公司章程、股东大会议事规则、董事会议事规则和信息披露管理制度均可在本页的公告中下载。</p>',
      en: '<p>Under the Company Law, the Securities Law and the rules of the Shenzhen Stock Exchange, the company is governed by its general meeting of shareholders, board of directors, board of supervisors and management. The board has four committees (strategy, audit, nomination, remuneration and appraisal); an independent director chairs the audit committee.</p><p>The articles of association, the rules of procedure of the general meeting and the board, and the information disclosure policy can be downloaded among the announcements on this page.</p>',
    },
  },
];

export const milestones: DemoMilestone[] = [
  {
    year: 2010,
    text: {
      zh: '公司在北京成立，首批细胞因子产品上市',
      en: 'Founded in Beijing; the first cytokines launch',
    },
  },
  {
    year: 2013,
    text: {
      zh: '获评国家高新技术企业，建成哺乳动物细胞表达平台',
      en: 'National High-Tech Enterprise; mammalian expression platform in operation',
    },
  },
  {
    year: 2016,
    text: {
      zh: '通过ISO 9001认证，产品种类突破1000种',
      en: 'ISO 9001 certified; the catalogue passes 1,000 products',
    },
  },
  {
    year: 2019,
    text: {
      zh: '完成B轮融资，推出免疫检查点蛋白系列',
      en: 'Series B financing; immune checkpoint protein series launched',
    },
  },
  {
    year: 2020,
    text: {
      zh: '快速推出新冠病毒抗原全系列产品',
      en: 'Full range of SARS-CoV-2 antigens released within weeks',
    },
  },
  {
    year: 2021,
    text: {
      zh: '完成C轮融资，GMP级细胞因子车间投产',
      en: 'Series C financing; GMP cytokine suite in production',
    },
  },
  {
    year: 2023,
    text: {
      zh: '在深圳证券交易所创业板上市，苏州生产基地投入运营',
      en: 'Listed on ChiNext; the Suzhou production site opens',
    },
  },
  {
    year: 2025,
    text: {
      zh: '发布mRNA加帽率检测试剂盒及在线工具箱',
      en: 'mRNA Cap Detection Kit and online toolbox released',
    },
  },
];

export const offices: DemoOffice[] = [
  {
    kind: 'headquarters',
    name: { zh: '北京总部', en: 'Beijing Headquarters' },
    city: { zh: '北京', en: 'Beijing' },
    address: {
      zh: '北京市经济技术开发区科创十三街18号院5号楼',
      en: 'Building 5, No. 18 Kechuang 13th Street, Beijing Economic-Technological Development Area',
    },
    postalCode: '100176',
    countryCode: 'CN',
    phone: '400-682-2521',
    email: 'info@hetaibio.example',
    hours,
  },
  {
    kind: 'office',
    name: { zh: '上海办事处', en: 'Shanghai Office' },
    city: { zh: '上海', en: 'Shanghai' },
    address: {
      zh: '上海市浦东新区张江路665号3层',
      en: '3F, No. 665 Zhangjiang Road, Pudong New Area, Shanghai',
    },
    postalCode: '201203',
    countryCode: 'CN',
    phone: '021-5080 3316',
    email: 'shanghai@hetaibio.example',
    hours,
  },
  {
    kind: 'office',
    name: { zh: '苏州生产基地', en: 'Suzhou Production Site' },
    city: { zh: '苏州', en: 'Suzhou' },
    address: {
      zh: '江苏省苏州工业园区星湖街218号生物医药产业园C7栋',
      en: 'Building C7, BioBAY, No. 218 Xinghu Street, Suzhou Industrial Park, Jiangsu',
    },
    postalCode: '215123',
    countryCode: 'CN',
    phone: '0512-6295 7788',
    email: 'suzhou@hetaibio.example',
    hours,
  },
];

export const contactChannels: DemoContactChannel[] = [
  {
    key: 'catalog',
    title: { zh: '产品咨询', en: 'Catalog Consultation' },
    description: {
      zh: '产品选型、报价、订单与发货进度',
      en: 'Choosing products, quotations, orders and shipping status',
    },
    phone: '400-682-2521',
    email: 'order@hetaibio.example',
  },
  {
    key: 'customized',
    title: { zh: '定制服务', en: 'Customized Service' },
    description: {
      zh: '蛋白定制表达、标记、大包装及GMP级别需求',
      en: 'Custom expression, labelling, bulk quantities and GMP grade',
    },
    phone: '010-5371 6218',
    email: 'custom@hetaibio.example',
  },
  {
    key: 'support',
    title: { zh: '技术支持', en: 'Technical Support' },
    description: {
      zh: '实验方案、产品使用与结果分析',
      en: 'Protocols, product use and troubleshooting',
    },
    phone: '010-5371 6216',
    email: 'tech@hetaibio.example',
  },
  {
    key: 'careers',
    title: { zh: '加入我们', en: 'Careers' },
    description: {
      zh: '研发、生产、销售与技术支持岗位持续招聘',
      en: 'Open positions in R&D, production, sales and technical support',
    },
    phone: '010-5371 6230',
    email: 'hr@hetaibio.example',
  },
  {
    key: 'investors',
    title: { zh: '投资者关系', en: 'Investor Relations' },
    description: {
      zh: '董事会办公室：投资者来访、电话会议与信息披露问询',
      en: 'Board office: investor visits, calls and disclosure questions',
    },
    phone: '010-5371 6200',
    email: 'ir@hetaibio.example',
  },
];

function report(
  kind: DemoInvestorDocument['kind'],
  zh: string,
  en: string,
  publishDate: string,
  fileName: string,
  paragraphs: string[],
): DemoInvestorDocument {
  return { kind, title: { zh, en }, publishDate, fileName, paragraphs };
}

export const investorDocuments: DemoInvestorDocument[] = [
  report(
    'periodic_report',
    '2025年第三季度报告',
    'Third Quarter Report 2025',
    '2025-10-28',
    'hetai-bio-2025-q3-report.pdf',
    [
      'Revenue for the first three quarters of 2025 rose 18.6% year on year to CNY 412.3 million.',
      'Net profit attributable to shareholders was CNY 96.8 million, up 14.2%.',
      'Sales of mRNA enzymes and the Cap Detection Kit grew fastest, ahead of GMP cytokines.',
    ],
  ),
  report(
    'periodic_report',
    '2025年半年度报告',
    'Interim Report 2025',
    '2025-08-26',
    'hetai-bio-2025-interim-report.pdf',
    [
      'Revenue for the first half of 2025 was CNY 268.5 million, up 17.9% year on year.',
      'Research and development expenses were 21.4% of revenue.',
      'The Suzhou production site reached its planned capacity for insect-cell expression.',
    ],
  ),
  report(
    'periodic_report',
    '2025年第一季度报告',
    'First Quarter Report 2025',
    '2025-04-25',
    'hetai-bio-2025-q1-report.pdf',
    [
      'Revenue for the first quarter of 2025 was CNY 126.1 million, up 16.3% year on year.',
      'Overseas revenue accounted for 31% of the total.',
    ],
  ),
  report(
    'periodic_report',
    '2024年年度报告',
    'Annual Report 2024',
    '2025-03-28',
    'hetai-bio-2024-annual-report.pdf',
    [
      'Revenue for 2024 was CNY 498.7 million, up 21.5% year on year.',
      'Net profit attributable to shareholders was CNY 118.2 million, up 19.0%.',
      'The board proposes a cash dividend of CNY 3.00 per 10 shares.',
      'More than 600 new products were launched during the year.',
    ],
  ),
  report(
    'periodic_report',
    '2024年半年度报告',
    'Interim Report 2024',
    '2024-08-27',
    'hetai-bio-2024-interim-report.pdf',
    [
      'Revenue for the first half of 2024 was CNY 227.7 million, up 20.1% year on year.',
      'Construction of the second GMP suite started in Suzhou.',
    ],
  ),
  report(
    'announcement',
    '关于2024年度利润分配方案实施的公告',
    'Implementation of the 2024 Profit Distribution Plan',
    '2025-06-12',
    'hetai-bio-2024-dividend-implementation.pdf',
    [
      'A cash dividend of CNY 3.00 (tax included) per 10 shares will be paid to all shareholders.',
      'Record date: 18 June 2025. Ex-dividend date: 19 June 2025.',
    ],
  ),
  report(
    'announcement',
    '2024年年度股东大会决议公告',
    'Resolutions of the 2024 Annual General Meeting',
    '2025-05-20',
    'hetai-bio-2024-agm-resolutions.pdf',
    [
      'The annual general meeting held on 20 May 2025 approved all nine proposals on its agenda.',
      'Approved proposals include the 2024 annual report, the profit distribution plan and the reappointment of the auditor.',
    ],
  ),
  report(
    'announcement',
    '关于苏州生产基地二期项目投资的公告',
    'Investment in Phase II of the Suzhou Production Site',
    '2024-11-15',
    'hetai-bio-suzhou-phase-2-investment.pdf',
    [
      'The board approved an investment of up to CNY 280 million in phase II of the Suzhou production site.',
      'Phase II adds GMP protein production lines and is expected to start operating in 2026.',
    ],
  ),
  report(
    'announcement',
    '公司章程（2024年修订）',
    'Articles of Association (revised 2024)',
    '2024-05-22',
    'hetai-bio-articles-of-association-2024.pdf',
    [
      'The articles of association as revised by the 2023 annual general meeting.',
      'Chapters: general provisions, shares, shareholders and general meetings, the board of directors, the board of supervisors, management, finance and audit, notices, amendments.',
    ],
  ),
  report(
    'announcement',
    '信息披露管理制度',
    'Information Disclosure Policy',
    '2023-07-10',
    'hetai-bio-information-disclosure-policy.pdf',
    [
      'Sets out what the company discloses, when, and who is responsible for disclosure.',
      'The board secretary is in charge of the day-to-day disclosure work.',
    ],
  ),
];

const updatedOn = '2025-01-01';

export const richDocuments: DemoRichDocument[] = [
  {
    fileId: '1024',
    kind: 'brand',
    lang: 'zh',
    title: '商标信息',
    updatedOn,
    body: '<p>“禾泰生物”及其图形标识是禾泰生物科技股份有限公司在中国及其他国家和地区的注册商标（注册号第12345678号、第23456789号）。</p><p>未经本公司书面许可，任何单位或个人不得以任何方式使用上述商标，包括但不限于在产品、包装、宣传资料和互联网上使用。</p><p>本网站提及的其他商标归其各自所有人所有。</p>',
  },
  {
    fileId: '2024',
    kind: 'brand',
    lang: 'en',
    title: 'Trademark Information',
    updatedOn,
    body: '<p>"Hetai Bio" and its logo are registered trademarks of Hetai Biotechnology Co., Ltd. in China and other countries and regions (registration nos. 12345678 and 23456789).</p><p>No one may use these trademarks in any way, including on products, packaging, promotional material or the internet, without our written permission.</p><p>Other trademarks mentioned on this site belong to their respective owners.</p>',
  },
  {
    fileId: '1025',
    kind: 'privacy_policy',
    lang: 'zh',
    title: '隐私政策',
    updatedOn,
    body: '<h2>我们收集的信息</h2><p>当您注册账户、提交询价、留言、申请试用或下载资料时，我们会收集您主动提供的姓名、单位、部门、电话、电子邮箱和地址。</p><h2>我们如何使用信息</h2><p>上述信息仅用于处理您的订单与咨询、提供技术支持、发送您同意接收的产品资讯，以及改进我们的服务。</p><h2>信息的共享</h2><p>除为完成订单而委托的物流服务商和授权经销商外，我们不会向第三方出售或提供您的个人信息，法律法规另有规定的除外。</p><h2>您的权利</h2><p>您可以随时查询、更正或删除您的个人信息，或撤回营销信息的订阅。请发送邮件至 privacy@hetaibio.example，我们将在15个工作日内答复。</p>',
  },
  {
    fileId: '2025',
    kind: 'privacy_policy',
    lang: 'en',
    title: 'Privacy Policy',
    updatedOn,
    body: '<h2>What we collect</h2><p>When you register, ask for a quotation, leave a message, apply for a trial or download a document, we collect the name, organisation, department, phone, e-mail and address you give us.</p><h2>How we use it</h2><p>Only to handle your orders and questions, to provide technical support, to send the product news you agreed to receive, and to improve our services.</p><h2>Sharing</h2><p>We do not sell or give your personal data to third parties, except to the carriers and authorized distributors that fulfil your order, or where the law requires it.</p><h2>Your rights</h2><p>You may see, correct or delete your personal data, or unsubscribe from marketing, at any time: write to privacy@hetaibio.example and we answer within 15 working days.</p>',
  },
  {
    fileId: '1026',
    kind: 'terms_conditions',
    lang: 'zh',
    title: '条款和条件',
    updatedOn,
    body: '<h2>产品用途</h2><p>除特别标注为GMP级别的产品外，本公司所有产品仅供科研使用，不得用于临床诊断、治疗或其他人体用途。</p><h2>价格与订单</h2><p>网站所示价格为含税人民币价格，以订单确认时的价格为准。订单经我方确认后生效。</p><h2>质量保证</h2><p>产品在规定的储存条件和有效期内符合其质检报告（COA）所列指标。如有质量问题，请在收货后30日内联系技术支持。</p><h2>责任限制</h2><p>本公司对因产品使用产生的间接损失不承担责任，赔偿金额以所涉产品的货款为限。</p>',
  },
  {
    fileId: '2026',
    kind: 'terms_conditions',
    lang: 'en',
    title: 'Terms and Conditions',
    updatedOn,
    body: '<h2>Intended use</h2><p>Except for products marked GMP grade, all products are for research use only and not for diagnostic, therapeutic or any other human use.</p><h2>Prices and orders</h2><p>Prices on this site are in CNY including tax; the price confirmed with your order applies. An order is binding once we confirm it.</p><h2>Quality guarantee</h2><p>Stored as specified and within their shelf life, products meet the specifications of their certificate of analysis (COA). Report any quality issue to technical support within 30 days of receipt.</p><h2>Limitation of liability</h2><p>We are not liable for indirect losses arising from the use of our products; our liability is limited to the price of the products concerned.</p>',
  },
];
