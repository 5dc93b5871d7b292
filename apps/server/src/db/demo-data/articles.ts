import { companyNews } from './company-news';
import type { DemoArticle, Localized } from './types';

/**
 * News and events, newest first. Content is plain text; paragraphs are separated by a blank line.
 * The company is the fictional "禾泰生物 / Hetai Bio" used throughout the demo.
 */

function paragraphs(...items: [string, string][]): Localized {
  return { zh: items.map(([zh]) => zh).join('\n\n'), en: items.map(([, en]) => en).join('\n\n') };
}

const news: DemoArticle[] = [
  {
    title: {
      zh: '禾泰生物发布mRNA加帽率检测试剂盒（CD002）',
      en: 'Hetai Bio launches the mRNA Cap Detection Kit (CD002)',
    },
    summary: {
      zh: '基于RNase H定点切割的加帽率检测方案，1.5小时完成酶切与纯化，回收率高于80%。',
      en: 'A capping assay built on site-specific RNase H cleavage: digestion and clean-up in 1.5 hours with recovery above 80%.',
    },
    content: paragraphs(
      [
        '禾泰生物今日正式发布mRNA加帽率检测试剂盒（货号CD002）。该试剂盒利用生物素化嵌合探针引导RNase H在mRNA 5′端定点切割，经链霉亲和素磁珠纯化后，可直接通过LC-MS区分Cap 0、Cap 1及未加帽产物。',
        'Hetai Bio today launched the mRNA Cap Detection Kit (catalog number CD002). A biotinylated chimeric probe guides RNase H to cut near the 5′ end of the mRNA; after clean-up on streptavidin beads, LC-MS resolves Cap 0, Cap 1 and uncapped species directly.',
      ],
      [
        '整个酶切与纯化流程约1.5小时，5′端片段回收率高于80%，兼容酶法加帽和共转录加帽工艺以及m1ψ等修饰碱基。',
        'Digestion and clean-up take about 1.5 hours, fragment recovery is above 80%, and the kit works with enzymatic and co-transcriptional capping and with modified bases such as m1ψ.',
      ],
      [
        '配套上线的mRNA工具箱提供探针设计、反应体系计算和酶切产物质量计算三个模块，用户可在官网免费试用。',
        'A companion online toolbox offers probe design, reaction set-up and digestion-product mass calculation, free to use on our website.',
      ],
    ),
    category: 'news',
    publishDate: '2026-10-28',
    cover: null,
    catalogNumbers: ['CD002', 'RNH-E1021'],
  },
  {
    title: {
      zh: '新冠NB.1.8.1与LP.8.1变异株抗原全面上线',
      en: 'SARS-CoV-2 NB.1.8.1 and LP.8.1 antigens now available',
    },
    summary: {
      zh: '新增RBD、生物素标记RBD等多种形式，支持中和抗体评价与疫苗株更新研究。',
      en: 'RBD and biotinylated RBD of the latest lineages support neutralization studies and vaccine strain updates.',
    },
    content: paragraphs(
      [
        '为配合世界卫生组织对疫苗株组成的最新建议，禾泰生物推出新冠病毒奥密克戎NB.1.8.1和LP.8.1变异株的S蛋白RBD及生物素标记RBD蛋白。',
        'Following the latest WHO advice on vaccine antigen composition, Hetai Bio has released spike RBD and biotinylated RBD proteins of the Omicron NB.1.8.1 and LP.8.1 lineages.',
      ],
      [
        '所有变异株蛋白均由HEK293细胞表达，经SPR验证与人ACE2的结合亲和力，批间一致性良好。',
        'All variant proteins are expressed in HEK293 cells, and their affinity for human ACE2 is verified by SPR with consistent results between lots.',
      ],
    ),
    category: 'news',
    publishDate: '2026-07-15',
    cover: null,
    catalogNumbers: ['SPD-N5211'],
  },
  {
    title: {
      zh: '禾泰生物通过ISO 13485:2016质量管理体系再认证',
      en: 'Hetai Bio renews its ISO 13485:2016 certification',
    },
    summary: {
      zh: '认证范围覆盖诊断原料及GMP级细胞因子的设计开发与生产。',
      en: 'The scope covers design, development and manufacturing of diagnostic raw materials and GMP cytokines.',
    },
    content: paragraphs(
      [
        '经第三方认证机构为期三天的现场审核，禾泰生物顺利通过ISO 13485:2016医疗器械质量管理体系再认证。',
        'After a three-day on-site audit by a third-party registrar, Hetai Bio has renewed its ISO 13485:2016 certification for medical device quality management.',
      ],
      [
        '本次认证范围涵盖诊断原料、GMP级细胞因子及mRNA原料酶的设计开发与生产，为客户的注册申报提供更完善的质量文件支持。',
        'The scope covers the design, development and manufacturing of diagnostic raw materials, GMP cytokines and mRNA enzymes, giving customers stronger quality documentation for regulatory filings.',
      ],
    ),
    category: 'news',
    publishDate: '2026-05-20',
    cover: null,
  },
  {
    title: { zh: 'GMP级IL-21正式上市', en: 'GMP IL-21 is now available' },
    summary: {
      zh: '补齐γc细胞因子GMP产品线，满足TIL与NK细胞疗法的临床生产需求。',
      en: 'Completing our GMP common γ-chain cytokines for TIL and NK-cell therapy manufacturing.',
    },
    content: paragraphs(
      [
        '继GMP级IL-2、IL-7和IL-15之后，禾泰生物推出GMP级IL-21蛋白，产品不含动物源性成分，提供DMF备案支持。',
        'After GMP IL-2, IL-7 and IL-15, Hetai Bio now offers GMP IL-21, free of animal-derived components and supported by a drug master file.',
      ],
      [
        'IL-21可促进记忆样T细胞表型并增强NK细胞的杀伤活性，是TIL和NK细胞疗法工艺中的关键因子。',
        'IL-21 favors a memory-like T-cell phenotype and boosts NK-cell cytotoxicity, making it a key factor in TIL and NK-cell processes.',
      ],
    ),
    category: 'news',
    publishDate: '2026-03-10',
    cover: null,
  },
  {
    title: { zh: '低dsRNA T7 RNA聚合酶发布', en: 'Low-dsRNA T7 RNA Polymerase released' },
    summary: {
      zh: 'dsRNA副产物减少80%以上，简化mRNA下游纯化。',
      en: 'Over 80% less double-stranded RNA, simplifying downstream mRNA purification.',
    },
    content: paragraphs(
      [
        '禾泰生物发布经定向进化获得的低dsRNA T7 RNA聚合酶（货号T7R-E1012），在保持转录产量的同时显著减少dsRNA副产物。',
        'Hetai Bio has released a directed-evolution T7 RNA polymerase (T7R-E1012) that keeps transcription yield while sharply reducing dsRNA by-products.',
      ],
      [
        '在使用m1ψ修饰核苷酸和共转录加帽的条件下，dsRNA含量较野生型酶降低80%以上，可配合dsRNA ELISA检测试剂盒（CD003）进行工艺监控。',
        'With m1ψ nucleotides and co-transcriptional capping, dsRNA falls by more than 80% compared with the wild-type enzyme; the dsRNA ELISA Kit (CD003) monitors the process.',
      ],
    ),
    category: 'news',
    publishDate: '2025-12-02',
    cover: null,
  },
  {
    title: { zh: '禾泰生物苏州新生产基地投入运营', en: 'Hetai Bio opens its new Suzhou manufacturing site' },
    summary: {
      zh: '新基地建筑面积2.6万平方米，包含符合GMP要求的蛋白生产车间。',
      en: 'The 26,000 m² site includes GMP-compliant protein production suites.',
    },
    content: paragraphs(
      [
        '禾泰生物苏州生产基地正式投入运营。基地总建筑面积约2.6万平方米，配备2000 L一次性生物反应器及独立的GMP细胞因子生产车间。',
        'Hetai Bio’s Suzhou site is now in operation. The 26,000 m² facility houses 2,000 L single-use bioreactors and a dedicated GMP cytokine suite.',
      ],
      [
        '新基地投产后，公司重组蛋白年产能提升三倍，可为客户提供从毫克级到克级的稳定供应。',
        'Annual recombinant protein capacity triples, giving customers a steady supply from milligrams to grams.',
      ],
    ),
    category: 'news',
    publishDate: '2025-09-18',
    cover: null,
  },
  {
    title: { zh: 'Claudin 18.2全长蛋白VLP产品上线', en: 'Full-length Claudin 18.2 VLPs launched' },
    summary: {
      zh: '以病毒样颗粒呈递天然构象的四次跨膜蛋白，适用于抗体筛选和免疫。',
      en: 'Virus-like particles present the native four-pass protein for antibody screening and immunization.',
    },
    content: paragraphs(
      [
        'Claudin 18.2是胃癌和胰腺癌领域最受关注的靶点之一。禾泰生物推出以病毒样颗粒（VLP）呈递的全长人、小鼠和食蟹猴Claudin 18.2蛋白。',
        'Claudin 18.2 is one of the most pursued targets in gastric and pancreatic cancer. Hetai Bio now offers full-length human, mouse and cynomolgus Claudin 18.2 presented on virus-like particles (VLPs).',
      ],
      [
        '产品经流式和ELISA验证可区分Claudin 18.1与18.2特异性抗体，适用于杂交瘤筛选、噬菌体展示和动物免疫。',
        'ELISA and flow cytometry confirm that the proteins discriminate antibodies specific for Claudin 18.1 versus 18.2, suiting hybridoma screening, phage display and immunization.',
      ],
    ),
    category: 'news',
    publishDate: '2025-06-03',
    cover: null,
  },
  {
    title: {
      zh: '禾泰生物荣获“国家级专精特新小巨人企业”称号',
      en: 'Hetai Bio named a national “Little Giant” specialized enterprise',
    },
    summary: {
      zh: '表彰公司在重组蛋白领域的专业化和创新能力。',
      en: 'Recognizing our specialization and innovation in recombinant proteins.',
    },
    content: paragraphs(
      [
        '近日，禾泰生物入选工业和信息化部公布的国家级专精特新“小巨人”企业名单。',
        'Hetai Bio has been included in the Ministry of Industry and Information Technology’s list of national “Little Giant” enterprises for specialized and innovative small and medium firms.',
      ],
      [
        '公司将继续加大研发投入，围绕细胞与基因治疗、mRNA药物和抗体药物开发的关键原料持续创新。',
        'We will keep investing in R&D on critical materials for cell and gene therapy, mRNA medicines and antibody drug development.',
      ],
    ),
    category: 'news',
    publishDate: '2025-03-26',
    cover: null,
  },
  {
    title: { zh: '2024年度引用文献突破3000篇', en: 'Citations of our products pass 3,000' },
    summary: {
      zh: '产品被Cell、Nature等期刊论文引用，最高影响因子54.94。',
      en: 'Our products appear in papers in Cell, Nature and other journals, with a top impact factor of 54.94.',
    },
    content: paragraphs(
      [
        '截至2024年底，禾泰生物产品已被超过3000篇同行评审论文引用，涵盖肿瘤免疫、病毒学、mRNA药物和细胞治疗等领域。',
        'By the end of 2024 our products had been cited in more than 3,000 peer-reviewed papers in immuno-oncology, virology, mRNA medicine and cell therapy.',
      ],
      [
        '感谢广大科研用户的信任。文章发表奖励计划持续进行中，引用我司产品发表论文最高可获3000元奖励。',
        'Thank you to every researcher who trusts us. Our publication reward program continues: cite our products and earn up to CNY 3,000.',
      ],
    ),
    category: 'news',
    publishDate: '2025-01-08',
    cover: null,
  },
  {
    title: { zh: 'FcRn与Fcγ受体全系列产品升级', en: 'FcRn and Fc gamma receptor range upgraded' },
    summary: {
      zh: '新增多态性变体和生物素标记形式，支持抗体Fc工程全面表征。',
      en: 'New polymorphic variants and biotinylated forms for complete Fc characterization.',
    },
    content: paragraphs(
      [
        '禾泰生物升级Fc受体产品线，新增FcγRIIA H167/R167与FcγRIIIA V176/F176多态性变体，以及人和食蟹猴FcRn生物素标记蛋白。',
        'Our Fc receptor range now includes the FcγRIIA H167/R167 and FcγRIIIA V176/F176 variants, plus biotinylated human and cynomolgus FcRn.',
      ],
      [
        '所有产品均提供在pH 6.0和pH 7.4条件下的SPR结合数据，便于评估抗体半衰期和效应功能。',
        'Every product comes with SPR binding data at pH 6.0 and pH 7.4 to help assess half-life and effector function.',
      ],
    ),
    category: 'news',
    publishDate: '2024-11-12',
    cover: null,
  },
  {
    title: {
      zh: '禾泰生物与华东某高校共建蛋白质科学联合实验室',
      en: 'Joint protein science laboratory opens with a university partner',
    },
    summary: {
      zh: '聚焦膜蛋白表达与结构研究，推动关键靶点蛋白的国产化。',
      en: 'Focusing on membrane protein expression and structure to localize critical target proteins.',
    },
    content: paragraphs(
      [
        '禾泰生物与华东地区一所高校签署合作协议，共建蛋白质科学联合实验室，重点攻关多次跨膜蛋白的表达与纯化技术。',
        'Hetai Bio and a university in East China have signed an agreement to set up a joint protein science laboratory focused on expressing and purifying multi-pass membrane proteins.',
      ],
      [
        '联合实验室还将设立研究生奖学金，培养蛋白工程方向的青年人才。',
        'The laboratory will also fund graduate scholarships in protein engineering.',
      ],
    ),
    category: 'news',
    publishDate: '2024-09-05',
    cover: null,
  },
  {
    title: {
      zh: 'GPRC5D全长蛋白上线，助力骨髓瘤双抗研发',
      en: 'Full-length GPRC5D supports myeloma bispecific development',
    },
    summary: {
      zh: '去垢剂胶束中的七次跨膜全长蛋白，保持天然构象。',
      en: 'The seven-pass protein in detergent micelles keeps its native conformation.',
    },
    content: paragraphs(
      [
        'GPRC5D是继BCMA之后多发性骨髓瘤的又一重要靶点。禾泰生物推出人和食蟹猴全长GPRC5D蛋白，包括His、Flag及生物素标记形式。',
        'GPRC5D is the next major multiple myeloma target after BCMA. Hetai Bio now offers full-length human and cynomolgus GPRC5D in His, Flag and biotinylated forms.',
      ],
      [
        '产品经已上市双抗的结合验证，适用于抗体筛选、亲和力测定和CAR表达检测。',
        'Binding by an approved bispecific confirms the conformation; the proteins suit antibody screening, affinity measurement and CAR detection.',
      ],
    ),
    category: 'news',
    publishDate: '2024-06-20',
    cover: null,
  },
  {
    title: { zh: '禾泰生物完成C轮融资', en: 'Hetai Bio closes its Series C round' },
    summary: {
      zh: '资金将用于GMP产能建设和海外市场拓展。',
      en: 'Funds will expand GMP capacity and our international business.',
    },
    content: paragraphs(
      [
        '禾泰生物宣布完成C轮融资，本轮由多家专注生命科学的投资机构联合投资。',
        'Hetai Bio has closed a Series C round led by several life-science investors.',
      ],
      [
        '本轮资金将主要用于苏州GMP生产基地建设、mRNA原料酶产品线扩充以及欧美市场的渠道建设。',
        'The funds will build the Suzhou GMP site, extend the mRNA enzyme line and grow distribution in Europe and North America.',
      ],
    ),
    category: 'news',
    publishDate: '2024-04-02',
    cover: null,
  },
  {
    title: { zh: '新版官网及在线商城上线', en: 'New website and online store go live' },
    summary: {
      zh: '中英文双语，支持在线下单、COA下载和试用装申请。',
      en: 'Bilingual, with online ordering, COA download and trial sample requests.',
    },
    content: paragraphs(
      [
        '禾泰生物新版官网正式上线，全面支持中英文双语浏览，产品目录按靶点、种属、标签和表达系统多维筛选。',
        'Our new bilingual website is live, with a catalogue you can filter by target, species, tag and expression system.',
      ],
      [
        '注册用户可在线加入购物车下单、下载COA、申请免费试用装，并在个人中心查看订单记录。',
        'Registered users can order online, download certificates of analysis, apply for free trial samples and see their orders in the personal center.',
      ],
    ),
    category: 'news',
    publishDate: '2024-01-15',
    cover: null,
  },
];

