import { categoryName } from '../categories';
import type { DemoProduct, DemoProductSize, Localized } from '../types';
import { catalogPrice, hash32 } from '../util';
import {
  type ConjugateKey,
  conjugates,
  type ExpressionKey,
  endotoxinStandard,
  expressionSystems,
  type SpeciesKey,
  species,
  type TagKey,
  type Term,
  tags,
} from '../vocab';

/** What kind of molecule a target is; decides applications, sizes and wording. */
export type TargetKind = 'cytokine' | 'receptor' | 'viral';

/**
 * One construct, written compactly as `"<species> <expression> <tag> [conjugate] [new|hot]"`,
 * e.g. `"human hek293 hisAvi biotin"`. For viral antigens the first word is a strain key of the
 * target's `strains` table instead of a host species.
 */
export type ConstructSpec = string;

/** Facts about one protein target; its products are the crossing with `constructs`. */
export interface TargetFact {
  /** Catalog-number prefix, e.g. `IL6`. */
  code: string;
  /** The `target` column, e.g. `IL-6`. */
  symbol: string;
  /** How the product name spells the protein, when it differs from the symbol. */
  display?: Localized;
  full: Localized;
  kind: TargetKind;
  category: number;
  /** Predicted mass of the mature, untagged monomer (kDa). */
  kda: number;
  glycosylated: boolean;
  /** One or two sentences of biology. */
  bio: Localized;
  /** Binding partner used in the lot-release ELISA, if any. */
  partner?: string;
  constructs: ConstructSpec[];
  /** Strains or variants for viral antigens, keyed as the first word of a construct. */
  strains?: Record<string, Term>;
  /** The virus, for the `species` column of viral antigens, e.g. 新型冠状病毒 / SARS-CoV-2. */
  virus?: Localized;
  /** Goes before the whole name, e.g. GMP. */
  namePrefix?: Localized;
  /** Every construct is a new product. */
  isNew?: boolean;
  /** Human unconjugated constructs are hot sellers. */
  hot?: boolean;
  priceFactor?: number;
}

const applications: Record<TargetKind, Localized> = {
  cytokine: {
    zh: '细胞培养、生物活性检测、ELISA标准品及抗体开发',
    en: 'cell culture, bioassays, ELISA standards and antibody development',
  },
  receptor: {
    zh: 'ELISA、SPR/BLI结合动力学分析、细胞实验及免疫动物',
    en: 'ELISA, SPR/BLI binding kinetics, cell-based assays and immunization',
  },
  viral: {
    zh: '疫苗研究、血清学检测开发及中和抗体筛选',
    en: 'vaccine research, serology assay development and neutralizing antibody screening',
  },
};

const conjugateText: Record<ConjugateKey, { sentence: Localized; apps: Localized | null }> = {
  none: { sentence: { zh: '', en: '' }, apps: null },
  biotin: {
    sentence: {
      zh: '经BirA酶在Avi标签上位点特异性生物素化，生物素与蛋白比例约为1:1，在链霉亲和素表面上取向一致。',
      en: ' The Avi tag is biotinylated site-specifically by BirA ligase, giving about one biotin per molecule and a uniform orientation on streptavidin surfaces.',
    },
    apps: {
      zh: '链霉亲和素传感器上的SPR/BLI分析、ELISA及流式细胞术',
      en: 'SPR/BLI on streptavidin sensors, ELISA and flow cytometry',
    },
  },
  fitc: {
    sentence: {
      zh: '经伯氨基偶联FITC荧光素，标记比例经过优化，可直接用于流式检测。',
      en: ' It is coupled to FITC through primary amines at an optimized dye-to-protein ratio for direct flow cytometry.',
    },
    apps: {
      zh: '流式细胞术，包括CAR-T细胞的CAR表达检测',
      en: 'flow cytometry, including detection of CAR expression on CAR-T cells',
    },
  },
  pe: {
    sentence: {
      zh: '经伯氨基偶联PE藻红蛋白，荧光信号强，适合低表达样本的流式检测。',
      en: ' It is coupled to R-phycoerythrin (PE), whose bright signal suits flow cytometry of low-expressing samples.',
    },
    apps: {
      zh: '流式细胞术，包括CAR-T细胞的CAR表达检测',
      en: 'flow cytometry, including detection of CAR expression on CAR-T cells',
    },
  },
};

