import type { Localized } from './types';

/**
 * The careers page (SPEC §1): the general sections and eight open positions, as a mid-sized protein
 * supplier in Beijing with a production site in Suzhou would post them. Dates are fixed, so the seed is
 * the same on every machine.
 */

export interface DemoRecruitmentConfig {
  salary: Localized;
  welfare: { zh: string[]; en: string[] };
  content: Localized;
  requirements: Localized;
}

export interface DemoJob {
  title: Localized;
  department: Localized;
  location: Localized;
  headcount: number;
  /** One duty a line. */
  content: Localized;
  /** One requirement a line. */
  requirements: Localized;
  isHot: boolean;
  publishDate: string;
}

export const recruitmentConfig: DemoRecruitmentConfig = {
  salary: {
    zh: '薪酬由固定工资、季度绩效奖金和年终奖组成，研发与技术岗位另设项目奖金和专利奖励；每年 4 月调薪一次，优秀员工可参与公司股权激励计划。',
    en: 'Pay is a fixed salary, a quarterly performance bonus and a year-end bonus; research and technical roles also earn project bonuses and patent awards. Salaries are reviewed every April, and outstanding staff join the company share incentive plan.',
  },
  welfare: {
    zh: [
      '五险一金（公积金按 12% 缴纳）',
      '补充商业医疗保险，覆盖配偶与子女',
      '带薪年假 10 天起，另有 5 天带薪病假',
      '每年一次全面体检',
      '餐补、交通补贴与通讯补贴',
      '外地员工提供人才公寓或住房补贴',
      '内部培训、学术会议与继续教育资助',
      '节日礼金、生日会与年度旅行',
    ],
    en: [
      'Social insurance and housing fund (12% contribution)',
      'Supplementary medical insurance covering spouse and children',
      '10 days of paid annual leave to start, plus 5 paid sick days',
      'A full health check every year',
      'Meal, transport and phone allowances',
      'Staff apartments or a housing allowance for employees from other cities',
      'In-house training, conference attendance and funded further education',
      'Holiday gifts, birthday parties and an annual company trip',
    ],
  },
  content: {
    zh: '我们研发和生产重组蛋白、抗体与 mRNA 相关酶原料，服务全球的科研与工业客户。加入我们，你将与经验丰富的蛋白表达、纯化和分析团队一起，把新靶点从基因序列做成经过严格质检的产品。',
    en: 'We develop and make recombinant proteins, antibodies and enzymes for mRNA work for research and industrial customers around the world. With us you work beside experienced expression, purification and analytics teams, taking new targets from a gene sequence to a product that passed strict quality control.',
  },
  requirements: {
    zh: '我们看重严谨的实验习惯、清晰的记录与沟通，以及对客户问题刨根问底的态度。所有岗位均欢迎应届毕业生和有经验的候选人投递，请在申请中附上 PDF 或 Word 格式的简历。',
    en: "We value careful bench habits, clear records and communication, and the urge to get to the bottom of a customer's problem. Every position is open to new graduates and experienced candidates alike; please attach your CV as a PDF or Word file.",
  },
};