interface Show {
  zh: string;
  en: string;
  cityZh: string;
  cityEn: string;
  dates: string;
  datesZh: string;
  booth: string;
  focusZh: string;
  focusEn: string;
  publishDate: string;
}

const shows: Show[] = [
  {
    zh: 'SITC 2026年会',
    en: 'SITC 2026 Annual Meeting',
    cityZh: '美国国家港',
    cityEn: 'National Harbor, MD',
    dates: 'November 6-8, 2026',
    datesZh: '2026年11月6日至8日',
    booth: '512',
    focusZh: '免疫检查点和CAR检测试剂',
    focusEn: 'immune checkpoints and CAR detection reagents',
    publishDate: '2026-10-20',
  },
  {
    zh: 'BIO-Europe 2026',
    en: 'BIO-Europe 2026',
    cityZh: '德国慕尼黑',
    cityEn: 'Munich, Germany',
    dates: 'November 2-4, 2026',
    datesZh: '2026年11月2日至4日',
    booth: 'C-18',
    focusZh: 'mRNA原料酶与质控试剂盒',
    focusEn: 'mRNA enzymes and quality-control kits',
    publishDate: '2026-10-09',
  },
  {
    zh: 'CPHI China 2026',
    en: 'CPHI China 2026',
    cityZh: '上海',
    cityEn: 'Shanghai',
    dates: 'June 16-18, 2026',
    datesZh: '2026年6月16日至18日',
    booth: 'W3C58',
    focusZh: 'GMP级细胞因子与宿主残留检测试剂盒',
    focusEn: 'GMP cytokines and host-cell residual kits',
    publishDate: '2026-06-01',
  },
  {
    zh: 'AACR 2026年会',
    en: 'AACR Annual Meeting 2026',
    cityZh: '美国圣地亚哥',
    cityEn: 'San Diego, CA',
    dates: 'April 17-22, 2026',
    datesZh: '2026年4月17日至22日',
    booth: '2231',
    focusZh: 'ADC靶点与肿瘤相关抗原',
    focusEn: 'ADC targets and tumor-associated antigens',
    publishDate: '2026-04-01',
  },
  {
    zh: '第十届中国mRNA药物大会',
    en: '10th China mRNA Therapeutics Conference',
    cityZh: '苏州',
    cityEn: 'Suzhou',
    dates: 'March 26-27, 2026',
    datesZh: '2026年3月26日至27日',
    booth: 'A06',
    focusZh: 'mRNA加帽率检测方案',
    focusEn: 'mRNA capping analysis',
    publishDate: '2026-03-12',
  },
  {
    zh: 'BIO 2025国际大会',
    en: 'BIO International Convention 2025',
    cityZh: '美国波士顿',
    cityEn: 'Boston, MA',
    dates: 'June 16-19, 2025',
    datesZh: '2025年6月16日至19日',
    booth: '1745',
    focusZh: '双抗与细胞治疗研发用蛋白',
    focusEn: 'proteins for bispecific and cell-therapy development',
    publishDate: '2025-06-02',
  },
  {
    zh: 'ASGCT 2025年会',
    en: 'ASGCT 2025 Annual Meeting',
    cityZh: '美国新奥尔良',
    cityEn: 'New Orleans, LA',
    dates: 'May 13-17, 2025',
    datesZh: '2025年5月13日至17日',
    booth: '958',
    focusZh: '病毒载体残留检测与GMP细胞因子',
    focusEn: 'viral vector residual testing and GMP cytokines',
    publishDate: '2025-04-28',
  },
  {
    zh: '2025中国生物制药年会',
    en: 'China Biopharma Annual Forum 2025',
    cityZh: '北京',
    cityEn: 'Beijing',
    dates: 'April 10-11, 2025',
    datesZh: '2025年4月10日至11日',
    booth: 'B12',
    focusZh: '抗体药物开发全流程蛋白试剂',
    focusEn: 'protein reagents across antibody development',
    publishDate: '2025-03-27',
  },
  {
    zh: 'SITC 2024年会',
    en: 'SITC 2024 Annual Meeting',
    cityZh: '美国休斯敦',
    cityEn: 'Houston, TX',
    dates: 'November 6-10, 2024',
    datesZh: '2024年11月6日至10日',
    booth: '737',
    focusZh: 'TIGIT、LAG-3等新一代检查点',
    focusEn: 'next-generation checkpoints such as TIGIT and LAG-3',
    publishDate: '2024-10-22',
  },
  {
    zh: 'ESMO 2024年会',
    en: 'ESMO Congress 2024',
    cityZh: '西班牙巴塞罗那',
    cityEn: 'Barcelona, Spain',
    dates: 'September 13-17, 2024',
    datesZh: '2024年9月13日至17日',
    booth: '24',
    focusZh: 'Claudin 18.2与B7-H3等实体瘤靶点',
    focusEn: 'solid-tumor targets such as Claudin 18.2 and B7-H3',
    publishDate: '2024-08-30',
  },
  {
    zh: 'CPHI China 2024',
    en: 'CPHI China 2024',
    cityZh: '上海',
    cityEn: 'Shanghai',
    dates: 'June 19-21, 2024',
    datesZh: '2024年6月19日至21日',
    booth: 'E5C21',
    focusZh: 'mRNA原料与GMP产品',
    focusEn: 'mRNA raw materials and GMP products',
    publishDate: '2024-06-05',
  },
];