const lyophilized: Localized = {
  zh: '0.22 μm滤膜过滤的PBS（pH 7.4）冻干，含海藻糖保护剂。',
  en: 'Lyophilized from a 0.22 μm filtered solution in PBS, pH 7.4, with trehalose as protectant.',
};
const lyophilizedCarrierFree: Localized = {
  zh: '0.22 μm滤膜过滤的20 mM Tris、150 mM NaCl（pH 8.0）冻干，不含载体蛋白。',
  en: 'Lyophilized from a 0.22 μm filtered solution in 20 mM Tris, 150 mM NaCl, pH 8.0; carrier free.',
};
const dyeSolution: Localized = {
  zh: '液体，溶于含0.1% BSA和0.05%叠氮钠的PBS（pH 7.4）。',
  en: 'Supplied as a solution in PBS, pH 7.4, with 0.1% BSA and 0.05% sodium azide.',
};
const storeLyophilized: Localized = {
  zh: '冻干品-20°C至-70°C可保存12个月；复溶后2-8°C可保存1周，-70°C可保存3个月，避免反复冻融。',
  en: 'Lyophilized: 12 months at -20°C to -70°C. After reconstitution: 1 week at 2-8°C or 3 months at -70°C; avoid repeated freeze-thaw cycles.',
};
const storeDye: Localized = {
  zh: '2-8°C避光保存，12个月内有效，请勿冻存。',
  en: 'Store at 2-8°C protected from light; stable for 12 months. Do not freeze.',
};

function round1(value: number): string {
  return value.toFixed(1);
}

function molecularWeight(kda: number, tag: TagKey, expr: ExpressionKey, glycosylated: boolean): Localized {
  const t = tags[tag];
  const calc = kda + t.kda;
  const glycan = glycosylated && expr !== 'ecoli';
  const lo = Math.round(calc * (glycan ? 1.12 : 0.95));
  const hi = Math.round(calc * (glycan ? 1.35 : 1.08));
  const dimerZh = t.dimer ? '，以二硫键连接的同源二聚体形式存在' : '';
  const dimerEn = t.dimer ? ' and forms a disulfide-linked homodimer' : '';
  const whyZh = glycan ? '（糖基化所致）' : '';
  const whyEn = glycan ? ' owing to glycosylation' : '';
  return {
    zh: `理论分子量${round1(calc)} kDa${dimerZh}；还原条件下SDS-PAGE表观分子量约${lo}-${hi} kDa${whyZh}。`,
    en: `Calculated ${round1(calc)} kDa${dimerEn}; migrates at about ${lo}-${hi} kDa on reducing SDS-PAGE${whyEn}.`,
  };
}

function sizesFor(catalogNumber: string, kind: TargetKind, c: Parsed, factor: number): DemoProductSize[] {
  const h = hash32(catalogNumber);
  const spread = 0.9 + (h % 21) / 100;
  const speciesFactor = c.speciesKey === 'cynomolgus' || c.speciesKey === 'rhesus' ? 1.12 : 1;
  const p = (base: number) => catalogPrice(base * factor * spread * speciesFactor);
  if (c.conj === 'fitc' || c.conj === 'pe') {
    return [
      { size: '25 tests', priceFen: p(2700) },
      { size: '100 tests', priceFen: p(8000) },
    ];
  }
  if (c.conj === 'biotin') {
    return [
      { size: '25 µg', priceFen: p(3300) },
      { size: '200 µg', priceFen: p(14800) },
    ];
  }
  // A share of bulk sizes is quoted individually (priceFen null = inquiry), as on the real price list.
  const bulk = h % 7 === 0 ? null : undefined;
  if (kind === 'cytokine' && c.expr === 'ecoli') {
    return [
      { size: '10 µg', priceFen: p(900) },
      { size: '50 µg', priceFen: p(2700) },
      { size: '1 mg', priceFen: bulk === null ? null : p(19800) },
    ];
  }
  return [
    { size: '20 µg', priceFen: p(2000) },
    { size: '100 µg', priceFen: p(5700) },
    { size: '1 mg', priceFen: bulk === null ? null : p(29800) },
  ];
}

interface Parsed {
  speciesKey: string;
  origin: Term;
  /** For strains: the label in the product name's parentheses. */
  isStrain: boolean;
  expr: ExpressionKey;
  tag: TagKey;
  conj: ConjugateKey;
  isNew: boolean;
  isHot: boolean;
}

function parse(fact: TargetFact, spec: ConstructSpec): Parsed {
  const words = spec.split(/\s+/);
  const [sp, expr, tag, ...rest] = words;
  const strain = fact.strains?.[sp ?? ''];
  const host = sp !== undefined && sp in species ? species[sp as SpeciesKey] : undefined;
  const origin = strain ?? host;
  if (!origin || !expr || !(expr in expressionSystems) || !tag || !(tag in tags)) {
    throw new Error(`demo data: bad construct "${spec}" for ${fact.code}`);
  }
  const conjWord = rest.find((w) => w in conjugates);
  const unknown = rest.filter((w) => !(w in conjugates) && w !== 'new' && w !== 'hot');
  if (unknown.length > 0) throw new Error(`demo data: bad construct "${spec}" for ${fact.code}`);
  const conj = (conjWord ?? 'none') as ConjugateKey;
  return {
    speciesKey: sp ?? '',
    origin,
    isStrain: strain !== undefined,
    expr: expr as ExpressionKey,
    tag: tag as TagKey,
    conj,
    isNew: fact.isNew === true || rest.includes('new'),
    // A hot target sells best in its plain human forms (tag free or His).
    isHot:
      rest.includes('hot') ||
      (fact.hot === true && sp === 'human' && conj === 'none' && (tag === 'his' || tag === 'free')),
  };
}

