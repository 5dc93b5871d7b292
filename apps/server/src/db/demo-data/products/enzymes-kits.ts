import type { DemoProduct, DemoProductSize, Localized } from '../types';
import { expressionSystems, tagNotApplicable, tags } from '../vocab';

const unconjugated: Localized = { zh: '未标记', en: 'Unconjugated' };
const glycerolBuffer: Localized = {
  zh: '液体，储存于20 mM Tris-HCl、100 mM NaCl、1 mM DTT、0.1 mM EDTA、50%甘油（pH 7.9）中。',
  en: 'Supplied in 20 mM Tris-HCl, 100 mM NaCl, 1 mM DTT, 0.1 mM EDTA and 50% glycerol, pH 7.9.',
};
const enzymeStorage: Localized = {
  zh: '-20°C保存，有效期24个月；使用时置于冰上，避免反复冻融。',
  en: 'Store at -20°C; stable for 24 months. Keep on ice during use and avoid repeated freeze-thaw cycles.',
};
const enzymePurity: Localized = {
  zh: '>95%（SDS-PAGE检测）；未检出RNase、DNase及非特异性核酸内切酶活性',
  en: '>95% by SDS-PAGE; no detectable RNase, DNase or non-specific endonuclease activity',
};
const lowEndotoxin: Localized = { zh: '<10 EU/mg（LAL法检测）', en: '<10 EU/mg by the LAL method' };

interface EnzymeSpec {
  catalogNumber: string;
  categoryId: number;
  name: Localized;
  target: string;
  source: Localized;
  expr: keyof typeof expressionSystems;
  tag: keyof typeof tags;
  kda: number;
  activity: Localized;
  text: Localized;
  sizes: DemoProductSize[];
  isNew?: boolean;
  isHot?: boolean;
  gmp?: boolean;
  formulation?: Localized;
  storage?: Localized;
}

function enzyme(s: EnzymeSpec): DemoProduct {
  const t = tags[s.tag];
  return {
    catalogNumber: s.catalogNumber,
    categoryId: s.categoryId,
    name: s.name,
    target: s.target,
    species: s.source,
    tag: t.label,
    expressionSystem: expressionSystems[s.expr].name,
    conjugate: unconjugated,
    purity: enzymePurity,
    endotoxin: s.gmp ? { zh: '<1 EU/mg（LAL法检测）', en: '<1 EU/mg by the LAL method' } : lowEndotoxin,
    molecularWeight: {
      zh: `理论分子量${(s.kda + t.kda).toFixed(1)} kDa。`,
      en: `Calculated ${(s.kda + t.kda).toFixed(1)} kDa.`,
    },
    formulation: s.formulation ?? glycerolBuffer,
    storage: s.storage ?? enzymeStorage,
    description: {
      zh: `${s.text.zh}${s.activity.zh}${s.gmp ? '本品按GMP规范生产，不含动物源性成分，提供完整的质量文件支持IND申报。' : ''}`,
      en: `${s.text.en} ${s.activity.en}${s.gmp ? ' Manufactured under GMP without animal-derived components, with full quality documentation for IND filings.' : ''}`,
    },
    isNew: s.isNew ?? false,
    isHot: s.isHot ?? false,
    popularRank: null,
    // Kits are sold whole (plates, standards, buffers): no free trial sample of them.
    trialAvailable: false,
    sizes: s.sizes,
  };
}

const phage: Localized = { zh: 'T7噬菌体', en: 'Bacteriophage T7' };
const vaccinia: Localized = { zh: '痘苗病毒', en: 'Vaccinia virus' };

