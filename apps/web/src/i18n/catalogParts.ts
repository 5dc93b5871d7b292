/**
 * A site's messages come in parts, each a chunk of its own: `core` for the shell and the pages without a
 * part, and a part for each area whose messages are large and shown nowhere else. A route names the
 * parts it needs (`lazyPageModules` in routes.tsx) and loads them with its module.
 */
export type CatalogPart = 'core' | 'toolbox' | 'product' | 'suggestion' | 'recruitment';

/** Message id prefixes of each part but `core`. */
const partPrefixes: Record<Exclude<CatalogPart, 'core'>, readonly string[]> = {
  toolbox: [
    'web.toolbox.',
    'ui.ProbeDesignPanel.',
    'ui.ReactionSystemPanel.',
    'ui.FragmentMassPanel.',
    'ui.ToolboxForm.',
    'ui.KitPromotion.',
  ],
  product: [
    'ui.Troubleshooting.',
    'ui.ProductDetail.',
    'web.productDetail.',
    'ui.LotTable.',
    'ui.GelFigure.',
    'ui.DoseResponseFigure.',
    'web.productLots.',
    'web.coa.',
    'ui.CoaRequestForm.',
  ],
  suggestion: ['ui.ProductSuggestionForm.', 'web.searchNotFound.'],
  recruitment: ['ui.JobList.', 'ui.JobApplicationForm.', 'web.recruitment.'],
};

export const catalogPartNames = [
  'core',
  'toolbox',
  'product',
  'suggestion',
  'recruitment',
] as const satisfies readonly CatalogPart[];

/** The part a message belongs to. */
export function catalogPartOf(id: string): CatalogPart {
  for (const [part, prefixes] of Object.entries(partPrefixes)) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) return part as CatalogPart;
  }
  return 'core';
}