export const jobs: DemoJob[] = [
  {
    title: { zh: '蛋白表达研发科学家', en: 'Scientist, Protein Expression' },
    department: { zh: '研发中心', en: 'R&D Center' },
    location: { zh: '北京', en: 'Beijing' },
    headcount: 2,
    content: {
      zh: '负责 HEK293 与 CHO 瞬时表达体系的构建与优化\n主导新靶点蛋白从载体设计到中试放大的全过程\n建立并维护表达条件数据库，撰写技术报告',
      en: 'Build and optimise HEK293 and CHO transient expression systems\nLead new target proteins from vector design to pilot scale-up\nKeep the database of expression conditions and write technical reports',
    },
    requirements: {
      zh: '生物化学、分子生物学或相关专业硕士及以上学历\n3 年以上哺乳动物细胞表达经验\n熟悉分子克隆、转染与蛋白纯化',
      en: 'MSc or PhD in biochemistry, molecular biology or a related field\n3+ years of mammalian cell expression\nFluent in molecular cloning, transfection and protein purification',
    },
    isHot: true,
    publishDate: '2026-10-12',
  },
  {
    title: { zh: '蛋白纯化工程师', en: 'Protein Purification Engineer' },
    department: { zh: '研发中心', en: 'R&D Center' },
    location: { zh: '北京', en: 'Beijing' },
    headcount: 3,
    content: {
      zh: '使用 ÄKTA 系统完成亲和、离子交换与分子筛层析\n开发并转移纯化工艺，控制内毒素与宿主蛋白残留\n参与 SDS-PAGE、SEC-HPLC 等质量分析',
      en: 'Run affinity, ion exchange and size exclusion chromatography on ÄKTA systems\nDevelop and transfer purification processes, controlling endotoxin and host cell protein\nTake part in quality analytics such as SDS-PAGE and SEC-HPLC',
    },
    requirements: {
      zh: '生物工程、生物化学等相关专业本科及以上学历\n有蛋白纯化实验经验，熟悉 ÄKTA 者优先\n细心、动手能力强，能适应项目节奏',
      en: 'BSc or higher in bioengineering, biochemistry or a related field\nHands-on protein purification; ÄKTA experience preferred\nMeticulous, practical and comfortable with project deadlines',
    },
    isHot: true,
    publishDate: '2026-10-08',
  },
  {
    title: { zh: '质量控制专员（QC）', en: 'Quality Control Specialist (QC)' },
    department: { zh: '质量部', en: 'Quality Department' },
    location: { zh: '苏州', en: 'Suzhou' },
    headcount: 2,
    content: {
      zh: '按 SOP 完成成品与中间品的纯度、活性与内毒素检测\n出具 COA，维护检测记录与仪器台账\n参与偏差调查与质量体系内审',
      en: 'Test purity, activity and endotoxin of finished and in-process products by SOP\nIssue certificates of analysis and keep test and instrument records\nTake part in deviation investigations and internal quality audits',
    },
    requirements: {
      zh: '生物、药学、分析化学相关专业本科及以上学历\n熟悉 ELISA、SDS-PAGE、HPLC 等检测方法\n了解 ISO 9001 或 GMP 者优先',
      en: 'BSc or higher in biology, pharmacy or analytical chemistry\nFamiliar with ELISA, SDS-PAGE and HPLC\nKnowledge of ISO 9001 or GMP preferred',
    },
    isHot: false,
    publishDate: '2026-09-26',
  },
  {
    title: { zh: '技术支持工程师', en: 'Technical Support Engineer' },
    department: { zh: '客户服务部', en: 'Customer Service' },
    location: { zh: '北京', en: 'Beijing' },
    headcount: 2,
    content: {
      zh: '在 24 小时内答复客户关于产品选择与实验问题的咨询\n整理常见问题与故障排除文档\n配合销售拜访客户，开展产品应用培训',
      en: "Answer customers' questions on product choice and experiments within 24 hours\nWrite FAQ and troubleshooting documents\nVisit customers with the sales team and give application training",
    },
    requirements: {
      zh: '生命科学相关专业硕士及以上学历\n有细胞实验或免疫学实验经验\n表达清晰，英语可作为工作语言者优先',
      en: 'MSc or higher in the life sciences\nExperience with cell-based or immunology assays\nClear communicator; working English preferred',
    },
    isHot: true,
    publishDate: '2026-10-15',
  },
  {
    title: { zh: '区域销售经理（华东）', en: 'Regional Sales Manager, East China' },
    department: { zh: '销售部', en: 'Sales' },
    location: { zh: '上海', en: 'Shanghai' },
    headcount: 1,
    content: {
      zh: '负责华东区高校、科研院所与药企客户的开发与维护\n制定并完成区域销售目标\n收集市场与竞品信息，反馈新产品需求',
      en: "Win and keep university, institute and pharma customers in East China\nSet and meet the region's sales targets\nGather market and competitor intelligence and pass on new product needs",
    },
    requirements: {
      zh: '生物相关专业本科及以上学历\n3 年以上生物试剂销售经验，有客户资源者优先\n能适应出差',
      en: 'BSc or higher in a biology-related field\n3+ years selling research reagents; an existing customer network preferred\nWilling to travel',
    },
    isHot: false,
    publishDate: '2026-09-18',
  },
  {
    title: { zh: '海外市场专员', en: 'International Marketing Specialist' },
    department: { zh: '市场部', en: 'Marketing' },
    location: { zh: '北京', en: 'Beijing' },
    headcount: 1,
    content: {
      zh: '策划英文网站内容、产品资料与学术推广活动\n管理 LinkedIn 等海外社交媒体账号\n支持海外经销商的市场活动与展会',
      en: "Plan the English website's content, product literature and scientific promotion\nRun LinkedIn and other international social media accounts\nSupport distributors' campaigns and trade shows abroad",
    },
    requirements: {
      zh: '生命科学或市场营销相关专业本科及以上学历\n英语读写流利（CET-6 或同等水平）\n有 B2B 内容营销经验者优先',
      en: 'BSc or higher in the life sciences or marketing\nFluent written and spoken English\nB2B content marketing experience preferred',
    },
    isHot: false,
    publishDate: '2026-09-05',
  },
  {
    title: { zh: 'mRNA 工艺开发工程师', en: 'mRNA Process Development Engineer' },
    department: { zh: '核酸事业部', en: 'Nucleic Acid Business Unit' },
    location: { zh: '苏州', en: 'Suzhou' },
    headcount: 2,
    content: {
      zh: '优化体外转录、加帽与纯化工艺\n建立加帽率、dsRNA 与完整性的分析方法\n支持客户 mRNA 项目的技术转移',
      en: "Optimise in vitro transcription, capping and purification\nSet up analytics for capping rate, dsRNA and integrity\nSupport technology transfer of customers' mRNA projects",
    },
    requirements: {
      zh: '生物工程、药学相关专业硕士及以上学历\n有 IVT 或 LC-MS 分析经验\n熟悉 GMP 文件体系者优先',
      en: 'MSc or higher in bioengineering or pharmacy\nExperience with IVT or LC-MS analytics\nFamiliarity with GMP documentation preferred',
    },
    isHot: true,
    publishDate: '2026-10-20',
  },
  {
    title: { zh: '仓储物流专员', en: 'Warehouse and Logistics Specialist' },
    department: { zh: '运营部', en: 'Operations' },
    location: { zh: '苏州', en: 'Suzhou' },
    headcount: 1,
    content: {
      zh: '负责冷链产品的收发货、干冰包装与温度记录\n维护库存系统，定期盘点\n对接快递与国际物流',
      en: 'Ship and receive cold-chain products, pack with dry ice and keep temperature records\nKeep the inventory system accurate with regular stock counts\nWork with couriers and international freight forwarders',
    },
    requirements: {
      zh: '大专及以上学历\n有冷链或医药仓储经验者优先\n熟练使用 Excel，责任心强',
      en: 'Associate degree or higher\nCold-chain or pharmaceutical warehouse experience preferred\nGood with Excel and dependable',
    },
    isHot: false,
    publishDate: '2026-08-28',
  },
];