export const enzymeProducts: DemoProduct[] = [
  enzyme({
    catalogNumber: 'T7R-E1011',
    categoryId: 10101,
    name: { zh: 'T7 RNA聚合酶', en: 'T7 RNA Polymerase' },
    target: 'T7 RNA polymerase',
    source: phage,
    expr: 'ecoli',
    tag: 'free',
    kda: 98.9,
    isHot: true,
    text: {
      zh: 'T7 RNA聚合酶高度特异地识别T7启动子，以线性化DNA为模板合成RNA，是mRNA疫苗和药物体外转录（IVT）的核心原料酶。',
      en: 'T7 RNA polymerase recognizes the T7 promoter with high specificity and transcribes RNA from linearized DNA templates; it is the core enzyme of in vitro transcription (IVT) for mRNA vaccines and therapeutics.',
    },
    activity: {
      zh: '浓度50 U/μL；单位定义：37°C下1小时内掺入1 nmol ATP至酸不溶性产物所需的酶量。',
      en: 'Supplied at 50 U/μL. One unit incorporates 1 nmol of ATP into acid-insoluble material in 1 hour at 37°C.',
    },
    sizes: [
      { size: '5,000 U', priceFen: 68_000 },
      { size: '50,000 U', priceFen: 498_000 },
      { size: '1 MU', priceFen: null },
    ],
  }),
  enzyme({
    catalogNumber: 'T7R-E1012',
    categoryId: 10101,
    name: { zh: '低dsRNA T7 RNA聚合酶', en: 'T7 RNA Polymerase, Low dsRNA' },
    target: 'T7 RNA polymerase',
    source: phage,
    expr: 'ecoli',
    tag: 'free',
    kda: 98.9,
    isNew: true,
    isHot: true,
    text: {
      zh: '经定向进化获得的T7 RNA聚合酶突变体，显著降低体外转录过程中的3′端延伸和反义转录，使dsRNA副产物减少80%以上，可减少后续纯化步骤。',
      en: 'A directed-evolution T7 RNA polymerase variant that suppresses 3′ extension and antisense transcription, cutting double-stranded RNA by-products by more than 80% and sparing downstream purification.',
    },
    activity: {
      zh: '浓度50 U/μL；兼容N1-甲基假尿苷（m1ψ）等修饰核苷酸及CleanCap类共转录加帽类似物。',
      en: 'Supplied at 50 U/μL; compatible with modified nucleotides such as N1-methylpseudouridine (m1ψ) and co-transcriptional cap analogs.',
    },
    sizes: [
      { size: '5,000 U', priceFen: 128_000 },
      { size: '50,000 U', priceFen: 898_000 },
      { size: '1 MU', priceFen: null },
    ],
  }),
  enzyme({
    catalogNumber: 'T7R-G1011',
    categoryId: 10101,
    name: { zh: 'GMP级T7 RNA聚合酶', en: 'GMP T7 RNA Polymerase' },
    target: 'T7 RNA polymerase',
    source: phage,
    expr: 'ecoli',
    tag: 'free',
    kda: 98.9,
    gmp: true,
    text: {
      zh: '面向mRNA药物临床及商业化生产的T7 RNA聚合酶，批间一致性高，残留宿主蛋白和DNA均经过严格检测。',
      en: 'T7 RNA polymerase for clinical and commercial mRNA manufacturing, with tight lot-to-lot consistency and tested residual host-cell protein and DNA.',
    },
    activity: {
      zh: '浓度250 U/μL，适合大规模转录反应。',
      en: 'Supplied at 250 U/μL for large-scale transcription.',
    },
    sizes: [
      { size: '1 MU', priceFen: 3_880_000 },
      { size: '10 MU', priceFen: null },
    ],
  }),
  enzyme({
    catalogNumber: 'SP6-E1011',
    categoryId: 10101,
    name: { zh: 'SP6 RNA聚合酶', en: 'SP6 RNA Polymerase' },
    target: 'SP6 RNA polymerase',
    source: { zh: 'SP6噬菌体', en: 'Bacteriophage SP6' },
    expr: 'ecoli',
    tag: 'his',
    kda: 98.5,
    text: {
      zh: 'SP6 RNA聚合酶特异识别SP6启动子，常用于RNA探针制备及双启动子载体的体外转录。',
      en: 'SP6 RNA polymerase is specific for the SP6 promoter and is used for RNA probe synthesis and transcription from dual-promoter vectors.',
    },
    activity: { zh: '浓度20 U/μL。', en: 'Supplied at 20 U/μL.' },
    sizes: [
      { size: '1,000 U', priceFen: 58_000 },
      { size: '5,000 U', priceFen: 228_000 },
    ],
  }),
  enzyme({
    catalogNumber: 'VCE-E1021',
    categoryId: 10102,
    name: { zh: '痘苗病毒加帽酶', en: 'Vaccinia Capping Enzyme' },
    target: 'Vaccinia capping enzyme',
    source: vaccinia,
    expr: 'ecoli',
    tag: 'his',
    kda: 128.0,
    isHot: true,
    text: {
      zh: '痘苗病毒加帽酶由D1和D12亚基组成，具有RNA三磷酸酶、鸟苷酸转移酶和鸟嘌呤-N7甲基转移酶三种活性，可在GTP和SAM存在下为转录后的RNA添加Cap 0结构。',
      en: 'Vaccinia capping enzyme, made of the D1 and D12 subunits, carries RNA triphosphatase, guanylyltransferase and guanine-N7 methyltransferase activities and adds a Cap 0 structure to transcribed RNA in the presence of GTP and SAM.',
    },
    activity: {
      zh: '浓度10 U/μL；与mRNA Cap 2′-O-甲基转移酶联用可一步获得Cap 1结构，加帽率可达95%以上。',
      en: 'Supplied at 10 U/μL. Combined with mRNA cap 2′-O-methyltransferase it yields Cap 1 in one step with capping above 95%.',
    },
    sizes: [
      { size: '1,000 U', priceFen: 168_000 },
      { size: '5,000 U', priceFen: 698_000 },
      { size: '50,000 U', priceFen: null },
    ],
  }),
  enzyme({
    catalogNumber: 'VCE-G1021',
    categoryId: 10102,
    name: { zh: 'GMP级痘苗病毒加帽酶', en: 'GMP Vaccinia Capping Enzyme' },
    target: 'Vaccinia capping enzyme',
    source: vaccinia,
    expr: 'ecoli',
    tag: 'his',
    kda: 128.0,
    gmp: true,
    isNew: true,
    text: {
      zh: '用于mRNA药物GMP生产的酶法加帽原料，与GMP级2′-O-甲基转移酶配套使用。',
      en: 'Enzymatic capping raw material for GMP mRNA manufacturing, matched with GMP cap 2′-O-methyltransferase.',
    },
    activity: { zh: '浓度50 U/μL。', en: 'Supplied at 50 U/μL.' },
    sizes: [
      { size: '50,000 U', priceFen: 4_580_000 },
      { size: '500,000 U', priceFen: null },
    ],
  }),
  enzyme({
    catalogNumber: 'MTE-E1021',
    categoryId: 10102,
    name: { zh: 'mRNA Cap 2′-O-甲基转移酶', en: 'mRNA Cap 2′-O-Methyltransferase' },
    target: "mRNA cap 2'-O-methyltransferase",
    source: vaccinia,
    expr: 'ecoli',
    tag: 'his',
    kda: 39.1,
    isHot: true,
    text: {
      zh: '本酶（痘苗病毒VP39）以SAM为甲基供体，将Cap 0结构中第一个核苷酸的核糖2′-O位甲基化，生成Cap 1结构，可降低mRNA的先天免疫原性并提高翻译效率。',
      en: 'This enzyme (vaccinia VP39) uses SAM to methylate the 2′-O ribose of the first transcribed nucleotide, turning Cap 0 into Cap 1, which lowers innate immunogenicity and improves translation.',
    },
    activity: { zh: '浓度50 U/μL。', en: 'Supplied at 50 U/μL.' },
    sizes: [
      { size: '2,000 U', priceFen: 128_000 },
      { size: '10,000 U', priceFen: 498_000 },
      { size: '100,000 U', priceFen: null },
    ],
  }),
  enzyme({
    catalogNumber: 'FCE-E1021',
    categoryId: 10102,
    name: { zh: 'Faustovirus加帽酶', en: 'Faustovirus Capping Enzyme' },
    target: 'Faustovirus capping enzyme',
    source: { zh: 'Faustovirus病毒', en: 'Faustovirus' },
    expr: 'ecoli',
    tag: 'his',
    kda: 74.0,
    isNew: true,
    text: {
      zh: 'Faustovirus加帽酶为单链多功能加帽酶，温度适应范围宽（25-50°C），对具有复杂5′端二级结构的mRNA加帽效率更高。',
      en: 'Faustovirus capping enzyme is a single-chain, multifunctional capping enzyme active from 25 to 50°C and caps mRNAs with structured 5′ ends more efficiently.',
    },
    activity: { zh: '浓度25 U/μL。', en: 'Supplied at 25 U/μL.' },
    sizes: [
      { size: '1,000 U', priceFen: 198_000 },
      { size: '5,000 U', priceFen: 798_000 },
    ],
  }),
  enzyme({
    catalogNumber: 'PPA-E1011',
    categoryId: 10103,
    name: { zh: '无机焦磷酸酶（酵母）', en: 'Inorganic Pyrophosphatase (Yeast)' },
    target: 'Pyrophosphatase',
    source: { zh: '酿酒酵母', en: 'Saccharomyces cerevisiae' },
    expr: 'ecoli',
    tag: 'free',
    kda: 32.3,
    isHot: true,
    text: {
      zh: '无机焦磷酸酶将体外转录中积累的焦磷酸水解为正磷酸，避免焦磷酸镁沉淀，可显著提高高浓度IVT反应的mRNA产量。',
      en: 'Inorganic pyrophosphatase hydrolyzes the pyrophosphate that builds up during transcription, prevents magnesium pyrophosphate precipitation and raises mRNA yield in high-concentration IVT.',
    },
    activity: {
      zh: '浓度0.1 U/μL；单位定义：25°C下每分钟水解1 μmol焦磷酸所需的酶量。',
      en: 'Supplied at 0.1 U/μL. One unit hydrolyzes 1 μmol of pyrophosphate per minute at 25°C.',
    },
    sizes: [
      { size: '10 U', priceFen: 38_000 },
      { size: '100 U', priceFen: 258_000 },
      { size: '1,000 U', priceFen: null },
    ],
  }),
  enzyme({
    catalogNumber: 'RRI-E1011',
    categoryId: 10103,
    name: { zh: '鼠源RNase抑制剂', en: 'Murine RNase Inhibitor' },
    target: 'RNase inhibitor',
    source: species('小鼠', 'Mouse'),
    expr: 'ecoli',
    tag: 'free',
    kda: 49.8,
    text: {
      zh: '鼠源RNase抑制剂可非共价结合并抑制RNase A、B、C，与人源抑制剂相比不含两个易氧化的半胱氨酸，在低DTT条件下更稳定。',
      en: 'Murine RNase inhibitor binds and inhibits RNases A, B and C non-covalently; unlike the human protein it lacks two oxidation-prone cysteines and stays active at low DTT.',
    },
    activity: { zh: '浓度40 U/μL。', en: 'Supplied at 40 U/μL.' },
    sizes: [
      { size: '2,500 U', priceFen: 48_000 },
      { size: '10,000 U', priceFen: 158_000 },
      { size: '100,000 U', priceFen: 1_180_000 },
    ],
  }),
  enzyme({
    catalogNumber: 'PAP-E1021',
    categoryId: 10103,
    name: { zh: 'E. coli Poly(A)聚合酶', en: 'E. coli Poly(A) Polymerase' },
    target: 'Poly(A) polymerase',
    source: { zh: '大肠杆菌', en: 'Escherichia coli' },
    expr: 'ecoli',
    tag: 'his',
    kda: 55.6,
    text: {
      zh: 'Poly(A)聚合酶以ATP为底物在RNA的3′端添加多聚腺苷酸尾，用于未编码poly(A)模板转录产物的酶法加尾。',
      en: 'Poly(A) polymerase adds adenosines to the 3′ end of RNA from ATP and is used to tail transcripts made from templates without an encoded poly(A).',
    },
    activity: { zh: '浓度5 U/μL。', en: 'Supplied at 5 U/μL.' },
    sizes: [
      { size: '100 U', priceFen: 88_000 },
      { size: '500 U', priceFen: 358_000 },
    ],
  }),
  enzyme({
    catalogNumber: 'DNI-E4011',
    categoryId: 102,
    name: { zh: 'DNase I（无RNase）', en: 'DNase I, RNase-free' },
    target: 'DNase I',
    source: species('牛', 'Bovine'),
    expr: 'pichia',
    tag: 'free',
    kda: 29.1,
    isHot: true,
    text: {
      zh: 'DNase I非特异地切割单链和双链DNA，用于体外转录结束后降解DNA模板，本品经严格的RNase残留检测。',
      en: 'DNase I cleaves single- and double-stranded DNA non-specifically and removes the DNA template after in vitro transcription; every lot is tested for residual RNase.',
    },
    activity: {
      zh: '浓度2 U/μL；单位定义：37°C下10分钟内完全降解1 μg pBR322 DNA所需的酶量。',
      en: 'Supplied at 2 U/μL. One unit completely degrades 1 μg of pBR322 DNA in 10 minutes at 37°C.',
    },
    sizes: [
      { size: '1,000 U', priceFen: 48_000 },
      { size: '10,000 U', priceFen: 328_000 },
      { size: '100,000 U', priceFen: null },
    ],
  }),
  enzyme({
    catalogNumber: 'RNH-E1021',
    categoryId: 102,
    name: { zh: '核糖核酸酶H（RNase H）', en: 'RNase H' },
    target: 'RNase H',
    source: { zh: '大肠杆菌', en: 'Escherichia coli' },
    expr: 'ecoli',
    tag: 'his',
    kda: 17.6,
    isHot: true,
    text: {
      zh: 'RNase H特异降解RNA:DNA杂交链中的RNA，可在探针引导下将mRNA 5′端切割成短片段，是LC-MS分析mRNA加帽率的关键工具酶。',
      en: 'RNase H specifically degrades the RNA strand of RNA:DNA hybrids; guided by a probe it releases a short 5′ fragment of mRNA, the key step of LC-MS capping analysis.',
    },
    activity: { zh: '浓度5 U/μL。', en: 'Supplied at 5 U/μL.' },
    sizes: [
      { size: '250 U', priceFen: 58_000 },
      { size: '1,250 U', priceFen: 238_000 },
    ],
  }),
  enzyme({
    catalogNumber: 'RT1-E1021',
    categoryId: 102,
    name: { zh: '核糖核酸酶T1（RNase T1）', en: 'RNase T1' },
    target: 'RNase T1',
    source: { zh: '米曲霉', en: 'Aspergillus oryzae' },
    expr: 'ecoli',
    tag: 'his',
    kda: 11.1,
    text: {
      zh: 'RNase T1在鸟嘌呤残基3′端特异切割单链RNA，用于RNA序列作图和mRNA酶切肽图（寡核苷酸图谱）分析。',
      en: 'RNase T1 cleaves single-stranded RNA after guanosine residues and is used for RNA mapping and oligonucleotide mapping of mRNA.',
    },
    activity: { zh: '浓度1,000 U/μL。', en: 'Supplied at 1,000 U/μL.' },
    sizes: [
      { size: '100,000 U', priceFen: 68_000 },
      { size: '500,000 U', priceFen: 258_000 },
    ],
  }),
  enzyme({
    catalogNumber: 'NUC-E1021',
    categoryId: 102,
    name: { zh: '全能核酸酶', en: 'Universal Nuclease' },
    target: 'Nuclease',
    source: { zh: '黏质沙雷氏菌', en: 'Serratia marcescens' },
    expr: 'ecoli',
    tag: 'his',
    kda: 26.7,
    text: {
      zh: '全能核酸酶可降解各种形式的DNA和RNA，用于降低细胞裂解液黏度及去除病毒载体和蛋白制品中的宿主核酸残留。',
      en: 'This nuclease degrades all forms of DNA and RNA; it lowers lysate viscosity and removes host nucleic acids from viral vectors and protein products.',
    },
    activity: { zh: '浓度250 U/μL，纯度>99%。', en: 'Supplied at 250 U/μL, purity above 99%.' },
    sizes: [
      { size: '25 KU', priceFen: 98_000 },
      { size: '500 KU', priceFen: 980_000 },
      { size: '5 MU', priceFen: null },
    ],
  }),
  enzyme({
    catalogNumber: 'TEV-E1021',
    categoryId: 103,
    name: { zh: 'TEV蛋白酶', en: 'TEV Protease' },
    target: 'TEV protease',
    source: { zh: '烟草蚀纹病毒', en: 'Tobacco etch virus' },
    expr: 'ecoli',
    tag: 'his',
    kda: 27.0,
    text: {
      zh: 'TEV蛋白酶识别ENLYFQ↓G/S序列，用于切除融合蛋白标签；本品为S219V突变体，自切割显著降低。',
      en: 'TEV protease cuts ENLYFQ↓G/S and removes fusion tags; this S219V mutant resists self-cleavage.',
    },
    activity: { zh: '浓度10 U/μL。', en: 'Supplied at 10 U/μL.' },
    sizes: [
      { size: '1,000 U', priceFen: 68_000 },
      { size: '10,000 U', priceFen: 458_000 },
    ],
  }),
  enzyme({
    catalogNumber: 'ENK-E1021',
    categoryId: 103,
    name: { zh: '肠激酶轻链', en: 'Enterokinase Light Chain' },
    target: 'Enterokinase',
    source: species('牛', 'Bovine'),
    expr: 'ecoli',
    tag: 'his',
    kda: 26.3,
    text: {
      zh: '肠激酶在DDDDK↓序列后切割，可去除Flag等标签后不留多余氨基酸。',
      en: 'Enterokinase cleaves after DDDDK↓ and removes Flag and similar tags without leaving extra residues.',
    },
    activity: { zh: '浓度10 U/μL。', en: 'Supplied at 10 U/μL.' },
    sizes: [
      { size: '500 U', priceFen: 88_000 },
      { size: '5,000 U', priceFen: 598_000 },
    ],
  }),
  enzyme({
    catalogNumber: 'PRK-E4011',
    categoryId: 103,
    name: { zh: '蛋白酶K', en: 'Proteinase K' },
    target: 'Proteinase K',
    source: { zh: '白色侧齿霉', en: 'Tritirachium album' },
    expr: 'pichia',
    tag: 'free',
    kda: 28.9,
    text: {
      zh: '蛋白酶K是广谱丝氨酸蛋白酶，在SDS和尿素存在下仍保持活性，用于核酸提取中去除蛋白。',
      en: 'Proteinase K is a broad-spectrum serine protease that stays active in SDS and urea and removes protein during nucleic-acid extraction.',
    },
    activity: {
      zh: '浓度20 mg/mL，比活>30 U/mg。',
      en: 'Supplied at 20 mg/mL, specific activity above 30 U/mg.',
    },
    sizes: [
      { size: '100 mg', priceFen: 68_000 },
      { size: '1 g', priceFen: 428_000 },
    ],
  }),
  enzyme({
    catalogNumber: 'PNG-E1021',
    categoryId: 103,
    name: { zh: 'N-糖苷酶F（PNGase F）', en: 'PNGase F' },
    target: 'PNGase F',
    source: { zh: '脑膜脓毒性伊丽莎白菌', en: 'Elizabethkingia meningoseptica' },
    expr: 'ecoli',
    tag: 'his',
    kda: 36.0,
    text: {
      zh: 'PNGase F切除糖蛋白上几乎所有N-连接糖链，用于抗体和融合蛋白的糖型分析及去糖基化分子量测定。',
      en: 'PNGase F removes almost all N-linked glycans from glycoproteins and is used for glycan analysis and deglycosylated mass measurement of antibodies and fusion proteins.',
    },
    activity: { zh: '浓度500 U/μL。', en: 'Supplied at 500 U/μL.' },
    sizes: [
      { size: '15,000 U', priceFen: 98_000 },
      { size: '75,000 U', priceFen: 398_000 },
    ],
  }),
  enzyme({
    catalogNumber: 'IDS-E1021',
    categoryId: 103,
    name: { zh: 'IdeS蛋白酶', en: 'IdeS Protease' },
    target: 'IdeS',
    source: { zh: '化脓性链球菌', en: 'Streptococcus pyogenes' },
    expr: 'ecoli',
    tag: 'his',
    kda: 35.0,
    isNew: true,
    text: {
      zh: 'IdeS在铰链区下方特异切割IgG，生成F(ab′)2和Fc/2片段，广泛用于抗体中间层级（middle-up）质谱分析。',
      en: 'IdeS cleaves IgG just below the hinge into F(ab′)2 and Fc/2 fragments and is the standard enzyme for middle-up mass spectrometry of antibodies.',
    },
    activity: { zh: '浓度67 U/μL。', en: 'Supplied at 67 U/μL.' },
    sizes: [
      { size: '2,000 U', priceFen: 128_000 },
      { size: '10,000 U', priceFen: 528_000 },
    ],
  }),
];