/** Builds the products of one target; `used` keeps catalog numbers unique across all families. */
export function buildTarget(fact: TargetFact, used: Set<string>): DemoProduct[] {
  categoryName(fact.category); // fails fast on a wrong category id
  return fact.constructs.map((spec) => {
    const c = parse(fact, spec);
    const stem = `${fact.code}-${c.origin.code}${expressionSystems[c.expr].code}${tags[c.tag].code}${conjugates[c.conj].code}`;
    let n = 1;
    while (used.has(`${stem}${n}`)) n++;
    used.add(`${stem}${n}`);
    return buildProduct(fact, c, `${stem}${n}`);
  });
}

/** One construct of a target under a given catalog number (the benchmark generator picks its own). */
export function buildConstruct(fact: TargetFact, spec: ConstructSpec, catalogNumber: string): DemoProduct {
  return buildProduct(fact, parse(fact, spec), catalogNumber);
}

function buildProduct(fact: TargetFact, c: Parsed, catalogNumber: string): DemoProduct {
  const e = expressionSystems[c.expr];
  const t = tags[c.tag];
  const k = conjugates[c.conj];
  const kt = conjugateText[c.conj];
  const display = fact.display ?? { zh: fact.symbol, en: fact.symbol };
  const pre = fact.namePrefix ?? { zh: '', en: '' };
  const named: Localized = c.isStrain
    ? {
        zh: `${k.prefix.zh}${display.zh}（${c.origin.name.zh}）${t.nameSuffix.zh}`,
        en: `${k.prefix.en}${display.en}${/(Protein|Glycoprotein|Antigen|\))$/.test(display.en) ? '' : ' Protein'} (${c.origin.name.en})${t.nameSuffix.en}`,
      }
    : {
        zh: `${k.prefix.zh}${c.origin.name.zh}${display.zh}蛋白${t.nameSuffix.zh}`,
        en: `${k.prefix.en}${c.origin.name.en} ${display.en} Protein${t.nameSuffix.en}`,
      };
  const name: Localized = { zh: `${pre.zh}${named.zh}`, en: `${pre.en}${named.en}` };
  const speciesName: Localized = c.isStrain
    ? {
        zh: `${fact.virus?.zh ?? display.zh}（${c.origin.name.zh}）`,
        en: `${fact.virus?.en ?? display.en} (${c.origin.name.en})`,
      }
    : c.origin.name;

  const apps = kt.apps ?? applications[fact.kind];
  const partnerZh = fact.partner ? `每批次均经ELISA验证与${fact.partner}的结合活性，` : '';
  const partnerEn = fact.partner ? ` Binding to ${fact.partner} is confirmed by ELISA for every lot.` : '';
  const whoZh = c.isStrain ? `${display.zh}（${c.origin.name.zh}）` : `${c.origin.name.zh}${display.zh}蛋白`;
  const whoEn = c.isStrain
    ? `${display.en} protein (${c.origin.name.en})`
    : `${c.origin.name.en.toLowerCase()} ${display.en} protein`;
  const description: Localized = {
    zh: `${fact.bio.zh}本品为${e.name.zh}表达的重组${whoZh}，${t.phrase.zh}。${kt.sentence.zh}${partnerZh}纯度经SDS-PAGE检测高于95%。适用于${apps.zh}。`,
    en: `${fact.bio.en} This recombinant ${whoEn} is expressed in ${e.name.en} and ${t.phrase.en}.${kt.sentence.en}${partnerEn} Purity exceeds 95% by SDS-PAGE. Suitable for ${apps.en}.`,
  };
  const dye = c.conj === 'fitc' || c.conj === 'pe';
  const carrierFree = fact.kind === 'cytokine' && c.expr === 'ecoli';
  return {
    catalogNumber,
    categoryId: fact.category,
    name,
    target: fact.symbol,
    species: speciesName,
    tag: t.label,
    expressionSystem: e.name,
    conjugate: k.name,
    purity: t.dimer
      ? { zh: '>95%（SDS-PAGE检测）；>90%（SEC-MALS检测）', en: '>95% by SDS-PAGE; >90% by SEC-MALS' }
      : { zh: '>95%（SDS-PAGE检测）', en: '>95% by SDS-PAGE' },
    endotoxin: endotoxinStandard,
    molecularWeight: molecularWeight(fact.kda, c.tag, c.expr, fact.glycosylated),
    formulation: dye ? dyeSolution : carrierFree ? lyophilizedCarrierFree : lyophilized,
    storage: dye ? storeDye : storeLyophilized,
    description,
    isNew: c.isNew,
    isHot: c.isHot,
    popularRank: null,
    sizes: sizesFor(catalogNumber, fact.kind, c, fact.priceFactor ?? 1),
  };
}
