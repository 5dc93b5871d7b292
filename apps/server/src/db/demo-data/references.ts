import { categories } from './categories';
import { products } from './products/index';
import type { DemoProduct, DemoReference } from './types';
import { mulberry32 } from './util';
import { tagNotApplicable } from './vocab';

/**
 * Literature citations of our products. Titles, author lists and DOIs are synthetic (the DOI
 * prefixes are the publishers' real ones, the suffixes are made up); journals and their impact
 * factors are real-world journals with realistic values. The highest impact factor is 54.94 and
 * the average is about 6 (SPEC §9).
 */

type Family = 'cytokine' | 'immune' | 'viral' | 'tumor' | 'fc' | 'mrna';
const families: Family[] = ['cytokine', 'immune', 'viral', 'tumor', 'fc', 'mrna'];

interface Journal {
  name: string;
  impactFactor: number;
  /** DOI prefix and a short slug used to build a synthetic suffix. */
  prefix: string;
  slug: string;
  /** How many citations come from this journal. */
  count: number;
  /** The product families its papers use; any family when absent. */
  fields?: Family[];
}

const journals: Journal[] = [
  { name: 'Cell', impactFactor: 54.94, prefix: '10.1016', slug: 'j.cell', count: 1 },
  { name: 'Nature', impactFactor: 50.5, prefix: '10.1038', slug: 's41586', count: 1 },
  { name: 'Nature Communications', impactFactor: 14.7, prefix: '10.1038', slug: 's41467', count: 1 },
  {
    name: 'Molecular Therapy',
    impactFactor: 12.1,
    prefix: '10.1016',
    slug: 'j.ymthe',
    count: 1,
    fields: ['cytokine', 'immune', 'mrna', 'tumor'],
  },
  {
    name: 'Journal for ImmunoTherapy of Cancer',
    impactFactor: 10.3,
    prefix: '10.1136',
    slug: 'jitc',
    count: 2,
    fields: ['immune', 'tumor', 'cytokine'],
  },
  {
    name: 'Clinical Cancer Research',
    impactFactor: 10.4,
    prefix: '10.1158',
    slug: '1078-0432.CCR',
    count: 1,
    fields: ['tumor', 'immune'],
  },
  {
    name: 'Emerging Microbes & Infections',
    impactFactor: 8.4,
    prefix: '10.1080',
    slug: '22221751',
    count: 3,
    fields: ['viral'],
  },
  { name: 'Cell Reports', impactFactor: 7.5, prefix: '10.1016', slug: 'j.celrep', count: 4 },
  {
    name: 'Journal of Medical Virology',
    impactFactor: 6.8,
    prefix: '10.1002',
    slug: 'jmv',
    count: 5,
    fields: ['viral'],
  },
  {
    name: 'Analytical Chemistry',
    impactFactor: 6.7,
    prefix: '10.1021',
    slug: 'acs.analchem',
    count: 4,
    fields: ['mrna', 'fc'],
  },
  {
    name: 'Molecular Therapy - Nucleic Acids',
    impactFactor: 6.5,
    prefix: '10.1016',
    slug: 'j.omtn',
    count: 4,
    fields: ['mrna'],
  },
  {
    name: 'OncoImmunology',
    impactFactor: 6.5,
    prefix: '10.1080',
    slug: '2162402X',
    count: 4,
    fields: ['immune', 'tumor', 'cytokine'],
  },
  {
    name: 'Biomedicine & Pharmacotherapy',
    impactFactor: 6.9,
    prefix: '10.1016',
    slug: 'j.biopha',
    count: 4,
    fields: ['cytokine', 'tumor', 'immune'],
  },
  {
    name: 'Frontiers in Immunology',
    impactFactor: 5.7,
    prefix: '10.3389',
    slug: 'fimmu',
    count: 14,
    fields: ['cytokine', 'immune', 'fc', 'viral'],
  },
  {
    name: 'mAbs',
    impactFactor: 5.6,
    prefix: '10.1080',
    slug: '19420862',
    count: 6,
    fields: ['fc', 'immune', 'tumor'],
  },
  {
    name: 'PLOS Pathogens',
    impactFactor: 5.5,
    prefix: '10.1371',
    slug: 'journal.ppat',
    count: 3,
    fields: ['viral'],
  },
  {
    name: 'Vaccines',
    impactFactor: 5.2,
    prefix: '10.3390',
    slug: 'vaccines',
    count: 5,
    fields: ['viral', 'mrna'],
  },
  {
    name: 'International Journal of Molecular Sciences',
    impactFactor: 4.9,
    prefix: '10.3390',
    slug: 'ijms',
    count: 10,
  },
  {
    name: 'Antiviral Research',
    impactFactor: 4.5,
    prefix: '10.1016',
    slug: 'j.antiviral',
    count: 3,
    fields: ['viral'],
  },
  { name: 'RNA', impactFactor: 4.2, prefix: '10.1261', slug: 'rna', count: 3, fields: ['mrna'] },
  {
    name: 'Journal of Biological Chemistry',
    impactFactor: 4.0,
    prefix: '10.1016',
    slug: 'j.jbc',
    count: 5,
    fields: ['cytokine', 'fc', 'mrna', 'immune'],
  },
  {
    name: 'Journal of Virology',
    impactFactor: 4.0,
    prefix: '10.1128',
    slug: 'jvi',
    count: 5,
    fields: ['viral'],
  },
  { name: 'Scientific Reports', impactFactor: 3.8, prefix: '10.1038', slug: 's41598', count: 11 },
  {
    name: 'The Journal of Immunology',
    impactFactor: 3.6,
    prefix: '10.4049',
    slug: 'jimmunol',
    count: 5,
    fields: ['cytokine', 'immune', 'fc'],
  },
  {
    name: 'Frontiers in Oncology',
    impactFactor: 3.5,
    prefix: '10.3389',
    slug: 'fonc',
    count: 6,
    fields: ['tumor', 'immune'],
  },
  {
    name: 'Biochemical and Biophysical Research Communications',
    impactFactor: 2.5,
    prefix: '10.1016',
    slug: 'j.bbrc',
    count: 9,
  },
];