function species(zh: string, en: string): Localized {
  return { zh, en };
}

const notApplicable: Localized = { zh: '不适用', en: 'Not applicable' };
const kitStorage: Localized = {
  zh: '2-8°C保存，有效期12个月；酶类组分请于-20°C保存。',
  en: 'Store at 2-8°C; stable for 12 months. Keep the enzyme components at -20°C.',
};
const elisaPrecision: Localized = {
  zh: '板内CV<10%，板间CV<15%；加标回收率80%-120%',
  en: 'Intra-assay CV <10%, inter-assay CV <15%; spike recovery 80%-120%',
};

interface KitSpec {
  catalogNumber: string;
  categoryId: number;
  name: Localized;
  target: string;
  sample: Localized;
  components: Localized;
  text: Localized;
  sizes: DemoProductSize[];
  isNew?: boolean;
  isHot?: boolean;
  purity?: Localized;
  storage?: Localized;
}

function kit(s: KitSpec): DemoProduct {
  return {
    catalogNumber: s.catalogNumber,
    categoryId: s.categoryId,
    name: s.name,
    target: s.target,
    species: s.sample,
    tag: tagNotApplicable,
    expressionSystem: notApplicable,
    conjugate: notApplicable,
    purity: s.purity ?? elisaPrecision,
    endotoxin: notApplicable,
    molecularWeight: notApplicable,
    formulation: s.components,
    storage: s.storage ?? kitStorage,
    description: s.text,
    isNew: s.isNew ?? false,
    isHot: s.isHot ?? false,
    popularRank: null,
    sizes: s.sizes,
  };
}