const showArticles: DemoArticle[] = shows.map((s) => ({
  title: { zh: `展会预告｜禾泰生物邀您相约${s.zh}`, en: `Meet Hetai Bio at ${s.en}` },
  summary: {
    zh: `${s.datesZh}，${s.cityZh}，展位号${s.booth}。`,
    en: `${s.dates}, ${s.cityEn}, booth ${s.booth}.`,
  },
  content: paragraphs(
    [
      `禾泰生物将于${s.datesZh}参加在${s.cityZh}举办的${s.zh}，展位号${s.booth}。`,
      `Hetai Bio will exhibit at ${s.en} in ${s.cityEn} on ${s.dates}, booth ${s.booth}.`,
    ],
    [
      `本次展会我们将重点展示${s.focusZh}，技术团队将在现场解答产品选型与实验方案问题。`,
      `We will feature ${s.focusEn}, and our scientists will be on hand to discuss product selection and assay design.`,
    ],
    [
      '欢迎提前通过官网“联系我们”预约现场洽谈，到访展位即可领取新品试用装及精美礼品。',
      'Book a meeting in advance through Contact Us; visitors to the booth receive trial samples of new products and a small gift.',
    ],
  ),
  category: 'activity',
  publishDate: s.publishDate,
  cover: null,
}));

