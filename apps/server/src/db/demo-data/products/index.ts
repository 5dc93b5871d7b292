import type { DemoProduct } from '../types';
import { buildTarget, type TargetFact } from './build';
import { cytokineFacts } from './cytokines';

/** Every target fact table; the benchmark generator samples from the same facts. */
export const targetFacts: TargetFact[] = [...cytokineFacts];

function buildAll(): DemoProduct[] {
  const used = new Set<string>();
  const built = targetFacts.flatMap((fact) => buildTarget(fact, used));
  return built;
}

export const products: DemoProduct[] = buildAll();
