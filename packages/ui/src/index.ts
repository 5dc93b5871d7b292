/*
 * The public API of @storefront/ui. Every export is listed by name (no `export *`) so that the API changes
 * only on purpose; src/index.test.ts snapshots the list.
 */

export type { AccountMenuProps, AccountMenuUser } from './AccountMenu';
export { AccountMenu } from './AccountMenu';
export type { BackToTopProps } from './BackToTop';
export { BackToTop } from './BackToTop';
export type { BannerCarouselBanner, BannerCarouselProps } from './BannerCarousel';
export { BannerCarousel } from './BannerCarousel';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs';
export { Breadcrumbs } from './Breadcrumbs';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button } from './Button';
export type { CartLinkProps } from './CartLink';
export { CartLink } from './CartLink';
export type { CategoryTreeNode, CategoryTreeProps } from './CategoryTree';
export { CategoryTree } from './CategoryTree';
export type { CheckboxProps } from './Checkbox';
export { Checkbox } from './Checkbox';
export type { ContactWidgetProps } from './ContactWidget';
export { ContactWidget } from './ContactWidget';
export type { DialogProps, DialogSize } from './Dialog';
export { Dialog } from './Dialog';
export type { EmptyStateProps, EmptyStateSize } from './EmptyState';
export { EmptyState } from './EmptyState';
export type { ErrorStateProps } from './ErrorState';
export { ErrorState } from './ErrorState';
export type { FloatingCartEdge, FloatingCartProps } from './FloatingCart';
export { FloatingCart } from './FloatingCart';
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
export type { LinkComponent, LinkComponentProps } from './internal/linkComponent';
export type { LanguageSwitchProps } from './LanguageSwitch';
export { LanguageSwitch } from './LanguageSwitch';
export type { LinkProps, LinkVariant } from './Link';
export { Link } from './Link';
export type { MegaMenuCategory, MegaMenuColumn, MegaMenuItem, MegaMenuLink, MegaMenuProps } from './MegaMenu';
export { MegaMenu, megaMenuColumnsFromCategories } from './MegaMenu';
export type { MobileNavProps } from './MobileNav';
export { MobileNav } from './MobileNav';
export type { PaginationItem, PaginationProps } from './Pagination';
export { Pagination, paginationRange } from './Pagination';
export type { PricedSize, PriceMode, PriceTagProps, PriceTagSize } from './PriceTag';
export { formatPrice, lowestPrice, PriceTag } from './PriceTag';
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
export type { QrCodeLevel, QrCodeProps } from './QrCode';
export { QrCode } from './QrCode';
export type { QuickLink, QuickLinksProps } from './QuickLinks';
export { QuickLinks } from './QuickLinks';
export type { RouteProgressProps } from './RouteProgress';
export { PROGRESS_DURATION, PROGRESS_THROTTLE, RouteProgress } from './RouteProgress';
export type { SearchBoxProps } from './SearchBox';
export { SearchBox } from './SearchBox';
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
export type { TextFieldProps, TextFieldSize, TextFieldType } from './TextField';
export { TextField } from './TextField';
export type {
  ToastApi,
  ToastOptions,
  ToastPlacement,
  ToastProps,
  ToastProviderProps,
  ToastTone,
} from './Toast';
export { Toast, ToastProvider, useToast } from './Toast';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { VisuallyHidden } from './VisuallyHidden';
