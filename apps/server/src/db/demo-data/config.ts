import type { DemoBanner, DemoDictEntry, DemoGlobalCfg, DemoHotKeyword } from './types';
import { conjugates, expressionSystems, species, tags } from './vocab';

/** Home-page carousel. Links are in-site paths; the web app adds /en on the English site. */
export const banners: DemoBanner[] = [
  {
    title: { zh: 'mRNA加帽率检测试剂盒全新上市', en: 'New: mRNA Cap Detection Kit' },
    subtitle: {
      zh: '1.5小时完成酶切与纯化，回收率>80%，配套在线探针设计工具',
      en: 'Digestion and clean-up in 1.5 hours, recovery above 80%, with an online probe design toolbox',
    },
    link: '/tool-class',
    image: null,
    sort: 1,
  },
  {
    title: { zh: '细胞因子与生长因子', en: 'Cytokines & Growth Factors' },
    subtitle: {
      zh: '无载体、低内毒素，覆盖人、小鼠、大鼠等多个种属',
      en: 'Carrier free and low endotoxin, for human, mouse, rat and more',
    },
    link: '/product-list?id=4',
    image: null,
    sort: 2,
  },
  {
    title: { zh: '免疫检查点与CD抗原', en: 'Immune Checkpoints & CD Antigens' },
    subtitle: {
      zh: '天然构象、高生物活性，SPR/BLI验证的亲和力数据',
      en: 'Native conformation and high bioactivity, with affinity data verified by SPR/BLI',
    },
    link: '/product-list?id=5',
    image: null,
    sort: 3,
  },
  {
    title: { zh: '病毒抗原：新冠最新变异株同步上线', en: 'Viral Antigens: Latest SARS-CoV-2 Variants' },
    subtitle: {
      zh: 'JN.1、KP.2等变异株RBD与S蛋白，助力疫苗与中和抗体研发',
      en: 'RBD and spike proteins of JN.1, KP.2 and more for vaccine and neutralizing antibody research',
    },
    link: '/product-list?id=6',
    image: null,
    sort: 4,
  },
  {
    title: { zh: '新品速递', en: 'New Products' },
    subtitle: { zh: '每月上新，抢先了解最新靶点蛋白', en: 'New targets every month: see what just launched' },
    link: '/new-products',
    image: null,
    sort: 5,
  },
  {
    title: { zh: '免费试用装申请', en: 'Apply for a Free Trial Sample' },
    subtitle: {
      zh: '科研用户可申请指定蛋白的免费试用，先试后买',
      en: 'Researchers can try selected proteins free of charge before buying',
    },
    link: '/apply',
    image: null,
    sort: 6,
  },
  {
    title: { zh: '文章发表奖励计划', en: 'Publication Reward Program' },
    subtitle: {
      zh: '引用我司产品发表论文，最高可获3000元奖励',
      en: 'Cite our products in your paper and earn up to CNY 3,000',
    },
    link: '/reward',
    image: null,
    sort: 7,
  },
];

/**
 * Site-wide settings. brand, privacy_policy and terms_conditions hold the stored link ids the
 * web app passes to /rich-detail?fileId=.
 */
export const globalCfg: DemoGlobalCfg[] = [
  { key: 'mail', value: { zh: 'order.cn@example.com', en: 'order@example.com' } },
  { key: 'phone', value: { zh: '400-682-2521', en: '+86 10 5371 6215' } },
  { key: 'toll_free', value: { zh: '400-682-2521', en: '+1 800 555 0148' } },
  { key: 'brand', value: { zh: '1024', en: '2024' } },
  { key: 'privacy_policy', value: { zh: '1025', en: '2025' } },
  { key: 'terms_conditions', value: { zh: '1026', en: '2026' } },
  { key: 'icp_licence', value: { zh: '京ICP备12345678号-1', en: 'Beijing ICP No. 12345678-1' } },
  { key: 'stock_code', value: { zh: '股票代码：300000', en: 'Stock code: 300000' } },
  { key: 'wechat', value: { zh: '禾泰生物', en: 'Hetai Bio' } },
  {
    key: 'linkedin',
    value: {
      zh: 'https://www.linkedin.example/company/hetai-bio',
      en: 'https://www.linkedin.example/company/hetai-bio',
    },
  },
  { key: 'support_hours', value: { zh: '周一至周五 9:00-17:30', en: 'Mon-Fri 9:00-17:30 (UTC+8)' } },
  { key: 'support_mail', value: { zh: 'tech.cn@example.com', en: 'tech@example.com' } },
];