interface Webinar {
  topicZh: string;
  topicEn: string;
  speakerZh: string;
  speakerEn: string;
  when: string;
  whenZh: string;
  publishDate: string;
}

const webinars: Webinar[] = [
  {
    topicZh: 'mRNA加帽率分析：从探针设计到LC-MS数据解读',
    topicEn: 'mRNA capping analysis: from probe design to LC-MS data',
    speakerZh: '禾泰生物mRNA应用科学家',
    speakerEn: 'Hetai Bio mRNA application scientist',
    when: 'September 24, 2026, 14:00 (UTC+8)',
    whenZh: '2026年9月24日14:00',
    publishDate: '2026-09-10',
  },
  {
    topicZh: 'TCE双抗开发中的CD3蛋白选择与亲和力测定',
    topicEn: 'Choosing CD3 proteins and measuring affinity for T-cell engagers',
    speakerZh: '禾泰生物蛋白表征平台负责人',
    speakerEn: 'Head of protein characterization, Hetai Bio',
    when: 'August 13, 2026, 15:00 (UTC+8)',
    whenZh: '2026年8月13日15:00',
    publishDate: '2026-07-30',
  },
  {
    topicZh: 'CAR-T细胞CAR表达检测的流式方案优化',
    topicEn: 'Optimizing flow cytometry for CAR expression on CAR-T cells',
    speakerZh: '禾泰生物细胞治疗技术支持团队',
    speakerEn: 'Hetai Bio cell therapy support team',
    when: 'May 21, 2026, 14:00 (UTC+8)',
    whenZh: '2026年5月21日14:00',
    publishDate: '2026-05-07',
  },
  {
    topicZh: 'IVT工艺中dsRNA的来源、检测与控制',
    topicEn: 'dsRNA in IVT: origins, detection and control',
    speakerZh: '禾泰生物工艺开发科学家',
    speakerEn: 'Hetai Bio process development scientist',
    when: 'January 22, 2026, 14:00 (UTC+8)',
    whenZh: '2026年1月22日14:00',
    publishDate: '2026-01-08',
  },
  {
    topicZh: 'Fc受体结合实验设计与SPR数据分析',
    topicEn: 'Designing Fc receptor binding assays and analyzing SPR data',
    speakerZh: '禾泰生物SPR应用专家',
    speakerEn: 'Hetai Bio SPR application specialist',
    when: 'October 16, 2025, 15:00 (UTC+8)',
    whenZh: '2025年10月16日15:00',
    publishDate: '2025-10-02',
  },
  {
    topicZh: '细胞因子在类器官培养中的应用',
    topicEn: 'Cytokines and growth factors in organoid culture',
    speakerZh: '禾泰生物干细胞应用科学家',
    speakerEn: 'Hetai Bio stem cell application scientist',
    when: 'July 10, 2025, 14:00 (UTC+8)',
    whenZh: '2025年7月10日14:00',
    publishDate: '2025-06-26',
  },
  {
    topicZh: '病毒载体生产中的宿主残留检测策略',
    topicEn: 'Host-cell residual testing in viral vector manufacturing',
    speakerZh: '禾泰生物质量分析团队',
    speakerEn: 'Hetai Bio quality analytics team',
    when: 'February 27, 2025, 14:00 (UTC+8)',
    whenZh: '2025年2月27日14:00',
    publishDate: '2025-02-13',
  },
  {
    topicZh: '新冠变异株抗原在中和抗体评价中的应用',
    topicEn: 'Variant antigens for neutralizing antibody evaluation',
    speakerZh: '禾泰生物病毒抗原产品经理',
    speakerEn: 'Hetai Bio viral antigen product manager',
    when: 'August 22, 2024, 14:00 (UTC+8)',
    whenZh: '2024年8月22日14:00',
    publishDate: '2024-08-08',
  },
  {
    topicZh: 'GMP级细胞因子的质量属性与注册申报',
    topicEn: 'Quality attributes and regulatory filing of GMP cytokines',
    speakerZh: '禾泰生物注册事务经理',
    speakerEn: 'Hetai Bio regulatory affairs manager',
    when: 'March 14, 2024, 15:00 (UTC+8)',
    whenZh: '2024年3月14日15:00',
    publishDate: '2024-02-29',
  },
];