const surnames = [
  'Zhang',
  'Wang',
  'Li',
  'Liu',
  'Chen',
  'Yang',
  'Zhao',
  'Huang',
  'Zhou',
  'Wu',
  'Xu',
  'Sun',
  'Ma',
  'Zhu',
  'Hu',
  'Guo',
  'He',
  'Lin',
  'Gao',
  'Luo',
  'Tang',
  'Song',
  'Deng',
  'Feng',
  'Cao',
  'Peng',
  'Xie',
  'Han',
  'Shen',
  'Kim',
  'Park',
  'Tanaka',
  'Sato',
  'Smith',
  'Johnson',
  'Müller',
  'Schmidt',
  'Rossi',
  'García',
  'Martin',
  'Nguyen',
  'Patel',
  'Cohen',
];
const initials = [
  'Y',
  'X',
  'H',
  'J',
  'L',
  'M',
  'Q',
  'S',
  'W',
  'Z',
  'T',
  'R',
  'K',
  'F',
  'C',
  'JY',
  'XL',
  'HM',
  'YQ',
  'ZH',
];

/** Nucleocapsid, NS1 and HBsAg are diagnostic antigens, not neutralization targets. */
const diagnosticTitles = [
  'Rapid serological assay based on recombinant {t} for population surveillance',
  'A lateral-flow antigen test for {t} with picogram sensitivity',
  'Longitudinal antibody responses against {t} after natural infection',
];
const diagnosticTargets = new Set(['Nucleocapsid', 'NS1', 'HBsAg']);

const titles: Record<Family, string[]> = {
  cytokine: [
    '{t} signaling drives the expansion of tissue-resident memory T cells in chronic inflammation',
    'An engineered {t} variant with reduced receptor bias improves the therapeutic window in mice',
    '{t} promotes epithelial regeneration through STAT3-dependent stem cell programs',
    'Serum {t} predicts cytokine release syndrome after CAR-T therapy',
    'Optimized cytokine cocktails containing {t} enhance ex vivo expansion of NK cells',
    'Single-cell profiling reveals {t}-responsive fibroblasts in the tumor microenvironment',
  ],
  immune: [
    'Structural basis of {t} recognition by a high-affinity therapeutic antibody',
    'An Fc-silenced anti-{t} antibody with improved developability and potency',
    'Discovery of a novel anti-{t} nanobody with potent blocking activity',
    '{t} blockade synergizes with PD-1 inhibition to reverse T-cell exhaustion',
    '{t} engagement reshapes T-cell metabolism in the tumor microenvironment',
    'Affinity maturation of {t}-specific antibodies by yeast display and SPR screening',
  ],
  viral: [
    'Neutralizing antibody escape mapped on {t}',
    'A broadly neutralizing antibody targeting a conserved epitope of {t}',
    'Immunogenicity of an mRNA vaccine encoding {t} in mice and macaques',
    'Receptor-binding kinetics of {t} shape viral transmissibility',
    'Structural basis of antibody recognition of {t}',
  ],
  tumor: [
    'A {t}-directed antibody-drug conjugate with a topoisomerase I payload shows activity in resistant models',
    'Targeting {t} with CAR-T cells in solid tumors: efficacy and on-target toxicity',
    'High-throughput epitope binning of anti-{t} antibodies by biolayer interferometry',
    '{t} expression defines a subgroup of patients sensitive to bispecific antibody therapy',
  ],
  fc: [
    'Fc engineering enhances {t} binding and antibody-dependent effector functions',
    'A pH-dependent {t} binding assay predicts antibody half-life in humanized mice',
    'Glycoengineered antibodies with improved {t} affinity for tumor cell killing',
  ],
  mrna: [
    'Site-specific RNase H cleavage and LC-MS quantify mRNA 5′ cap variants',
    'Reducing double-stranded RNA by-products of in vitro transcription with an engineered polymerase',
    'Enzymatic capping of modified mRNA improves protein expression and lowers innate sensing',
    'Process analytics for lipid nanoparticle mRNA vaccines: capping, tailing and integrity',
  ],
};

