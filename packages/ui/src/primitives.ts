/*
 * @storefront/ui/primitives: the generic parts a sister site can use whatever it sells (actions, links,
 * icons, form controls, dialogs, tabs, toasts, navigation aids, loading and empty states, media hooks) and
 * the component catalogs their messages come from, apart from this site's own components (product cards,
 * the toolbox panels, the kit promotion, the forms and wizards of SPEC §5). Every name is also exported by
 * the package root; listed by name, like the root, so the subpath changes only on purpose.
 */
export type { BackToTopProps } from './BackToTop';
export { BackToTop } from './BackToTop';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs';
export { Breadcrumbs } from './Breadcrumbs';
export type { ButtonActionProps, ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button } from './Button';
export type { CheckboxProps } from './Checkbox';
export { Checkbox } from './Checkbox';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { DialogProps, DialogSize } from './Dialog';
export { Dialog } from './Dialog';
export type { EmptyStateProps, EmptyStateSize } from './EmptyState';
export { EmptyState } from './EmptyState';
export type { ErrorStateProps } from './ErrorState';
export { ErrorState } from './ErrorState';
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
export type { LinkComponent, LinkComponentProps } from './internal/linkComponent';
export type { LinkProps, LinkVariant } from './Link';
export { Link } from './Link';
export type { PaginationItem, PaginationProps } from './Pagination';
export { Pagination, paginationRange } from './Pagination';
export type { ProcessStepsProps } from './ProcessSteps';
export { ProcessSteps } from './ProcessSteps';
export type { RouteProgressProps } from './RouteProgress';
export { PROGRESS_DURATION, PROGRESS_THROTTLE, RouteProgress } from './RouteProgress';
export type { SectionProps } from './Section';
export { Section } from './Section';
export type { SelectOption, SelectProps, SelectSize } from './Select';
export { Select } from './Select';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';
export { Skeleton } from './Skeleton';
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
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { VisuallyHidden } from './VisuallyHidden';
export type { WizardStep, WizardStepsProps } from './WizardSteps';
export { WizardSteps } from './WizardSteps';