function vocabulary(
  type: string,
  terms: Record<string, { name: { zh: string; en: string } }>,
): DemoDictEntry[] {
  return Object.entries(terms).map(([code, term]) => ({ type, code, label: term.name }));
}

/** Lookup lists for forms and search filters (SPEC §3, §7 /dict). */
export const dict: DemoDictEntry[] = [
  { type: 'industry', code: 'academic', label: { zh: '科研院校', en: 'Academic research' } },
  { type: 'industry', code: 'industry', label: { zh: '工业企业', en: 'Industry' } },
  { type: 'industry', code: 'hospital', label: { zh: '医院及临床机构', en: 'Hospital & clinical' } },
  { type: 'industry', code: 'government', label: { zh: '政府及检测机构', en: 'Government & testing' } },
  ...vocabulary('species', species),
  ...vocabulary('tag', tags),
  ...vocabulary('expression_system', expressionSystems),
  ...vocabulary('conjugate', conjugates),
  { type: 'tag_position', code: 'c_terminus', label: { zh: 'C端', en: 'C-terminus' } },
  { type: 'tag_position', code: 'n_terminus', label: { zh: 'N端', en: 'N-terminus' } },
  { type: 'tag_position', code: 'other', label: { zh: '其他', en: 'Other' } },
  { type: 'education', code: 'bachelor', label: { zh: '本科', en: 'Bachelor' } },
  { type: 'education', code: 'master', label: { zh: '硕士', en: 'Master' } },
  { type: 'education', code: 'doctor', label: { zh: '博士', en: 'Doctorate' } },
  { type: 'education', code: 'postdoc', label: { zh: '博士后', en: 'Postdoctoral' } },
  { type: 'article_category', code: 'news', label: { zh: '新闻动态', en: 'News' } },
  { type: 'article_category', code: 'activity', label: { zh: '市场活动', en: 'Events' } },
];

/** Search ranking shown under the search box (SPEC: 5 by default). */
export const hotKeywords: DemoHotKeyword[] = [
  { keyword: { zh: 'PD-1', en: 'PD-1' }, count: 18234 },
  { keyword: { zh: '加帽率检测', en: 'mRNA capping' }, count: 15120 },
  { keyword: { zh: 'IL-2', en: 'IL-2' }, count: 12876 },
  { keyword: { zh: 'Claudin 18.2', en: 'Claudin 18.2' }, count: 11342 },
  { keyword: { zh: '新冠RBD', en: 'SARS-CoV-2 RBD' }, count: 9880 },
  { keyword: { zh: 'T7 RNA聚合酶', en: 'T7 RNA polymerase' }, count: 8654 },
  { keyword: { zh: 'BCMA', en: 'BCMA' }, count: 7712 },
  { keyword: { zh: 'HER2', en: 'HER2' }, count: 6931 },
  { keyword: { zh: 'CD19', en: 'CD19' }, count: 6120 },
  { keyword: { zh: '生物素标记蛋白', en: 'biotinylated protein' }, count: 5487 },
  { keyword: { zh: 'FcRn', en: 'FcRn' }, count: 4310 },
  { keyword: { zh: 'GMP细胞因子', en: 'GMP cytokines' }, count: 3905 },
];
