import type { DemoArticle, Localized } from './types';

/**
 * Company news beside those of articles.ts (issue 13: the news list has at least 40 items across its
 * categories): certifications, capacity, partnerships and product lines, each naming the products it is
 * about. Plain-text paragraphs separated by a blank line, as articles.ts.
 */

function paragraphs(...items: [string, string][]): Localized {
  return { zh: items.map(([zh]) => zh).join('\n\n'), en: items.map(([, en]) => en).join('\n\n') };
}

export const companyNews: DemoArticle[] = [
  {
    title: {
      zh: '禾泰生物苏州GMP生产基地二期竣工投产',
      en: 'Phase II of the Hetai Bio GMP site in Suzhou comes on stream',
    },
    summary: {
      zh: '新增4,000平方米洁净车间和两条GMP级蛋白生产线，GMP级细胞因子年产能提升至原来的三倍。',
      en: '4,000 m² of new clean rooms and two GMP protein lines triple the yearly output of GMP cytokines.',
    },
    content: paragraphs(
      [
        '禾泰生物苏州GMP生产基地二期工程于本月竣工并正式投产。新建洁净车间面积约4,000平方米，配备两条独立的GMP级重组蛋白生产线和配套的质量控制实验室。',
        'Phase II of our GMP site in Suzhou was completed this month and has started production. It adds about 4,000 m² of clean rooms with two separate GMP lines for recombinant proteins and their own quality-control laboratory.',
      ],
      [
        '投产后，GMP级IL-2、IL-7、IL-15等细胞因子的年产能提升至原来的三倍，可满足细胞治疗企业从临床研究到商业化生产的批量需求。',
        'GMP IL-2, IL-7, IL-15 and the other cytokines can now be made at three times the former yearly volume, enough for cell-therapy developers from clinical studies to commercial manufacturing.',
      ],
      [
        '基地按照中国GMP、欧盟GMP附录及美国FDA相关指南设计，所有批次均提供完整的批记录摘要和药物主文件（DMF）支持。',
        'The site is designed to Chinese GMP, the EU GMP annexes and the relevant FDA guidance; every lot comes with a batch record summary and Drug Master File support.',
      ],
    ),
    category: 'news',
    publishDate: '2026-09-08',
    cover: null,
    catalogNumbers: ['IL2-H1011', 'IL15-H1011'],
  },
  {
    title: {
      zh: '禾泰生物通过ISO 13485医疗器械质量管理体系认证',
      en: 'Hetai Bio certified to ISO 13485 for medical device quality management',
    },
    summary: {
      zh: '认证范围覆盖诊断用抗原和质控试剂盒的设计开发与生产，为体外诊断客户提供合规原料。',
      en: 'The certificate covers design and manufacture of diagnostic antigens and QC kits, for IVD customers who need compliant raw materials.',
    },
    content: paragraphs(
      [
        '禾泰生物近日通过ISO 13485:2016医疗器械质量管理体系认证，认证范围包括诊断用重组抗原、质控品及ELISA检测试剂盒的设计开发和生产。',
        'Hetai Bio has been certified to ISO 13485:2016. The scope covers the design, development and manufacture of recombinant diagnostic antigens, controls and ELISA kits.',
      ],
      [
        '此前公司已通过ISO 9001认证。新认证意味着体外诊断企业可将禾泰生物的原料直接纳入其设计历史文件和供应商审核体系。',
        'The company already holds ISO 9001. With the new certificate, IVD manufacturers can take our raw materials straight into their design history files and supplier audits.',
      ],
    ),
    category: 'news',
    publishDate: '2026-02-12',
    cover: null,
    catalogNumbers: ['HC001', 'HC002', 'HC003'],
  },
  {
    title: {
      zh: '双特异性抗体研发工具：CD3E&CD3D异源二聚体蛋白全面升级',
      en: 'Tools for bispecific antibodies: the CD3E&CD3D heterodimer, upgraded',
    },
    summary: {
      zh: '采用优化的异源配对设计，单体纯度大于95%，适用于T细胞衔接器的亲和力筛选与表位分析。',
      en: 'An optimised pairing design gives more than 95% monomer, for affinity screening and epitope work on T-cell engagers.',
    },
    content: paragraphs(
      [
        'T细胞衔接器类双特异性抗体的开发离不开天然构象的CD3抗原。禾泰生物升级了人CD3E&CD3D异源二聚体蛋白，通过knob-into-hole Fc设计保证两个亚基严格一比一配对。',
        'T-cell engagers need CD3 antigens in their native conformation. Our upgraded human CD3E&CD3D heterodimer uses a knob-into-hole Fc design so that the two subunits pair strictly one to one.',
      ],
      [
        '升级后的蛋白经SEC-MALS验证单体比例大于95%，与OKT3、SP34等经典克隆的结合亲和力经SPR和BLI双平台确认，并提供生物素化和荧光标记版本。',
        'SEC-MALS shows more than 95% monomer; binding of the classic clones OKT3 and SP34 is confirmed by both SPR and BLI, and biotinylated and labelled versions are available.',
      ],
    ),
    category: 'news',
    publishDate: '2025-11-04',
    cover: null,
    catalogNumbers: ['CDE-H5211', 'CDE-H58B1', 'CDE-H5511'],
  },
  {
    title: {
      zh: '禾泰生物与华东医药研究院签署战略合作协议',
      en: 'Hetai Bio signs a strategic partnership with the East China Institute of Pharmaceutical Research',
    },
    summary: {
      zh: '双方将在ADC靶点蛋白、抗体筛选平台和质量研究方面开展长期合作。',
      en: 'The partners will work together on ADC target proteins, antibody screening platforms and quality studies.',
    },
    content: paragraphs(
      [
        '禾泰生物与华东医药研究院在杭州签署战略合作协议。根据协议，禾泰生物将为研究院的抗体偶联药物（ADC）项目提供定制化靶点蛋白和检测方法开发服务。',
        'Hetai Bio and the East China Institute of Pharmaceutical Research signed a strategic partnership in Hangzhou. Hetai Bio will provide custom target proteins and assay development for the institute’s antibody-drug conjugate (ADC) programmes.',
      ],
      [
        '首批合作涵盖TROP-2、HER2、Nectin-4、B7-H3等热门ADC靶点，双方还将共同建立基于细胞的内吞检测方法。',
        'The first projects cover ADC targets such as TROP-2, HER2, Nectin-4 and B7-H3, and the partners will build a cell-based internalisation assay together.',
      ],
    ),
    category: 'news',
    publishDate: '2025-08-19',
    cover: null,
    catalogNumbers: ['TR2-H5211', 'HE2-H5211', 'NE4-H5211', 'B73-H5211'],
  },
  {
    title: {
      zh: 'mRNA原料酶GMP级产品线完成FDA DMF备案',
      en: 'GMP mRNA enzymes filed with an FDA Drug Master File',
    },
    summary: {
      zh: 'GMP级T7 RNA聚合酶和牛痘加帽酶完成DMF备案，客户递交IND时可直接引用。',
      en: 'GMP T7 RNA polymerase and vaccinia capping enzyme now have a DMF that customers can reference in their IND filings.',
    },
    content: paragraphs(
      [
        '禾泰生物GMP级T7 RNA聚合酶和GMP级牛痘加帽酶已在美国FDA完成II型药物主文件（DMF）备案。客户在递交临床试验申请时，可凭授权信直接引用相关生产和质量信息。',
        'Our GMP T7 RNA polymerase and GMP vaccinia capping enzyme are now filed with the US FDA under a Type II Drug Master File. With a letter of authorisation, customers can reference the manufacturing and quality data in their clinical trial applications.',
      ],
      [
        '两款产品均为无动物源成分生产，提供残留DNA、宿主蛋白、内毒素和微生物限度的逐批检测数据。',
        'Both are made free of animal-derived materials, with lot data for residual DNA, host-cell protein, endotoxin and bioburden.',
      ],
    ),
    category: 'news',
    publishDate: '2025-05-06',
    cover: null,
    catalogNumbers: ['T7R-G1011', 'VCE-G1021'],
  },
  {
    title: {
      zh: 'Claudin 18.2全长蛋白与VLP产品上线',
      en: 'Full-length Claudin 18.2 proteins and VLPs now available',
    },
    summary: {
      zh: '多次跨膜蛋白以天然构象呈现，可用于CAR-T和抗体药物的筛选与质控。',
      en: 'The multi-pass membrane protein presented in its native conformation, for CAR-T and antibody screening and QC.',
    },
    content: paragraphs(
      [
        'Claudin 18.2是胃癌和胰腺癌的重要治疗靶点，但作为四次跨膜蛋白，其天然构象难以通过常规表达获得。禾泰生物推出全长Claudin 18.2蛋白和病毒样颗粒（VLP）产品。',
        'Claudin 18.2 is a key target in gastric and pancreatic cancer, but as a four-pass membrane protein its native conformation is hard to obtain by ordinary expression. Hetai Bio now offers full-length Claudin 18.2 proteins and virus-like particles (VLPs).',
      ],
      [
        '产品经流式细胞术和ELISA验证，可区分与Claudin 18.1的交叉反应，适用于抗体筛选、CAR-T细胞检测及药代动力学研究。',
        'Validated by flow cytometry and ELISA, they tell binders apart from those cross-reacting with Claudin 18.1, for antibody screening, CAR-T detection and pharmacokinetics.',
      ],
    ),
    category: 'news',
    publishDate: '2024-12-10',
    cover: null,
    catalogNumbers: ['CL8-H5211', 'CL8-H5711', 'CL8-H58B1'],
  },
  {
    title: {
      zh: '禾泰生物荣获“江苏省专精特新中小企业”称号',
      en: 'Hetai Bio named a Jiangsu "specialised and innovative" enterprise',
    },
    summary: {
      zh: '凭借在重组蛋白和mRNA原料领域的技术积累获得省级认定。',
      en: 'A provincial recognition of our work on recombinant proteins and mRNA raw materials.',
    },
    content: paragraphs(
      [
        '江苏省工业和信息化厅公布了新一批专精特新中小企业名单，禾泰生物凭借在重组蛋白表达纯化和mRNA原料酶领域的技术积累入选。',
        'The Jiangsu Department of Industry and Information Technology has published its new list of specialised and innovative enterprises; Hetai Bio is on it for its work on recombinant protein expression and mRNA enzymes.',
      ],
      [
        '公司目前拥有发明专利23项，研发人员占员工总数的40%以上。',
        'The company holds 23 invention patents, and more than 40% of its staff work in research and development.',
      ],
    ),
    category: 'news',
    publishDate: '2024-08-14',
    cover: null,
  },
  {
    title: {
      zh: '细胞治疗工艺研究套装：从激活到扩增的一站式方案',
      en: 'A cell-therapy process bundle: from activation to expansion',
    },
    summary: {
      zh: '整合GMP级细胞因子、激活试剂和残留检测试剂盒，缩短工艺开发周期。',
      en: 'GMP cytokines, activation reagents and residual kits in one bundle, to shorten process development.',
    },
    content: paragraphs(
      [
        '针对CAR-T等细胞治疗产品的工艺开发，禾泰生物推出一站式研究套装，包括GMP级IL-2、IL-7、IL-15细胞因子，CD3/CD28激活试剂以及细胞因子残留检测试剂盒。',
        'For process development of CAR-T and other cell therapies, the new bundle brings GMP IL-2, IL-7 and IL-15, CD3/CD28 activation reagents and residual cytokine kits together.',
      ],
      [
        '套装内各组分均可追溯至同一质量体系，配套提供工艺验证所需的稳定性和功能数据。',
        'Every component is traceable to the same quality system, with the stability and activity data a process validation needs.',
      ],
    ),
    category: 'news',
    publishDate: '2024-03-05',
    cover: null,
    catalogNumbers: ['IL2-H1011', 'IL15-H1011', 'CDE-H5211'],
  },
];
