import type { DemoCategory, Localized } from './types';

/**
 * The catalogue tree. Ids are stable (products, banners and the home page refer to them):
 * top level 1..9, second level `pid * 100 + n`, third level `pid * 100 + n`.
 * The home page shows the families 4, 5 and 6.
 */
interface Node {
  id: number;
  zh: string;
  en: string;
  visible?: boolean;
  children?: Node[];
}

const tree: Node[] = [
  {
    id: 1,
    zh: '酶与mRNA原料',
    en: 'Enzymes & mRNA Raw Materials',
    children: [
      {
        id: 101,
        zh: 'mRNA合成酶',
        en: 'mRNA Synthesis Enzymes',
        children: [
          { id: 10101, zh: '体外转录酶', en: 'In Vitro Transcription Enzymes' },
          { id: 10102, zh: '加帽酶与甲基转移酶', en: 'Capping Enzymes & Methyltransferases' },
          { id: 10103, zh: '辅助酶', en: 'Auxiliary Enzymes' },
        ],
      },
      { id: 102, zh: '核酸酶', en: 'Nucleases' },
      { id: 103, zh: '蛋白酶与工具酶', en: 'Proteases & Tool Enzymes' },
    ],
  },
  {
    id: 2,
    zh: 'Fc受体与补体',
    en: 'Fc Receptors & Complement',
    children: [
      { id: 201, zh: 'Fcγ受体', en: 'Fc Gamma Receptors' },
      { id: 202, zh: '新生儿Fc受体（FcRn）', en: 'Neonatal Fc Receptor (FcRn)' },
      { id: 203, zh: '补体蛋白', en: 'Complement Proteins' },
    ],
  },
  {
    id: 3,
    zh: '试剂盒与试剂',
    en: 'Kits & Reagents',
    children: [
      {
        id: 301,
        zh: 'mRNA质控试剂盒',
        en: 'mRNA Quality Control Kits',
        children: [
          { id: 30101, zh: '加帽率检测', en: 'Capping Analysis' },
          { id: 30102, zh: '残留物检测', en: 'Residual Impurity Detection' },
        ],
      },
      { id: 302, zh: '宿主残留检测试剂盒', en: 'Host Cell Residual Detection Kits' },
      { id: 303, zh: '抗体检测试剂', en: 'Antibody Detection Reagents' },
    ],
  },
  {
    id: 4,
    zh: '细胞因子与生长因子',
    en: 'Cytokines & Growth Factors',
    children: [
      {
        id: 401,
        zh: '白细胞介素',
        en: 'Interleukins',
        children: [
          { id: 40101, zh: 'IL-1家族', en: 'IL-1 Family' },
          { id: 40102, zh: 'IL-2家族（γc细胞因子）', en: 'IL-2 Family (Common γ-Chain)' },
          { id: 40103, zh: 'IL-6家族', en: 'IL-6 Family' },
          { id: 40104, zh: 'IL-10家族', en: 'IL-10 Family' },
          { id: 40105, zh: 'IL-17家族', en: 'IL-17 Family' },
          { id: 40106, zh: 'IL-12家族', en: 'IL-12 Family' },
        ],
      },
      { id: 402, zh: '肿瘤坏死因子超家族', en: 'TNF Superfamily' },
      { id: 403, zh: '干扰素', en: 'Interferons' },
      {
        id: 404,
        zh: '生长因子',
        en: 'Growth Factors',
        children: [
          { id: 40401, zh: 'VEGF/PDGF家族', en: 'VEGF/PDGF Family' },
          { id: 40402, zh: 'EGF家族', en: 'EGF Family' },
          { id: 40403, zh: 'FGF家族', en: 'FGF Family' },
          { id: 40404, zh: '神经营养因子', en: 'Neurotrophic Factors' },
        ],
      },
      { id: 405, zh: 'TGF-β超家族', en: 'TGF-β Superfamily' },
      { id: 406, zh: '趋化因子', en: 'Chemokines' },
      { id: 407, zh: '集落刺激因子', en: 'Colony-Stimulating Factors' },
    ],
  },
  {
    id: 5,
    zh: '免疫检查点与CD抗原',
    en: 'Immune Checkpoints & CD Antigens',
    children: [
      {
        id: 501,
        zh: '免疫检查点',
        en: 'Immune Checkpoints',
        children: [
          { id: 50101, zh: '抑制性检查点', en: 'Inhibitory Checkpoints' },
          { id: 50102, zh: '共刺激分子', en: 'Co-stimulatory Molecules' },
        ],
      },
      {
        id: 502,
        zh: 'CD抗原',
        en: 'CD Antigens',
        children: [
          { id: 50201, zh: 'B细胞标志物', en: 'B-Cell Markers' },
          { id: 50202, zh: 'T细胞标志物', en: 'T-Cell Markers' },
          { id: 50203, zh: '髓系与其他CD抗原', en: 'Myeloid & Other CD Antigens' },
        ],
      },
    ],
  },
  {
    id: 6,
    zh: '病毒抗原',
    en: 'Viral Antigens',
    children: [
      {
        id: 601,
        zh: '新型冠状病毒',
        en: 'SARS-CoV-2',
        children: [
          { id: 60101, zh: 'S蛋白RBD', en: 'Spike RBD' },
          { id: 60102, zh: 'S1/S2与S三聚体', en: 'S1, S2 & Spike Trimer' },
          { id: 60103, zh: 'N蛋白', en: 'Nucleocapsid Protein' },
        ],
      },
      { id: 602, zh: '呼吸道病毒', en: 'Respiratory Viruses' },
      { id: 603, zh: '其他病毒', en: 'Other Viruses' },
      { id: 604, zh: '病毒受体', en: 'Viral Receptors' },
    ],
  },
  {
    id: 7,
    zh: '肿瘤相关抗原',
    en: 'Tumor-Associated Antigens',
    children: [
      { id: 701, zh: '受体酪氨酸激酶', en: 'Receptor Tyrosine Kinases' },
      { id: 702, zh: 'ADC热门靶点', en: 'ADC Targets' },
      { id: 703, zh: '血液肿瘤靶点', en: 'Hematologic Tumor Targets' },
    ],
  },
  {
    id: 8,
    zh: '细胞与基因治疗',
    en: 'Cell & Gene Therapy',
    children: [
      { id: 801, zh: 'GMP级细胞因子', en: 'GMP-Grade Cytokines' },
      { id: 802, zh: 'CAR检测试剂', en: 'CAR Detection Reagents' },
    ],
  },
  // Hidden on purpose: the tree endpoint with status=0 must leave it out.
  { id: 9, zh: '停产产品', en: 'Discontinued Products', visible: false },
];

function flatten(nodes: Node[], pid: number, out: DemoCategory[]): DemoCategory[] {
  nodes.forEach((node, index) => {
    out.push({
      id: node.id,
      pid,
      name: { zh: node.zh, en: node.en },
      sort: index + 1,
      visible: node.visible ?? true,
    });
    if (node.children) flatten(node.children, node.id, out);
  });
  return out;
}

export const categories: DemoCategory[] = flatten(tree, 0, []);

const byId = new Map(categories.map((c) => [c.id, c]));

export function categoryName(id: number): Localized {
  const category = byId.get(id);
  if (!category) throw new Error(`demo data: unknown category ${id}`);
  return category.name;
}

/** Ids of categories without children: the generator spreads benchmark products over these. */
export const leafCategoryIds: number[] = categories
  .filter((c) => c.visible && !categories.some((child) => child.pid === c.id))
  .map((c) => c.id);
