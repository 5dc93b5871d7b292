/*
 * The public API of @storefront/ui. Every export is listed by name once: the generic primitives in
 * primitives.ts and the machines in machines/index.ts (the package's subpaths too), re-exported whole here,
 * and the site's own components below. src/index.test.ts snapshots the list, so the API changes only on purpose.
 */

// The SPEC §5 messages the forms show; merge validationMessages[locale] into the app's IntlProvider too.
export { validationMessages } from '@storefront/validation';
export type { AccountMenuProps, AccountMenuUser } from './AccountMenu';
export { AccountMenu } from './AccountMenu';
export type { AddToCartChoice, AddToCartProps } from './AddToCart';
export { ADD_TO_CART_MAX_COUNT, AddToCart, parseAddCount } from './AddToCart';
export type { ApplicationListProps, MyApplicationItem } from './ApplicationList';
export { ApplicationList } from './ApplicationList';
export type {
  ApplicationWizardActor,
  ApplicationWizardIntent,
  ApplicationWizardServerStep,
} from './ApplicationWizard';
export { WIZARD_INTENT_FIELD, WIZARD_STEP_FIELD } from './ApplicationWizard';
export type {
  ArticleCardArticle,
  ArticleCardLayout,
  ArticleCardProps,
  ArticleListProps,
} from './ArticleList';
export { ArticleCard, ArticleList, parsePublishDate } from './ArticleList';
export type { BannerCarouselBanner, BannerCarouselProps } from './BannerCarousel';
export { BannerCarousel } from './BannerCarousel';
export type { CartLinkProps } from './CartLink';
export { CartLink } from './CartLink';
export type { CartViewLine, CartViewProps } from './CartView';
export { CartView } from './CartView';
export type { CategoryOverviewNode, CategoryOverviewProps } from './CategoryOverview';
export { CategoryOverview } from './CategoryOverview';
export type { CategoryTreeNode, CategoryTreeProps } from './CategoryTree';
export { CategoryTree } from './CategoryTree';
export type { CitationLineProps } from './CitationLine';
export { CitationLine } from './CitationLine';
export type { CitationListProps, CitationListReference } from './CitationList';
export { bareDoi, CitationList, doiUrl } from './CitationList';
export type { CoaRequest, CoaRequestFormProps, CoaRequestResult } from './CoaRequestForm';
export { CoaRequestForm, coaRequestOf } from './CoaRequestForm';
export type { CompanyAutocompleteProps } from './CompanyAutocomplete';
export { CompanyAutocomplete, companySearchMinLength, shouldSearchCompanies } from './CompanyAutocomplete';
export type { CompleteInfoFormProps, UserCompletion } from './CompleteInfoForm';
export { CompleteInfoForm } from './CompleteInfoForm';
export type { ContactCardProps } from './ContactCard';
export { ContactCard } from './ContactCard';
export type { ContactWidgetProps } from './ContactWidget';
export { ContactWidget } from './ContactWidget';
export type {
  DistributorListDistributor,
  DistributorListProps,
  DistributorRegionGroup,
} from './DistributorList';
export { DistributorList, groupDistributors } from './DistributorList';
export type { DocumentListDocument, DocumentListProps } from './DocumentList';
export { DocumentList } from './DocumentList';
export type { DoseResponseFigureProps, DoseResponsePoint, LogisticCurve } from './DoseResponseFigure';
export { DoseResponseFigure } from './DoseResponseFigure';
export type { EnquiryDialogProps } from './EnquiryDialog';
export { EnquiryDialog } from './EnquiryDialog';
export type { Enquiry, EnquiryFormProps, EnquiryProduct } from './EnquiryForm';
export { EnquiryForm } from './EnquiryForm';
export type { FacetListGroup, FacetListProps, FacetListValue } from './FacetList';
export { FacetList } from './FacetList';
export type { FloatingCartEdge, FloatingCartProps } from './FloatingCart';
export { FloatingCart } from './FloatingCart';
export type {
  FragmentMassPanelMode,
  FragmentMassPanelProps,
  FragmentMassPanelValue,
} from './FragmentMassPanel';
export { FragmentMassPanel, fragmentMassDefaultValue, toFragmentMassInput } from './FragmentMassPanel';
export type { GelFigureProps } from './GelFigure';
export { DEFAULT_MARKER_KDA, GelFigure } from './GelFigure';
// For the server-rendered <html> of pages that will show the floating cart or the contact widget.
export { reservedDockAttributes } from './internal/Dock';
export type {
  FormComponent,
  FormComponentProps,
  FormSubmitFailure,
  PostedForm,
  ServerFormProps,
} from './internal/Field';
export { FormSubmitError, HONEYPOT_FIELD } from './internal/Field';
/** What every toolbox panel takes besides its own values (result, loading, mode): for a site's own panels. */
export type { ToolboxPanelProps } from './internal/ToolboxForm';
export type { JobApplication, JobApplicationFormProps } from './JobApplicationForm';
export { JobApplicationForm } from './JobApplicationForm';
export type { JobListItem, JobListProps } from './JobList';
export { JobList } from './JobList';
export type { KitPromotionProps } from './KitPromotion';
export { KitPromotion } from './KitPromotion';
export type { LanguageSwitchProps } from './LanguageSwitch';
export { LanguageSwitch } from './LanguageSwitch';
export type { LeaveMessage, LeaveMessageFormProps } from './LeaveMessageForm';
export { LeaveMessageForm } from './LeaveMessageForm';
export type { AccountHrefs, LoginFormProps, PasswordLogin } from './LoginForm';
export { LoginForm } from './LoginForm';
export type { LotTableProps, LotTableRow } from './LotTable';
export { LotTable } from './LotTable';
export type { MailSubscriptionFormProps } from './MailSubscriptionForm';
export { MailSubscriptionForm } from './MailSubscriptionForm';
export type { MeetingRegistration, MeetingRegistrationFormProps } from './MeetingRegistrationForm';
export { MeetingRegistrationForm } from './MeetingRegistrationForm';
export type { MegaMenuCategory, MegaMenuColumn, MegaMenuItem, MegaMenuLink, MegaMenuProps } from './MegaMenu';
export { MegaMenu, megaMenuColumnsFromCategories } from './MegaMenu';
export type { MobileNavProps } from './MobileNav';
export { MobileNav } from './MobileNav';
export * from './machines';
export type { NewsCategory, NewsTabsProps } from './NewsTabs';
export { NewsTabs, newsCategories } from './NewsTabs';
export type { OrderListOrder, OrderListProps } from './OrderList';
export { OrderList } from './OrderList';
export type { PaperAwardWizardProps } from './PaperAwardWizard';
export { PaperAwardWizard } from './PaperAwardWizard';
export type { PhoneLoginFormProps, SmsCodeRequest, SmsLogin } from './PhoneLoginForm';
export { PhoneLoginForm } from './PhoneLoginForm';
export type { PricedSize, PriceMode, PriceTagProps, PriceTagSize } from './PriceTag';
export { formatPrice, lowestPrice, PriceTag } from './PriceTag';
export type {
  ProbeDesignPanelMode,
  ProbeDesignPanelProps,
  ProbeDesignPanelValue,
  ToolboxNumberInput,
} from './ProbeDesignPanel';
export { ProbeDesignPanel, probeDesignDefaultValue, toProbeDesignInput } from './ProbeDesignPanel';
export type {
  ProductCardPriceMode,
  ProductCardProduct,
  ProductCardProps,
  ProductCardSize,
} from './ProductCard';
export { ProductCard } from './ProductCard';
export type {
  ProductSummaryProduct,
  ProductSummaryProps,
  ProductTabsProps,
  ProductTabValue,
  SizePriceTableProps,
  SpecTableField,
  SpecTableProduct,
  SpecTableProps,
} from './ProductDetail';
export {
  ProductSummary,
  ProductTabs,
  productTabValues,
  SizePriceTable,
  SpecTable,
  specTableFields,
  specTableRows,
} from './ProductDetail';
export type { ProductGridProps } from './ProductGrid';
export { ProductGrid } from './ProductGrid';
export type { ProductListProduct, ProductListProps, ProductListSort } from './ProductList';
export { ProductList, pageCountOf, parseProductListSort, productListSorts } from './ProductList';
export type {
  ProductSuggestion,
  ProductSuggestionDefaults,
  ProductSuggestionFormProps,
} from './ProductSuggestionForm';
export { ProductSuggestionForm } from './ProductSuggestionForm';
export * from './primitives';
export type { QrCodeLevel, QrCodeProps } from './QrCode';
export { QrCode } from './QrCode';
export type { QuickLink, QuickLinksProps } from './QuickLinks';
export { QuickLinks } from './QuickLinks';
export type {
  ReactionSystemPanelMode,
  ReactionSystemPanelProps,
  ReactionSystemPanelValue,
} from './ReactionSystemPanel';
export {
  ReactionSystemPanel,
  reactionSystemDefaultValue,
  toReactionSystemInput,
} from './ReactionSystemPanel';
export type { RegisterFormProps, Registration, RegistrationValues } from './RegisterForm';
export { RegisterForm } from './RegisterForm';
export type { PasswordReset, ResetPasswordFormProps } from './ResetPasswordForm';
export { ResetPasswordForm } from './ResetPasswordForm';
export type { ResourceDownloadDetails, ResourceDownloadFormProps } from './ResourceDownloadForm';
export { ResourceDownloadForm } from './ResourceDownloadForm';
export type { ResourceTab, ResourceTabsProps } from './ResourceTabs';
export { ResourceTabs, resourceTabs } from './ResourceTabs';
export type { RichTextProps } from './RichText';
export { RichText } from './RichText';
export type { SearchBoxProps, SearchBoxSuggestion } from './SearchBox';
export { SearchBox, searchSuggestionDelayMs } from './SearchBox';
export type {
  SearchResultsHit,
  SearchResultsProps,
  SearchResultsSort,
  SearchResultsText,
} from './SearchResults';
export { SearchResults, searchResultsSorts } from './SearchResults';
export type { SearchTab, SearchTabsProps } from './SearchTabs';
export { SearchTabs, searchTabs } from './SearchTabs';
export type {
  SiteFooterLegalLinks,
  SiteFooterLinksProps,
  SiteFooterProps,
  SiteFooterSocialLink,
} from './SiteFooter';
export { SiteFooter, SiteFooterLinks } from './SiteFooter';
export type {
  SiteHeaderCart,
  SiteHeaderLanguageSwitch,
  SiteHeaderNavItem,
  SiteHeaderProps,
} from './SiteHeader';
export { SiteHeader } from './SiteHeader';
export type { StatusPageProps } from './StatusPage';
export { StatusPage } from './StatusPage';
export type { SubCategoryNavNode, SubCategoryNavProps } from './SubCategoryNav';
export { SubCategoryNav } from './SubCategoryNav';
export type { TrialApplicationWizardProps } from './TrialApplicationWizard';
export { TrialApplicationWizard } from './TrialApplicationWizard';
export type { TroubleshootingProps, TroubleshootingTopic } from './Troubleshooting';
export { Troubleshooting, troubleshootingTopics } from './Troubleshooting';
export type {
  Captcha,
  VerificationCodeFieldCaptchaProps,
  VerificationCodeFieldProps,
} from './VerificationCodeField';
export { VerificationCodeField, VerificationCodeFieldCaptcha } from './VerificationCodeField';