const categoryById = new Map(categories.map((c) => [c.id, c]));

function familyOf(p: DemoProduct): Family {
  const byId = categoryById;
  let c = byId.get(p.categoryId);
  while (c && c.pid !== 0) c = byId.get(c.pid);
  switch (c?.id) {
    case 1:
    case 3:
      return 'mrna';
    case 2:
      return 'fc';
    case 4:
    case 8:
      return 'cytokine';
    case 6:
      return p.target === 'ACE2' || p.target === 'Neuropilin-1' ? 'immune' : 'viral';
    case 7:
      return 'tumor';
    default:
      return 'immune';
  }
}

/**
 * The lot a paper names, in the supplier's format (year, month, line letter, batch: '2403C17'); derived
 * from the citation's year and serial, so that adding it drew nothing from the random sequence above.
 */
function lotNumberOf(year: number, serial: number): string {
  const month = String(((serial * 7) % 12) + 1).padStart(2, '0');
  const line = String.fromCharCode(65 + (serial % 6));
  const batch = String((serial % 28) + 1).padStart(2, '0');
  return `${String(year).slice(2)}${month}${line}${batch}`;
}

function build(): DemoReference[] {
  const rng = mulberry32(20180101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
  // Mostly the plain human (or wild-type) products researchers actually buy for papers.
  const citable = products.filter(
    (p) =>
      (p.species.en === 'Human' ||
        p.species.en.startsWith('SARS-CoV-2') ||
        p.tag.en === tagNotApplicable.en ||
        p.categoryId < 200) &&
      !p.name.en.startsWith('GMP'),
  );
  const byFamily = new Map<Family, DemoProduct[]>(families.map((f) => [f, []]));
  for (const p of citable) byFamily.get(familyOf(p))?.push(p);
  const out: DemoReference[] = [];
  const dois = new Set<string>();
  let serial = 0;
  for (const journal of journals) {
    for (let n = 0; n < journal.count; n++) {
      const family = pick(journal.fields ?? families);
      const product = pick(byFamily.get(family) ?? citable);
      // "SARS-CoV-2 Spike RBD (Omicron BA.1)" rather than the catalogue's "... Protein (...), His Tag"
      const subject =
        family === 'viral'
          ? (product.name.en.split(', ')[0] ?? '')
              .replace(' Protein', '')
              .replace(/^(Biotinylated|FITC-Labeled|PE-Labeled) /, '')
          : product.target;
      const pool = diagnosticTargets.has(product.target) ? diagnosticTitles : titles[family];
      const title = pick(pool).replace('{t}', subject);
      const authorCount = 3 + Math.floor(rng() * 4);
      const names: string[] = [];
      for (let a = 0; a < authorCount; a++) names.push(`${pick(surnames)} ${pick(initials)}`);
      const authors = `${names.join(', ')}${rng() < 0.6 ? ', et al.' : ''}`;
      // New products and SARS-CoV-2 antigens cannot be cited before they existed.
      const earliest = product.isNew ? 2024 : family === 'viral' ? 2020 : 2018;
      const year = earliest + Math.floor(rng() * (2026 - earliest + 1));
      serial++;
      let doi = `${journal.prefix}/${journal.slug}.${year}.${String(10000 + serial * 37 + Math.floor(rng() * 30)).padStart(5, '0')}`;
      while (dois.has(doi)) doi = `${doi}1`;
      dois.add(doi);
      out.push({
        title,
        authors,
        journal: journal.name,
        impactFactor: journal.impactFactor,
        year,
        doi,
        catalogNumber: product.catalogNumber,
        lotNumber: lotNumberOf(year, serial),
      });
    }
  }
  // Newest first, as the literature page lists them.
  return out.sort((a, b) => b.year - a.year || b.impactFactor - a.impactFactor);
}

export const references: DemoReference[] = build();