const webinarArticles: DemoArticle[] = webinars.map((w) => ({
  title: { zh: `线上研讨会｜${w.topicZh}`, en: `Webinar: ${w.topicEn}` },
  summary: {
    zh: `${w.whenZh}，主讲人：${w.speakerZh}。`,
    en: `${w.when}, presented by the ${w.speakerEn}.`,
  },
  content: paragraphs(
    [
      `禾泰生物将于${w.whenZh}举办线上研讨会“${w.topicZh}”，由${w.speakerZh}主讲。`,
      `Join our webinar “${w.topicEn}” on ${w.when}, presented by the ${w.speakerEn}.`,
    ],
    [
      '研讨会时长约60分钟，包括45分钟专题报告和15分钟互动问答。参会者可获得讲义和相关产品的专属优惠。',
      'The session lasts about 60 minutes: a 45-minute talk and 15 minutes of questions. Attendees receive the slides and an exclusive offer on related products.',
    ],
    [
      '请通过官网登录后报名，会议链接将在开始前一天通过邮件发送。',
      'Log in on our website to register; the link is e-mailed the day before the session.',
    ],
  ),
  category: 'activity',
  publishDate: w.publishDate,
  cover: null,
}));

export const articles: DemoArticle[] = [...news, ...companyNews, ...showArticles, ...webinarArticles].sort(
  (a, b) => b.publishDate.localeCompare(a.publishDate),
);
