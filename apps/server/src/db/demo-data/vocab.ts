import type { Localized } from './types';

/**
 * Controlled vocabularies shared by the products, the dict entries and the benchmark generator.
 * `code` is the character a catalog number uses for the value (see README.md, "Catalog numbers").
 */
export interface Term {
  code: string;
  name: Localized;
}

export const species = {
  human: { code: 'H', name: { zh: '人', en: 'Human' } },
  mouse: { code: 'M', name: { zh: '小鼠', en: 'Mouse' } },
  rat: { code: 'R', name: { zh: '大鼠', en: 'Rat' } },
  cynomolgus: { code: 'C', name: { zh: '食蟹猴', en: 'Cynomolgus' } },
  rhesus: { code: 'K', name: { zh: '恒河猴', en: 'Rhesus macaque' } },
  canine: { code: 'D', name: { zh: '犬', en: 'Canine' } },
  porcine: { code: 'P', name: { zh: '猪', en: 'Porcine' } },
  rabbit: { code: 'B', name: { zh: '兔', en: 'Rabbit' } },
} as const satisfies Record<string, Term>;
export type SpeciesKey = keyof typeof species;

export const expressionSystems = {
  hek293: { code: '5', name: { zh: 'HEK293细胞', en: 'HEK293 cells' } },
  cho: { code: '6', name: { zh: 'CHO细胞', en: 'CHO cells' } },
  ecoli: { code: '1', name: { zh: '大肠杆菌', en: 'E. coli' } },
  insect: { code: '3', name: { zh: '昆虫细胞', en: 'Insect cells' } },
  pichia: { code: '4', name: { zh: '毕赤酵母', en: 'Pichia pastoris' } },
} as const satisfies Record<string, Term>;
export type ExpressionKey = keyof typeof expressionSystems;

/** A name that reads the same in both languages, such as a tag's symbol. */
function same(name: string): Localized {
  return { zh: name, en: name };
}

interface TagTerm extends Term {
  /** A product's tag as its page and chips show it (the English one is SPEC's suggestion-form list). */
  label: Localized;
  /** Added to the predicted monomer mass, kDa. */
  kda: number;
  /** Fc fusions are disulfide-linked homodimers. */
  dimer: boolean;
  phrase: Localized;
  nameSuffix: Localized;
}

export const tags = {
  free: {
    code: '0',
    label: { zh: '无标签', en: 'Tag free' },
    kda: 0,
    dimer: false,
    name: { zh: '无标签', en: 'Tag free' },
    phrase: { zh: '不带任何标签', en: 'carries no tag' },
    nameSuffix: { zh: '（无标签）', en: ' (Tag Free)' },
  },
  his: {
    code: '2',
    label: same('His'),
    kda: 1.1,
    dimer: false,
    name: { zh: 'His标签', en: 'His tag' },
    phrase: { zh: 'C端带有多聚组氨酸标签', en: 'carries a C-terminal polyhistidine tag' },
    nameSuffix: { zh: '，His标签', en: ', His Tag' },
  },
  hfc: {
    code: '5',
    label: same('hFc'),
    kda: 26.1,
    dimer: true,
    name: { zh: '人Fc标签', en: 'Human Fc tag' },
    phrase: { zh: 'C端融合人IgG1 Fc片段', en: 'is fused to a C-terminal human IgG1 Fc fragment' },
    nameSuffix: { zh: '，人Fc标签', en: ', Fc Tag' },
  },
  mfc: {
    code: '6',
    label: same('mFc'),
    kda: 26.4,
    dimer: true,
    name: { zh: '鼠Fc标签', en: 'Mouse Fc tag' },
    phrase: { zh: 'C端融合小鼠IgG2a Fc片段', en: 'is fused to a C-terminal mouse IgG2a Fc fragment' },
    nameSuffix: { zh: '，鼠Fc标签', en: ', Mouse IgG2a Fc Tag' },
  },
  flag: {
    code: '7',
    label: same('Flag'),
    kda: 1.0,
    dimer: false,
    name: { zh: 'Flag标签', en: 'Flag tag' },
    phrase: { zh: 'C端带有Flag标签（DYKDDDDK）', en: 'carries a C-terminal Flag tag (DYKDDDDK)' },
    nameSuffix: { zh: '，Flag标签', en: ', Flag Tag' },
  },
  hisAvi: {
    code: '8',
    label: same('His-Avi'),
    kda: 3.0,
    dimer: false,
    name: { zh: 'His-Avi标签', en: 'His-Avi tag' },
    phrase: {
      zh: 'C端依次带有His标签和Avi标签（15个氨基酸的生物素化受体肽）',
      en: 'carries a C-terminal His tag followed by an Avi tag (a 15-amino-acid biotin acceptor peptide)',
    },
    nameSuffix: { zh: '，His-Avi标签', en: ', His-Avi Tag' },
  },
  fcAvi: {
    code: '9',
    label: same('Fc-Avi'),
    kda: 28.0,
    dimer: true,
    name: { zh: 'Fc-Avi标签', en: 'Fc-Avi tag' },
    phrase: {
      zh: 'C端依次融合人IgG1 Fc片段和Avi标签',
      en: 'is fused to a C-terminal human IgG1 Fc fragment followed by an Avi tag',
    },
    nameSuffix: { zh: '，Fc-Avi标签', en: ', Fc-Avi Tag' },
  },
  gst: {
    code: '4',
    label: same('GST'),
    kda: 26.0,
    dimer: false,
    name: { zh: 'GST标签', en: 'GST tag' },
    phrase: {
      zh: 'N端融合谷胱甘肽S-转移酶（GST）标签',
      en: 'carries an N-terminal glutathione S-transferase (GST) tag',
    },
    nameSuffix: { zh: '，GST标签', en: ', GST Tag' },
  },
  strep: {
    code: '3',
    label: same('Strep'),
    kda: 1.1,
    dimer: false,
    name: { zh: 'Strep标签', en: 'Strep tag' },
    phrase: { zh: 'C端带有Strep II标签', en: 'carries a C-terminal Strep-tag II' },
    nameSuffix: { zh: '，Strep标签', en: ', Strep Tag' },
  },
} as const satisfies Record<string, TagTerm>;
export type TagKey = keyof typeof tags;

/** The tag of a kit, which is not one tagged protein. */
export const tagNotApplicable: Localized = { zh: '不适用', en: 'N/A' };

export const conjugates = {
  none: { code: '1', name: { zh: '未标记', en: 'Unconjugated' }, prefix: { zh: '', en: '' } },
  biotin: {
    code: 'B',
    name: { zh: '生物素', en: 'Biotin' },
    prefix: { zh: '生物素标记', en: 'Biotinylated ' },
  },
  fitc: {
    code: 'F',
    name: { zh: 'FITC荧光素', en: 'FITC' },
    prefix: { zh: 'FITC标记', en: 'FITC-Labeled ' },
  },
  pe: { code: 'P', name: { zh: 'PE藻红蛋白', en: 'PE' }, prefix: { zh: 'PE标记', en: 'PE-Labeled ' } },
} as const satisfies Record<string, Term & { prefix: Localized }>;
export type ConjugateKey = keyof typeof conjugates;

export const endotoxinStandard: Localized = {
  zh: '<1.0 EU/μg（LAL法检测）',
  en: '<1.0 EU/μg by the LAL method',
};
