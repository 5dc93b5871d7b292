/*
 * The public API of @storefront/ui. Every export is listed by name (no `export *`) so that the API changes
 * only on purpose; src/index.test.ts snapshots the list.
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
export type { BackToTopProps } from './BackToTop';
export { BackToTop } from './BackToTop';
export type { BannerCarouselBanner, BannerCarouselProps } from './BannerCarousel';
export { BannerCarousel } from './BannerCarousel';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs';
export { Breadcrumbs } from './Breadcrumbs';
export type { ButtonActionProps, ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button } from './Button';
export type { CartLinkProps } from './CartLink';
export { CartLink } from './CartLink';
export type { CartViewLine, CartViewProps } from './CartView';
export { CartView } from './CartView';
export type { CategoryOverviewNode, CategoryOverviewProps } from './CategoryOverview';
export { CategoryOverview } from './CategoryOverview';
export type { CategoryTreeNode, CategoryTreeProps } from './CategoryTree';
export { CategoryTree } from './CategoryTree';
export type { CheckboxProps } from './Checkbox';
export { Checkbox } from './Checkbox';
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
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ContactCardProps } from './ContactCard';
export { ContactCard } from './ContactCard';
export type { ContactWidgetProps } from './ContactWidget';
export { ContactWidget } from './ContactWidget';
export type { DialogProps, DialogSize } from './Dialog';
export { Dialog } from './Dialog';
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
export type { EmptyStateProps, EmptyStateSize } from './EmptyState';
export { EmptyState } from './EmptyState';
export type { EnquiryDialogProps } from './EnquiryDialog';
export { EnquiryDialog } from './EnquiryDialog';
export type { Enquiry, EnquiryFormProps, EnquiryProduct } from './EnquiryForm';
export { EnquiryForm } from './EnquiryForm';
export type { ErrorStateProps } from './ErrorState';
export { ErrorState } from './ErrorState';
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
export type { HighlightProps, HighlightSegment, TextRange } from './Highlight';
export { Highlight, highlightSegments } from './Highlight';
export {
  MENU_CLOSE_DELAY,
  MOBILE_QUERY,
  SEARCH_COLLAPSE_OFFSET,
  useHoverIntent,
  useIsMobile,
  useMediaQuery,
  usePrefersReducedMotion,
  useScrollCollapse,
} from './hooks';
export type { IconName, IconProps, IconSize } from './Icon';
export { Icon, iconNames } from './Icon';
export type { UiLocale } from './i18n';
export { messages } from './i18n';
export type {
  FormComponent,
  FormComponentProps,
  FormSubmitFailure,
  PostedForm,
  ServerFormProps,
} from './internal/Field';
export { FormSubmitError, HONEYPOT_FIELD } from './internal/Field';
export type { LinkComponent, LinkComponentProps } from './internal/linkComponent';
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
export type { LinkProps, LinkVariant } from './Link';
export { Link } from './Link';
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
export type {
  ApplicationDraft,
  ApplicationDraftParams,
  ApplicationReceipt,
  ApplicationScene,
  ApplicationSubmission,
  ApplicationWizardContext,
  ApplicationWizardError,
  ApplicationWizardEvent,
  ApplicationWizardInput,
  IdPhotoSide,
  IdPhotoState,
  IdPhotoUpload,
} from './machines/applicationWizard';
export { ID_PHOTO_TYPES, REVIEW_STEP, shownFieldIssue, wizardStepsOf } from './machines/applicationWizard';
export type {
  AuthContext,
  AuthCredentials,
  AuthError,
  AuthEvent,
  AuthInput,
  AuthUserInfo,
  LoginResult,
  PasswordLoginInput,
  StoredSession,
  StoreSessionParams,
  UserRecordResult,
} from './machines/authMachine';
export { authMachine } from './machines/authMachine';
export { authMessages } from './machines/authMessages';
export type {
  CartAddRequest,
  CartContext,
  CartCountChange,
  CartEvent,
  CartInput,
  CartNotice,
  CartNoticeTone,
} from './machines/cartMachine';
export { cartMachine } from './machines/cartMachine';
export type { CartMessageId } from './machines/cartMessages';
export { cartMessages } from './machines/cartMessages';
export type { CartLine } from './machines/cartTotals';
export { cartPriceTotal, cartTotal } from './machines/cartTotals';
export { paperAwardMachine, paperAwardWizard } from './machines/paperAwardMachine';
export { trialApplicationMachine, trialApplicationWizard } from './machines/trialApplicationMachine';
export type { NewsCategory, NewsTabsProps } from './NewsTabs';
export { NewsTabs, newsCategories } from './NewsTabs';
export type { OrderListOrder, OrderListProps } from './OrderList';
export { OrderList } from './OrderList';
export type { PaginationItem, PaginationProps } from './Pagination';
export { Pagination, paginationRange } from './Pagination';
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
export type { ProcessStepsProps } from './ProcessSteps';
export { ProcessSteps } from './ProcessSteps';
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
export type { RouteProgressProps } from './RouteProgress';
export { PROGRESS_DURATION, PROGRESS_THROTTLE, RouteProgress } from './RouteProgress';
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
export type { SectionProps } from './Section';
export { Section } from './Section';
export type { SelectOption, SelectProps, SelectSize } from './Select';
export { Select } from './Select';
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
export type { SkeletonProps, SkeletonVariant } from './Skeleton';
export { Skeleton } from './Skeleton';
export type { StatusPageProps } from './StatusPage';
export { StatusPage } from './StatusPage';
export type { SubCategoryNavNode, SubCategoryNavProps } from './SubCategoryNav';
export { SubCategoryNav } from './SubCategoryNav';
export type { TabsActivation, TabsListProps, TabsPanelProps, TabsProps, TabsTabProps } from './Tabs';
export { Tabs, TabsList, TabsPanel, TabsTab } from './Tabs';
export type { TextareaProps } from './Textarea';
export { Textarea } from './Textarea';
export type { TextFieldProps, TextFieldSize, TextFieldType } from './TextField';
export { TextField } from './TextField';
export type { TimelineItem, TimelineProps } from './Timeline';
export { Timeline } from './Timeline';
export type {
  ToastApi,
  ToastOptions,
  ToastPlacement,
  ToastProps,
  ToastProviderProps,
  ToastTone,
} from './Toast';
export { Toast, ToastProvider, useToast } from './Toast';
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
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { VisuallyHidden } from './VisuallyHidden';
export type { WizardStep, WizardStepsProps } from './WizardSteps';
export { WizardSteps } from './WizardSteps';
