import type { DemoProduct } from '../types';
import { buildTarget, type TargetFact } from './build';
import { checkpointFacts } from './checkpoints-cd';
import { cytokineFacts } from './cytokines';
import { enzymeProducts, kitProducts } from './enzymes-kits';
import { fcReceptorFacts, tumorFacts } from './tumor-fc';
import { viralFacts } from './viral';

/** Every target fact table; the benchmark generator samples from the same facts. */
export const targetFacts: TargetFact[] = [
  ...cytokineFacts,
  ...checkpointFacts,
  ...viralFacts,
  ...tumorFacts,
  ...fcReceptorFacts,
];

/** The home page's "popular products", best first (rank = position + 1). */
const popular = [
  'CD002',
  'PD1-H5211',
  'PDL1-H5211',
  'SPD-W5211',
  'IL6-H1011',
  'T7R-E1011',
  'BCA-H5211',
  'HE2-H5211',
  'CL8-H5211',
  'CD19-H5211',
  'FCN-H5211',
  'VCE-E1021',
];

function buildAll(): DemoProduct[] {
  const used = new Set<string>([...enzymeProducts, ...kitProducts].map((p) => p.catalogNumber));
  const built = [
    ...targetFacts.flatMap((fact) => buildTarget(fact, used)),
    ...enzymeProducts,
    ...kitProducts,
  ];
  const index = new Map(built.map((p) => [p.catalogNumber, p]));
  popular.forEach((catalogNumber, i) => {
    const product = index.get(catalogNumber);
    if (!product) throw new Error(`demo data: popular product ${catalogNumber} does not exist`);
    product.popularRank = i + 1;
  });
  return built;
}

export const products: DemoProduct[] = buildAll();
