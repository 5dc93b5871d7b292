import type { Localized } from './types';

/**
 * The services pages (issue 14): what a recombinant protein supplier runs for its customers, each with
 * its steps, what the customer receives, how long it takes and what to send. `overview` is rich text
 * (sanitised when seeded); the lists are plain items. Related products are catalog numbers of the demo
 * catalogue. Dates are fixed, so the seed is the same on every machine.
 */
export interface DemoService {
  title: Localized;
  summary: Localized;
  overview: Localized;
  workflow: { zh: string[]; en: string[] };
  deliverables: { zh: string[]; en: string[] };
  timeline: Localized;
  sampleRequirements: { zh: string[]; en: string[] };
  catalogNumbers: string[];
  updatedOn: string;
}

export const services: DemoService[] = [
  {
    title: { zh: '定制蛋白表达与纯化', en: 'Custom Protein Expression and Purification' },
    summary: {
      zh: '从基因合成到毫克至克级纯化蛋白：HEK293、CHO、昆虫细胞与大肠杆菌四种表达体系，按用途选择标签与纯度。',
      en: 'From gene synthesis to milligram- or gram-scale purified protein in HEK293, CHO, insect cells or E. coli, with the tag and purity your assay needs.',
    },
    overview: {
      zh: '<p>我们每年完成 1,500 余个定制表达项目，涵盖细胞因子、受体胞外区、抗体与 Fc 融合蛋白、病毒抗原和酶。项目启动前由<strong>蛋白科学家</strong>评估序列、糖基化与折叠风险，推荐表达体系和构建方案。</p><p>标准质控包括 SDS-PAGE、SEC-HPLC、内毒素（LAL）检测和浓度测定；可选 ELISA 或细胞活性检测、质谱分子量确认。</p>',
      en: '<p>We run more than 1,500 custom expression projects a year: cytokines, receptor extracellular domains, antibodies and Fc fusions, viral antigens and enzymes. Before a project starts, a <strong>protein scientist</strong> reviews the sequence for glycosylation and folding risks and recommends the expression system and construct.</p><p>Standard QC is SDS-PAGE, SEC-HPLC, endotoxin (LAL) and concentration; ELISA or cell-based activity and intact mass by MS are optional.</p>',
    },
    workflow: {
      zh: [
        '序列评估与构建设计',
        '基因合成与载体构建（测序验证）',
        '小量表达试验（2–3 种条件）',
        '放大表达与亲和纯化',
        '精纯（离子交换 / 分子筛）',
        '质控检测与发货',
      ],
      en: [
        'Sequence review and construct design',
        'Gene synthesis and cloning (sequence-verified)',
        'Small-scale expression test (2–3 conditions)',
        'Scale-up expression and affinity purification',
        'Polishing (ion exchange / size exclusion)',
        'QC testing and shipment',
      ],
    },
    deliverables: {
      zh: [
        '纯化蛋白（按约定量与缓冲液分装）',
        '质控报告：SDS-PAGE、SEC-HPLC、内毒素、浓度',
        '表达载体与测序结果',
        '项目报告（表达条件与纯化流程）',
      ],
      en: [
        'Purified protein, aliquoted in the agreed amount and buffer',
        'QC report: SDS-PAGE, SEC-HPLC, endotoxin, concentration',
        'Expression vector with its sequencing result',
        'Project report (expression conditions and purification process)',
      ],
    },
    timeline: { zh: '4–6 周（大肠杆菌 3–4 周）', en: '4–6 weeks (E. coli: 3–4 weeks)' },
    sampleRequirements: {
      zh: [
        '氨基酸或核苷酸序列（UniProt 编号亦可）',
        '期望标签、纯度、用量与缓冲液',
        '如提供质粒：≥ 5 µg，附测序结果',
      ],
      en: [
        'Amino-acid or nucleotide sequence (a UniProt accession will do)',
        'Tag, purity, amount and buffer wanted',
        'If you send a plasmid: ≥ 5 µg with its sequencing result',
      ],
    },
    catalogNumbers: ['IL2-H5211', 'PD1-H5511', 'TNFA-H5211', 'TEV-E1021'],
    updatedOn: '2026-09-15',
  },
  {
    title: { zh: '抗体开发', en: 'Antibody Development' },
    summary: {
      zh: '兔单克隆、小鼠杂交瘤与羊驼纳米抗体开发，从免疫原制备到重组抗体表达，一站完成。',
      en: 'Rabbit monoclonal, mouse hybridoma and alpaca nanobody development, from immunogen to recombinant antibody, in one project.',
    },
    overview: {
      zh: '<p>免疫原由我们自行表达纯化，保证构象与纯度；筛选采用 ELISA、流式与<strong>结合动力学</strong>三重验证。阳性克隆测序后以重组形式在 HEK293 中表达，避免杂交瘤漂移。</p>',
      en: '<p>We express and purify the immunogen ourselves, so its conformation and purity are known; clones are screened by ELISA, flow cytometry and <strong>binding kinetics</strong>. Positive clones are sequenced and expressed recombinantly in HEK293, free of hybridoma drift.</p>',
    },
    workflow: {
      zh: [
        '免疫原设计与制备',
        '动物免疫（兔 / 小鼠 / 羊驼）与效价监测',
        '单 B 细胞或文库筛选',
        'ELISA、流式与亲和力验证',
        '抗体测序与重组表达',
        '交付抗体与序列',
      ],
      en: [
        'Immunogen design and production',
        'Immunisation (rabbit / mouse / alpaca) with titre checks',
        'Single-B-cell or library screening',
        'ELISA, flow cytometry and affinity validation',
        'Antibody sequencing and recombinant expression',
        'Delivery of antibodies and sequences',
      ],
    },
    deliverables: {
      zh: ['3–10 株阳性克隆的重组抗体（各 0.5–1 mg）', '重链与轻链可变区序列', '筛选与亲和力数据报告'],
      en: [
        'Recombinant antibody of 3–10 positive clones (0.5–1 mg each)',
        'Heavy- and light-chain variable-region sequences',
        'Screening and affinity report',
      ],
    },
    timeline: { zh: '12–16 周', en: '12–16 weeks' },
    sampleRequirements: {
      zh: [
        '目标抗原序列或纯化抗原（≥ 2 mg，纯度 > 90%）',
        '筛选用细胞株（如需流式验证）',
        '期望的应用与交叉反应要求',
      ],
      en: [
        'Target antigen sequence, or purified antigen (≥ 2 mg, purity > 90%)',
        'Cell line for screening, if flow validation is wanted',
        'Intended application and cross-reactivity requirements',
      ],
    },
    catalogNumbers: ['PD1-H58B1', 'PD1-H5211', 'VE5-H5211'],
    updatedOn: '2026-08-20',
  },
  {
    title: { zh: '结合动力学检测（SPR / BLI）', en: 'Binding Kinetics by SPR and BLI' },
    summary: {
      zh: '在 Biacore 8K 与 Octet R8 上测定 ka、kd 与 KD，适用于抗体–抗原、受体–配体及小分子相互作用。',
      en: 'ka, kd and KD measured on a Biacore 8K and an Octet R8, for antibody–antigen, receptor–ligand and small-molecule interactions.',
    },
    overview: {
      zh: '<p>实验由具有十年以上经验的应用科学家设计：选择捕获或直接偶联、优化再生条件，并以<strong>至少 5 个浓度</strong>进行多循环或单循环动力学测定。结果按 1:1 Langmuir 或适用模型拟合，附残差与质量评估。</p>',
      en: '<p>Application scientists with over ten years of experience design each assay: capture or direct coupling, regeneration scouting, and multi- or single-cycle kinetics with <strong>at least five concentrations</strong>. Data are fitted to a 1:1 Langmuir or another suitable model, with residuals and a quality assessment.</p>',
    },
    workflow: {
      zh: [
        '实验方案设计与确认',
        '配体固定化与再生条件优化',
        '浓度梯度动力学测定（双复孔）',
        '数据拟合与质量评估',
        '出具报告',
      ],
      en: [
        'Assay design and sign-off',
        'Ligand immobilisation and regeneration scouting',
        'Kinetics over a concentration series (in duplicate)',
        'Curve fitting and quality assessment',
        'Report',
      ],
    },
    deliverables: {
      zh: [
        'ka、kd、KD 及 Rmax、χ² 等参数表',
        '传感图与拟合曲线',
        '原始数据文件（.blr / .frd）',
        '实验报告（中英文可选）',
      ],
      en: [
        'Table of ka, kd, KD with Rmax and χ²',
        'Sensorgrams with fitted curves',
        'Raw data files (.blr / .frd)',
        'Study report (Chinese or English)',
      ],
    },
    timeline: { zh: '样品到达后 5–10 个工作日', en: '5–10 working days after the samples arrive' },
    sampleRequirements: {
      zh: [
        '配体：≥ 100 µg，纯度 > 90%，不含 Tris、叠氮钠',
        '分析物：≥ 200 µg，注明分子量与缓冲液',
        '干冰或冰袋运输，附样品信息表',
      ],
      en: [
        'Ligand: ≥ 100 µg, purity > 90%, free of Tris and sodium azide',
        'Analyte: ≥ 200 µg, with its molecular weight and buffer',
        'Shipped on dry ice or ice packs with the sample form',
      ],
    },
    catalogNumbers: ['PD1-H58B1', 'TNFA-H58B1', 'IL2-H58B1'],
    updatedOn: '2026-10-08',
  },
  {
    title: { zh: '稳定细胞株构建', en: 'Stable Cell Line Development' },
    summary: {
      zh: '过表达靶点的报告基因细胞株与 CHO 生产细胞株构建，单克隆来源，附稳定性数据。',
      en: 'Target-overexpressing and reporter cell lines, and CHO production cell lines, of single-cell origin with stability data.',
    },
    overview: {
      zh: '<p>我们以慢病毒或转座子方式整合目的基因，经有限稀释或单细胞打印获得单克隆，并连续传代 <strong>30 代</strong>验证表达稳定性。报告基因细胞株可直接用于细胞活性检测与药物筛选。</p>',
      en: '<p>The gene of interest is integrated by lentivirus or transposon; single clones are isolated by limiting dilution or single-cell printing, and expression is confirmed stable over <strong>30 passages</strong>. Reporter lines are ready for cell-based potency assays and screening.</p>',
    },
    workflow: {
      zh: [
        '载体设计与构建',
        '转导 / 转染与抗性筛选',
        '单克隆分离',
        '表达与功能验证（流式、报告基因）',
        '稳定性传代验证',
        '细胞建库与冻存发货',
      ],
      en: [
        'Vector design and construction',
        'Transduction / transfection and selection',
        'Single-clone isolation',
        'Expression and function checks (flow cytometry, reporter assay)',
        'Stability over passages',
        'Cell banking and frozen shipment',
      ],
    },
    deliverables: {
      zh: ['2 株单克隆细胞株（每株 2 支冻存管）', '表达与功能验证数据', '支原体检测报告', '细胞培养操作说明'],
      en: [
        'Two single-clone cell lines (two frozen vials each)',
        'Expression and function data',
        'Mycoplasma test report',
        'Culture protocol',
      ],
    },
    timeline: { zh: '8–12 周', en: '8–12 weeks' },
    sampleRequirements: {
      zh: [
        '目的基因序列或质粒',
        '宿主细胞（如需使用客户细胞，需支原体阴性证明）',
        '期望的表达水平与检测方法',
      ],
      en: [
        'Gene sequence or plasmid',
        'Host cells (your own cells need a negative mycoplasma test)',
        'Expression level wanted and how it is measured',
      ],
    },
    catalogNumbers: ['IFNG-H1011', 'IL2-H5211', 'GIL2-H1011'],
    updatedOn: '2026-07-30',
  },
  {
    title: { zh: 'mRNA 加帽率与质量分析', en: 'mRNA Capping and Quality Analysis' },
    summary: {
      zh: '以 RNase H 酶切结合 LC-MS 测定加帽率与帽结构，并检测完整性、polyA 尾长与 dsRNA 残留。',
      en: 'Capping efficiency and cap structure by RNase H cleavage and LC-MS, with integrity, poly(A) tail length and dsRNA residue.',
    },
    overview: {
      zh: '<p>针对 mRNA 疫苗与治疗药物的工艺开发与放行检测：以探针引导的 RNase H 切割 5′ 端片段，经 LC-MS 区分 Cap 0、Cap 1 与未加帽形式，<strong>定量限 1%</strong>。同时提供毛细管电泳完整性与 dsRNA ELISA 检测。</p>',
      en: '<p>For process development and release of mRNA vaccines and therapeutics: a probe-guided RNase H cut releases the 5′ fragment, and LC-MS tells Cap 0, Cap 1 and uncapped forms apart, with a <strong>quantitation limit of 1%</strong>. Capillary electrophoresis integrity and dsRNA ELISA are available too.</p>',
    },
    workflow: {
      zh: [
        '样品接收与信息确认',
        '探针设计与 RNase H 酶切',
        'LC-MS 分析帽结构',
        '完整性、polyA 与 dsRNA 检测',
        '数据分析与报告',
      ],
      en: [
        'Sample receipt and details check',
        'Probe design and RNase H cleavage',
        'LC-MS of the cap structures',
        'Integrity, poly(A) and dsRNA tests',
        'Data analysis and report',
      ],
    },
    deliverables: {
      zh: ['加帽率及各帽结构比例', '质谱图与积分结果', '完整性与 polyA 尾长数据', '检测报告'],
      en: [
        'Capping efficiency and the share of each cap structure',
        'Mass spectra with integration',
        'Integrity and poly(A) tail data',
        'Test report',
      ],
    },
    timeline: { zh: '7–10 个工作日', en: '7–10 working days' },
    sampleRequirements: {
      zh: ['mRNA ≥ 20 µg，浓度 ≥ 0.5 mg/mL，无 RNase 水或柠檬酸盐缓冲液', '提供 5′ UTR 序列', '干冰运输'],
      en: [
        'mRNA ≥ 20 µg at ≥ 0.5 mg/mL, in RNase-free water or citrate buffer',
        "The 5' UTR sequence",
        'Shipped on dry ice',
      ],
    },
    catalogNumbers: ['T7R-E1011', 'VCE-E1021', 'MTE-E1021', 'RNH-E1021', 'PAP-E1021'],
    updatedOn: '2026-10-21',
  },
  {
    title: { zh: '蛋白生物素化与荧光标记', en: 'Protein Biotinylation and Fluorescent Labelling' },
    summary: {
      zh: 'Avi 标签位点特异性生物素化与 FITC、PE、APC 等荧光标记，保留蛋白活性，标记度可控。',
      en: 'Site-specific biotinylation through an Avi tag, and FITC, PE or APC labelling, with activity kept and the degree of labelling controlled.',
    },
    overview: {
      zh: '<p>BirA 酶介导的 Avi 标签生物素化使每个分子仅在一个位点标记，结合表位不受影响；化学标记按目标标记度（DOL）优化反应比例，并以<strong>流式或 ELISA</strong>确认活性。</p>',
      en: '<p>BirA-mediated biotinylation of an Avi tag labels each molecule at one site, leaving binding epitopes untouched; chemical labelling is tuned to the target degree of labelling (DOL), and activity is confirmed by <strong>flow cytometry or ELISA</strong>.</p>',
    },
    workflow: {
      zh: ['方案确认（标记方式与 DOL）', '标记反应', '脱盐与纯化', '标记度与活性检测', '分装发货'],
      en: [
        'Plan sign-off (labelling method and DOL)',
        'Labelling reaction',
        'Desalting and purification',
        'DOL and activity testing',
        'Aliquoting and shipment',
      ],
    },
    deliverables: {
      zh: ['标记蛋白', '生物素化率或 DOL 数据', '活性验证数据'],
      en: ['Labelled protein', 'Biotinylation ratio or DOL', 'Activity data'],
    },
    timeline: { zh: '2–3 周', en: '2–3 weeks' },
    sampleRequirements: {
      zh: [
        '蛋白 ≥ 200 µg，浓度 ≥ 1 mg/mL',
        '缓冲液不含伯胺（Tris、甘氨酸）与 BSA',
        'Avi 标签位点特异标记需蛋白带 Avi 标签',
      ],
      en: [
        'Protein ≥ 200 µg at ≥ 1 mg/mL',
        'Buffer free of primary amines (Tris, glycine) and BSA',
        'Site-specific labelling needs an Avi-tagged protein',
      ],
    },
    catalogNumbers: ['PD1-H58B1', 'PD1-H52F1', 'PD1-H52P1', 'IFNG-H58B1'],
    updatedOn: '2026-06-12',
  },
];