export const kitProducts: DemoProduct[] = [
  kit({
    catalogNumber: 'CD002',
    categoryId: 30101,
    name: { zh: 'mRNA加帽率检测试剂盒', en: 'mRNA Cap Detection Kit' },
    target: 'mRNA cap',
    sample: { zh: '体外转录mRNA', en: 'In vitro transcribed mRNA' },
    isNew: true,
    isHot: true,
    purity: {
      zh: '5′端酶切产物回收率>80%；加帽率测定重复性RSD<2%',
      en: 'Recovery of the 5′ cleavage product above 80%; capping-rate repeatability RSD <2%',
    },
    storage: {
      zh: '-20°C保存，有效期12个月；磁珠组分2-8°C保存，请勿冻存。',
      en: 'Store at -20°C; stable for 12 months. Keep the magnetic beads at 2-8°C and do not freeze them.',
    },
    components: {
      zh: '含RNase H、10×反应缓冲液、生物素化探针退火缓冲液、链霉亲和素磁珠、洗涤液及洗脱液；探针按用户序列另行合成。',
      en: 'Contains RNase H, 10× reaction buffer, annealing buffer for the biotinylated probe, streptavidin magnetic beads, wash buffer and elution buffer; the probe is synthesized to match your sequence.',
    },
    text: {
      zh: '本试剂盒基于RNase H定点切割原理：生物素化的嵌合探针与mRNA 5′端互补退火后，RNase H在指定位置切割，释放长度17-20 nt的5′端片段，经链霉亲和素磁珠捕获纯化后即可用LC-MS分析，区分Cap 0、Cap 1、未加帽（ppp/pp）及其他副产物。\n\n整个酶切与纯化流程仅需约1.5小时，5′端片段回收率高于80%，100 μL反应体系可处理100 pmol mRNA。适用于酶法加帽和共转录加帽两种工艺，兼容ψ、m1ψ、5moU、5mC和m6A等修饰碱基。配套的在线工具箱可完成探针设计、反应体系计算和酶切产物质量计算，完整结果登录后可导出。',
      en: 'The kit is built on site-specific RNase H cleavage: a biotinylated chimeric probe anneals to the 5′ end of the mRNA, RNase H cuts at the designed position and releases a 17-20 nt 5′ fragment, which streptavidin magnetic beads capture and clean up for LC-MS. The analysis resolves Cap 0, Cap 1, uncapped (ppp/pp) species and other by-products.\n\nDigestion and clean-up take only about 1.5 hours, with recovery of the 5′ fragment above 80%; a 100 μL reaction digests 100 pmol of mRNA. The kit works for enzymatic and co-transcriptional capping and with modified bases such as ψ, m1ψ, 5moU, 5mC and m6A. The online toolbox designs the probe, calculates the reaction set-up and the masses of the digestion products; the full result can be exported after login.',
    },
    sizes: [
      { size: '20 rxn', priceFen: 698_000 },
      { size: '50 rxn', priceFen: 1_480_000 },
    ],
  }),
  kit({
    catalogNumber: 'CD001',
    categoryId: 30101,
    name: { zh: 'mRNA Poly(A)尾长度分析试剂盒', en: 'mRNA Poly(A) Tail Length Analysis Kit' },
    target: 'Poly(A) tail',
    sample: { zh: '体外转录mRNA', en: 'In vitro transcribed mRNA' },
    purity: {
      zh: 'Poly(A)片段回收率>75%；长度测定误差±2 nt',
      en: 'Poly(A) fragment recovery above 75%; length accuracy ±2 nt',
    },
    components: {
      zh: '含RNase T1、反应缓冲液、Oligo(dT)磁珠、洗涤液及洗脱液。',
      en: 'Contains RNase T1, reaction buffer, oligo(dT) magnetic beads, wash buffer and elution buffer.',
    },
    text: {
      zh: '利用RNase T1在鸟苷酸后切割的特性释放3′端poly(A)尾，经Oligo(dT)磁珠富集后通过LC-MS或毛细管电泳测定尾长分布和均一性，适用于mRNA原液的放行检测。',
      en: 'RNase T1 cuts after guanosines and releases the 3′ poly(A) tail, which oligo(dT) beads enrich for LC-MS or capillary electrophoresis to measure tail length distribution and homogeneity in mRNA drug substance release testing.',
    },
    sizes: [{ size: '20 rxn', priceFen: 598_000 }],
  }),
  kit({
    catalogNumber: 'CD003',
    categoryId: 30102,
    name: { zh: 'dsRNA ELISA检测试剂盒', en: 'dsRNA ELISA Kit' },
    target: 'dsRNA',
    sample: { zh: 'mRNA原液及制剂', en: 'mRNA drug substance and product' },
    isHot: true,
    components: {
      zh: '预包被抗dsRNA单抗的96孔板、dsRNA标准品、HRP标记检测抗体、TMB底物、终止液、洗涤液及稀释液。',
      en: 'A 96-well plate coated with anti-dsRNA monoclonal antibody, dsRNA standard, HRP-labeled detection antibody, TMB substrate, stop solution, wash buffer and diluent.',
    },
    text: {
      zh: '双抗体夹心法定量检测体外转录产物中的双链RNA副产物，定量范围0.5-32 ng/mL，兼容m1ψ修饰mRNA，用于IVT工艺优化和成品放行。',
      en: 'A sandwich ELISA that quantifies double-stranded RNA by-products of in vitro transcription from 0.5 to 32 ng/mL, compatible with m1ψ-modified mRNA, for IVT process development and lot release.',
    },
    sizes: [
      { size: '48 T', priceFen: 498_000 },
      { size: '96 T', priceFen: 798_000 },
    ],
  }),
  kit({
    catalogNumber: 'CD004',
    categoryId: 30102,
    name: { zh: 'T7 RNA聚合酶残留ELISA检测试剂盒', en: 'Residual T7 RNA Polymerase ELISA Kit' },
    target: 'T7 RNA polymerase',
    sample: { zh: 'mRNA原液', en: 'mRNA drug substance' },
    isNew: true,
    components: {
      zh: '预包被96孔板、T7 RNA聚合酶标准品、生物素化检测抗体、链霉亲和素-HRP、TMB底物及终止液。',
      en: 'Pre-coated 96-well plate, T7 RNA polymerase standard, biotinylated detection antibody, streptavidin-HRP, TMB substrate and stop solution.',
    },
    text: {
      zh: '定量检测mRNA生产工艺中残留的T7 RNA聚合酶，检测下限78 pg/mL，适用于纯化工艺清除验证。',
      en: 'Quantifies residual T7 RNA polymerase in mRNA processes with a lower limit of 78 pg/mL, for purification clearance studies.',
    },
    sizes: [{ size: '96 T', priceFen: 898_000 }],
  }),
  ...(
    [
      ['HC001', 'HEK293', 'HEK293'],
      ['HC002', 'CHO', 'CHO'],
      ['HC003', '大肠杆菌', 'E. coli'],
    ] as const
  ).map(([catalogNumber, zh, en], i) =>
    kit({
      catalogNumber,
      categoryId: 302,
      name: { zh: `${zh}宿主细胞蛋白（HCP）残留检测试剂盒`, en: `${en} Host Cell Protein (HCP) ELISA Kit` },
      target: `${en} HCP`,
      sample: { zh: `${zh}来源的生物制品`, en: `${en}-derived biologics` },
      isHot: i === 0,
      components: {
        zh: '预包被多克隆抗体的96孔板、HCP标准品、HRP标记检测抗体、TMB底物、终止液及洗涤液。',
        en: 'A 96-well plate coated with polyclonal antibody, HCP standard, HRP-labeled detection antibody, TMB substrate, stop solution and wash buffer.',
      },
      text: {
        zh: `采用对${zh}宿主蛋白覆盖率高的多克隆抗体（2D-Western覆盖率>75%），定量检测病毒载体、重组蛋白及抗体中的宿主细胞蛋白残留，满足药典对工艺相关杂质的监控要求。`,
        en: `Polyclonal antibodies with broad coverage of ${en} host proteins (over 75% by 2D Western) quantify host-cell protein in viral vectors, recombinant proteins and antibodies, meeting pharmacopoeial expectations for process impurities.`,
      },
      sizes: [{ size: '96 T', priceFen: 698_000 + i * 50_000 }],
    }),
  ),
  kit({
    catalogNumber: 'HC004',
    categoryId: 302,
    name: { zh: 'Protein A残留ELISA检测试剂盒', en: 'Residual Protein A ELISA Kit' },
    target: 'Protein A',
    sample: { zh: '抗体纯化样品', en: 'Purified antibody samples' },
    components: {
      zh: '预包被96孔板、Protein A标准品、样品变性液、HRP标记检测抗体、TMB底物及终止液。',
      en: 'Pre-coated 96-well plate, Protein A standard, sample denaturing buffer, HRP-labeled detection antibody, TMB substrate and stop solution.',
    },
    text: {
      zh: '检测抗体亲和层析后脱落的天然及重组Protein A配基，样品变性步骤可消除抗体对检测的干扰。',
      en: 'Detects native and recombinant Protein A ligand leached during antibody affinity capture; a denaturing step removes interference from the antibody itself.',
    },
    sizes: [{ size: '96 T', priceFen: 598_000 }],
  }),
  kit({
    catalogNumber: 'HC005',
    categoryId: 302,
    name: { zh: 'HEK293残留DNA定量检测试剂盒（qPCR法）', en: 'HEK293 Residual DNA Quantitation Kit (qPCR)' },
    target: 'HEK293 DNA',
    sample: { zh: '病毒载体及重组蛋白', en: 'Viral vectors and recombinant proteins' },
    purity: {
      zh: '定量下限3 fg/μL；扩增效率90%-110%',
      en: 'Lower limit of quantitation 3 fg/μL; amplification efficiency 90%-110%',
    },
    storage: {
      zh: '-20°C避光保存，有效期12个月。',
      en: 'Store at -20°C protected from light; stable for 12 months.',
    },
    components: {
      zh: 'qPCR预混液、引物探针混合液、HEK293基因组DNA标准品及DNA稀释液。',
      en: 'qPCR master mix, primer-probe mix, HEK293 genomic DNA standard and DNA dilution buffer.',
    },
    text: {
      zh: '靶向人Alu重复序列的TaqMan qPCR方法，可灵敏定量HEK293细胞来源的残留DNA，适用于AAV、慢病毒等病毒载体的放行检测。',
      en: 'A TaqMan qPCR assay targeting human Alu repeats that sensitively quantifies HEK293 residual DNA, for release testing of AAV, lentivirus and other vectors.',
    },
    sizes: [{ size: '100 rxn', priceFen: 798_000 }],
  }),
  kit({
    catalogNumber: 'SK001',
    categoryId: 303,
    name: { zh: 'PD-1/PD-L1抑制剂筛选ELISA试剂盒', en: 'PD-1/PD-L1 Inhibitor Screening ELISA Kit' },
    target: 'PD-1',
    sample: { zh: '抗体或小分子候选物', en: 'Antibody or small-molecule candidates' },
    isHot: true,
    components: {
      zh: '预包被人PD-1蛋白的96孔板、生物素标记人PD-L1蛋白、链霉亲和素-HRP、阳性对照抗体、TMB底物及终止液。',
      en: 'A 96-well plate coated with human PD-1, biotinylated human PD-L1, streptavidin-HRP, a positive control antibody, TMB substrate and stop solution.',
    },
    text: {
      zh: '基于竞争结合原理筛选阻断PD-1与PD-L1相互作用的抗体或小分子，3小时内得到IC50曲线，适合高通量初筛。',
      en: 'A competition assay that screens antibodies or small molecules blocking the PD-1/PD-L1 interaction and delivers IC50 curves within 3 hours, suited to high-throughput primary screens.',
    },
    sizes: [
      { size: '96 T', priceFen: 498_000 },
      { size: '5 × 96 T', priceFen: 1_980_000 },
    ],
  }),
  kit({
    catalogNumber: 'SK002',
    categoryId: 303,
    name: { zh: 'CD47/SIRPα抑制剂筛选ELISA试剂盒', en: 'CD47/SIRPα Inhibitor Screening ELISA Kit' },
    target: 'CD47',
    sample: { zh: '抗体或融合蛋白候选物', en: 'Antibody or fusion-protein candidates' },
    components: {
      zh: '预包被人CD47蛋白的96孔板、生物素标记人SIRPα蛋白、链霉亲和素-HRP、TMB底物及终止液。',
      en: 'A 96-well plate coated with human CD47, biotinylated human SIRPα, streptavidin-HRP, TMB substrate and stop solution.',
    },
    text: {
      zh: '用于筛选阻断CD47与SIRPα结合的抗体和融合蛋白，评估“别吃我”信号通路抑制剂的阻断活性。',
      en: 'Screens antibodies and fusion proteins that block CD47 binding to SIRPα and ranks inhibitors of the “don’t eat me” pathway.',
    },
    sizes: [{ size: '96 T', priceFen: 528_000 }],
  }),
];
