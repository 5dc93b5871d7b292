/**
 * A site's messages come in parts, each a chunk of its own: `core` for the shell and the pages without a
 * part, and a part for each area whose messages are large and shown nowhere else. A route names the
 * parts it needs (`lazyPageModules` in routes.tsx) and loads them with its module.
 */
export const catalogPartNames = [
  'core',
  'toolbox',
  'product',
  'suggestion',
  'recruitment',
  'home',
  'account',
  'cart',
  'applications',
  'search',
  'news',
  'company',
  'literature',
  'service',
  'resources',
] as const;

export type CatalogPart = (typeof catalogPartNames)[number];

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
    'web.coaVerify.',
    'ui.CoaRequestForm.',
  ],
  suggestion: ['ui.ProductSuggestionForm.', 'web.searchNotFound.'],
  recruitment: ['ui.JobList.', 'ui.JobApplicationForm.', 'web.recruitment.'],
  home: ['web.home.', 'ui.BannerCarousel.', 'ui.MailSubscriptionForm.'],
  account: [
    'web.login.',
    'web.register.',
    'web.reset.',
    'web.phoneLogin.',
    'web.completeInfo.',
    'ui.LoginForm.',
    'ui.RegisterForm.',
    'ui.ResetPasswordForm.',
    'ui.PhoneLoginForm.',
    'ui.CompleteInfoForm.',
    'ui.CompanyAutocomplete.',
  ],
  cart: ['web.cart.', 'web.orderList.', 'ui.CartView.', 'ui.OrderList.'],
  applications: [
    'web.applications.',
    'web.apply.',
    'web.reward.',
    'web.myApplications.',
    'ui.ApplicationFields.',
    'ui.ApplicationSteps.',
    'ui.ApplicationWizard.',
    'ui.WizardSteps.',
    'ui.IdPhotoInput.',
    'ui.ApplicationList.',
  ],
  search: ['web.search.', 'ui.SearchResults.', 'ui.FacetList.', 'ui.SearchTabs.'],
  news: [
    'web.news.',
    'web.information.',
    'web.article.',
    'web.meeting.',
    'web.wechatShare.',
    'ui.MeetingRegistrationForm.',
  ],
  company: ['web.company.', 'ui.ContactCard.'],
  literature: ['web.literature.'],
  service: ['web.service.'],
  resources: ['web.resources.', 'ui.ResourceTabs.', 'ui.ResourceDownloadForm.'],
};

/** The part a message belongs to. */
export function catalogPartOf(id: string): CatalogPart {
  for (const [part, prefixes] of Object.entries(partPrefixes)) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) return part as CatalogPart;
  }
  return 'core';
}
