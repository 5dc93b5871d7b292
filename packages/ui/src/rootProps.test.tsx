import { screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { createRef, type ReactElement, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from './AccountMenu';
import { AddToCart } from './AddToCart';
import { ApplicationList } from './ApplicationList';
import type { ApplicationWizardServerStep } from './ApplicationWizard';
import { fakeWizardActors } from './ApplicationWizard/ApplicationWizard.fixtures';
import { ArticleList } from './ArticleList';
import { BackToTop } from './BackToTop';
import { BannerCarousel } from './BannerCarousel';
import { Breadcrumbs } from './Breadcrumbs';
import { Button } from './Button';
import { CartLink } from './CartLink';
import { CartView } from './CartView';
import { CategoryOverview } from './CategoryOverview';
import { CategoryTree } from './CategoryTree';
import { Checkbox } from './Checkbox';
import { CitationLine } from './CitationLine';
import { CitationList } from './CitationList';
import { CoaRequestForm } from './CoaRequestForm';
import { CompanyAutocomplete } from './CompanyAutocomplete';
import { CompleteInfoForm } from './CompleteInfoForm';
import { ConfirmDialog } from './ConfirmDialog';
import { ContactCard } from './ContactCard';
import { ContactWidget } from './ContactWidget';
import { Dialog } from './Dialog';
import { DistributorList } from './DistributorList';
import { DocumentList } from './DocumentList';
import { DoseResponseFigure } from './DoseResponseFigure';
import { EmptyState } from './EmptyState';
import { EnquiryDialog } from './EnquiryDialog';
import { EnquiryForm } from './EnquiryForm';
import { ErrorState } from './ErrorState';
import { FacetList } from './FacetList';
import { FloatingCart } from './FloatingCart';
import { FragmentMassPanel } from './FragmentMassPanel';
import { GelFigure } from './GelFigure';
import { Highlight } from './Highlight';
import { Icon } from './Icon';
import { JobApplicationForm } from './JobApplicationForm';
import { JobList } from './JobList';
import { KitPromotion } from './KitPromotion';
import { LanguageSwitch } from './LanguageSwitch';
import { LeaveMessageForm } from './LeaveMessageForm';
import { Link } from './Link';
import { LoginForm } from './LoginForm';
import { LotTable } from './LotTable';
import { MailSubscriptionForm } from './MailSubscriptionForm';
import { MeetingRegistrationForm } from './MeetingRegistrationForm';
import { MegaMenu } from './MegaMenu';
import { MobileNav } from './MobileNav';
import { paperAwardMachine } from './machines/paperAwardMachine';
import { trialApplicationMachine } from './machines/trialApplicationMachine';
import { NewsTabs } from './NewsTabs';
import { OrderList } from './OrderList';
import { Pagination } from './Pagination';
import { PaperAwardWizard } from './PaperAwardWizard';
import { PhoneLoginForm } from './PhoneLoginForm';
import { PriceTag } from './PriceTag';
import { ProbeDesignPanel } from './ProbeDesignPanel';
import { ProcessSteps } from './ProcessSteps';
import { ProductCard } from './ProductCard';
import { ProductSummary, ProductTabs, SizePriceTable, SpecTable } from './ProductDetail';
import { ProductGrid } from './ProductGrid';
import { ProductList } from './ProductList';
import { ProductSuggestionForm } from './ProductSuggestionForm';
import { QrCode } from './QrCode';
import { QuickLinks } from './QuickLinks';
import { ReactionSystemPanel } from './ReactionSystemPanel';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { ResourceDownloadForm } from './ResourceDownloadForm';
import { ResourceTabs } from './ResourceTabs';
import { RichText } from './RichText';
import { RouteProgress } from './RouteProgress';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import { SearchTabs } from './SearchTabs';
import { Section } from './Section';
import { Select } from './Select';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { Skeleton } from './Skeleton';
import { StatusPage } from './StatusPage';
import { SubCategoryNav } from './SubCategoryNav';
import { Tabs } from './Tabs';
import { Textarea } from './Textarea';
import { TextField } from './TextField';
import { Timeline } from './Timeline';
import { Toast, ToastProvider } from './Toast';
import { TrialApplicationWizard } from './TrialApplicationWizard';
import { Troubleshooting } from './Troubleshooting';
import { categoryTree, citationsEn, il6 } from './test/fixtures';
import { renderWithIntl } from './test/renderWithIntl';
import { VerificationCodeField } from './VerificationCodeField';
import { VisuallyHidden } from './VisuallyHidden';
import { WizardSteps } from './WizardSteps';

/** What every component takes besides its own props: a ref, a data attribute and a class for its root. */
type Probe = { ref: Ref<never>; 'data-testid': string; className: string };

const probe = (ref: Ref<never>): Probe => ({ ref, 'data-testid': 'probe', className: 'probe-class' });

/** The forms that announce their outcome in a toast need a ToastProvider (it renders after them). */
const withToasts = (ui: ReactElement) => <ToastProvider>{ui}</ToastProvider>;

const noop = () => {};
const resolved = async () => {};
const noMatches = async () => [];

/** The wizards on their machines with fake actors, as an app wires them (see their stories). */
function TrialWizard(props: Probe & { serverStep?: ApplicationWizardServerStep }) {
  const actor = useActorRef(trialApplicationMachine.provide({ actors: fakeWizardActors({}) }), {
    input: { siteLocale: 'cn' },
  });
  return (
    <TrialApplicationWizard
      {...props}
      actor={actor}
      categories={[]}
      industries={[]}
      areas={[]}
      onSearchCatalogNumbers={noMatches}
    />
  );
}

function AwardWizard(props: Probe & { serverStep?: ApplicationWizardServerStep }) {
  const actor = useActorRef(paperAwardMachine.provide({ actors: fakeWizardActors({}) }), {
    input: { siteLocale: 'cn' },
  });
  return <PaperAwardWizard {...props} actor={actor} areas={[]} onSearchCatalogNumbers={noMatches} />;
}

/**
 * One row per component: how to render it with the probe props. `root` is the element they must reach:
 * the component's outermost element, except for the form controls, whose ref and DOM props belong to the
 * native control (what a form library registers) while `className` styles the field around it. `ready`
 * waits for a component whose root comes later (a machine restoring its draft, a throttled bar).
 */
const components: {
  name: string;
  render: (props: Probe) => ReactElement;
  root?: 'control';
  ready?: () => Promise<unknown>;
}[] = [
  { name: 'BackToTop', render: (p) => <BackToTop {...p} /> },
  { name: 'Breadcrumbs', render: (p) => <Breadcrumbs {...p} items={[{ label: 'a', href: '/a' }]} /> },
  { name: 'Button', render: (p) => <Button {...p}>b</Button> },
  {
    name: 'Button (link)',
    render: (p) => (
      <Button {...p} href="/b">
        b
      </Button>
    ),
  },
  { name: 'Checkbox', render: (p) => <Checkbox {...p} label="c" />, root: 'control' },
  { name: 'ConfirmDialog', render: (p) => <ConfirmDialog {...p} title="t" onConfirm={() => {}} /> },
  { name: 'Dialog', render: (p) => <Dialog {...p} title="t" /> },
  { name: 'EmptyState', render: (p) => <EmptyState {...p} title="t" /> },
  { name: 'ErrorState', render: (p) => <ErrorState {...p} title="t" /> },
  { name: 'Highlight', render: (p) => <Highlight {...p} text="abc" ranges={[]} /> },
  { name: 'Icon', render: (p) => <Icon {...p} name="cart" /> },
  { name: 'Link', render: (p) => <Link {...p} href="/l" /> },
  {
    name: 'Pagination',
    render: (p) => <Pagination {...p} page={1} pageCount={3} getHref={(n) => `?p=${n}`} />,
  },
  { name: 'PriceTag', render: (p) => <PriceTag {...p} priceFen={100} priceMode="cny" /> },
  { name: 'ProductGrid', render: (p) => <ProductGrid {...p}>{null}</ProductGrid> },
  {
    name: 'Section',
    render: (p) => (
      <Section {...p} title="t">
        s
      </Section>
    ),
  },
  { name: 'Select', render: (p) => <Select {...p} label="s" options={[]} />, root: 'control' },
  { name: 'Skeleton', render: (p) => <Skeleton {...p} /> },
  { name: 'StatusPage', render: (p) => <StatusPage {...p} status={404} title="t" /> },
  { name: 'Tabs', render: (p) => <Tabs {...p}>{null}</Tabs> },
  { name: 'Textarea', render: (p) => <Textarea {...p} label="t" />, root: 'control' },
  { name: 'TextField', render: (p) => <TextField {...p} label="t" />, root: 'control' },
  { name: 'Toast', render: (p) => <Toast {...p} title="t" /> },
  { name: 'VisuallyHidden', render: (p) => <VisuallyHidden {...p}>v</VisuallyHidden> },
  { name: 'CartLink', render: (p) => <CartLink {...p} href="/cart" count={1} /> },
  { name: 'CitationLine', render: (p) => <CitationLine {...p} text="t" /> },
  { name: 'ContactCard', render: (p) => <ContactCard {...p} title="t" /> },
  {
    name: 'DoseResponseFigure',
    render: (p) => (
      <DoseResponseFigure
        {...p}
        lotNumber="L1"
        assay="elisa"
        points={[{ concentration: 1, response: 1 }]}
        fit={null}
        concentrationUnit="ng/mL"
        responseUnit="OD"
      />
    ),
  },
  {
    name: 'GelFigure',
    render: (p) => <GelFigure {...p} lotNumber="L1" reducedKda={[20]} nonReducedKda={[20]} />,
  },
  { name: 'KitPromotion', render: (p) => <KitPromotion {...p} href="/kit" /> },
  { name: 'LanguageSwitch', render: (p) => <LanguageSwitch {...p} href="/en" label="English" lang="en" /> },
  { name: 'LotTable', render: (p) => <LotTable {...p} lots={[]} lotHref={(lot) => `/${lot}`} /> },
  { name: 'NewsTabs', render: (p) => <NewsTabs {...p} value="news" getHref={(c) => `/${c}`} /> },
  { name: 'ProcessSteps', render: (p) => <ProcessSteps {...p} steps={['a']} label="l" /> },
  { name: 'ProductCard', render: (p) => <ProductCard {...p} product={il6} priceMode="cny" href="/p" /> },
  { name: 'QuickLinks', render: (p) => <QuickLinks {...p} items={[{ label: 'q', href: '/q' }]} /> },
  { name: 'ResourceTabs', render: (p) => <ResourceTabs {...p} value="manual" getHref={(t) => `/${t}`} /> },
  { name: 'RichText', render: (p) => <RichText {...p} html="<p>r</p>" /> },
  {
    name: 'SearchTabs',
    render: (p) => (
      <SearchTabs
        {...p}
        value="product"
        counts={{ product: 1, service: 0, content: 0 }}
        getHref={(t) => `/${t}`}
      />
    ),
  },
  {
    name: 'SubCategoryNav',
    render: (p) => <SubCategoryNav {...p} nodes={[{ id: 1, name: 'n' }]} getHref={(n) => `/${n.id}`} />,
  },
  { name: 'Timeline', render: (p) => <Timeline {...p} items={[]} label="l" /> },
  { name: 'Troubleshooting', render: (p) => <Troubleshooting {...p} /> },
  {
    name: 'WizardSteps',
    render: (p) => <WizardSteps {...p} steps={[{ id: 'a', label: 'a' }]} current="a" label="l" />,
  },
  {
    name: 'AccountMenu',
    render: (p) => (
      <AccountMenu {...p} loginHref="/l" registerHref="/r" personalCenterHref="/p" onLogout={() => {}} />
    ),
  },
  {
    name: 'BannerCarousel',
    render: (p) => <BannerCarousel {...p} banners={[{ id: 1, title: 'b', link: '/b', image: null }]} />,
  },
  {
    name: 'CartView',
    render: (p) => (
      <CartView
        {...p}
        lines={[]}
        selection={[]}
        total={0}
        priceTotalFen={null}
        onSelect={() => {}}
        onSelectAll={() => {}}
        onCountChange={() => {}}
        onDelete={() => {}}
        onBatchDelete={() => {}}
        onSettle={() => {}}
      />
    ),
  },
  {
    name: 'CategoryOverview',
    render: (p) => (
      <CategoryOverview
        {...p}
        categories={[{ id: 1, name: 'c', children: [] }]}
        getHref={(n) => `/${n.id}`}
      />
    ),
  },
  { name: 'CategoryTree', render: (p) => <CategoryTree {...p} nodes={categoryTree()} /> },
  { name: 'ContactWidget', render: (p) => <ContactWidget {...p} qrValue="q" qrLabel="q" /> },
  { name: 'DistributorList', render: (p) => <DistributorList {...p} distributors={[]} /> },
  {
    name: 'FacetList',
    render: (p) => (
      <FacetList
        {...p}
        groups={[{ id: 'g', label: 'g', values: [{ value: 'v', label: 'v', count: 1 }] }]}
        getHref={(g, v) => `/${g}/${v}`}
      />
    ),
  },
  { name: 'FloatingCart', render: (p) => <FloatingCart {...p} href="/cart" /> },
  { name: 'MegaMenu', render: (p) => <MegaMenu {...p} items={[{ label: 'm', href: '/m' }]} /> },
  { name: 'MobileNav', render: (p) => <MobileNav {...p} items={[{ label: 'm', href: '/m' }]} /> },
  {
    name: 'ProductList',
    render: (p) => (
      <ProductList
        {...p}
        products={[]}
        total={0}
        page={1}
        pageSize={10}
        priceMode="cny"
        getProductHref={() => '/p'}
      />
    ),
  },
  { name: 'QrCode', render: (p) => <QrCode {...p} value="q" label="q" /> },
  {
    name: 'SearchResults',
    render: (p) => <SearchResults {...p} hits={[]} total={0} page={1} pageSize={10} />,
  },
  {
    name: 'SiteHeader',
    render: (p) => (
      <SiteHeader {...p} brand="b" nav={[]} languageSwitch={{ href: '/en', label: 'English', lang: 'en' }} />
    ),
  },
  { name: 'ApplicationList', render: (p) => <ApplicationList {...p} applications={[]} /> },
  { name: 'OrderList', render: (p) => <OrderList {...p} orders={[]} /> },
  { name: 'SearchBox', render: (p) => <SearchBox {...p} /> },
  {
    name: 'AddToCart',
    render: (p) => <AddToCart {...p} productName="p" sizes={['10 µg']} onAdd={() => {}} />,
  },
  {
    name: 'AddToCart (no sizes)',
    render: (p) => <AddToCart {...p} productName="p" sizes={[]} onAdd={() => {}} />,
  },
  {
    name: 'ArticleList (empty)',
    render: (p) => <ArticleList {...p} articles={[]} getArticleHref={() => '/a'} />,
  },
  { name: 'CitationList', render: (p) => <CitationList {...p} references={citationsEn} /> },
  { name: 'CitationList (empty)', render: (p) => <CitationList {...p} references={[]} /> },
  { name: 'DocumentList (loading)', render: (p) => <DocumentList {...p} documents={[]} loading /> },
  { name: 'DocumentList (empty)', render: (p) => <DocumentList {...p} documents={[]} /> },
  { name: 'JobList (empty)', render: (p) => <JobList {...p} jobs={[]} getJobHref={() => '/j'} /> },
  { name: 'ProductSummary', render: (p) => <ProductSummary {...p} product={il6} /> },
  { name: 'ProductTabs', render: (p) => <ProductTabs {...p} information="i" /> },
  { name: 'SiteFooter', render: (p) => <SiteFooter {...p} copyright="c" /> },
  { name: 'SizePriceTable', render: (p) => <SizePriceTable {...p} sizes={il6.sizes} priceMode="cny" /> },
  { name: 'SizePriceTable (empty)', render: (p) => <SizePriceTable {...p} sizes={[]} priceMode="cny" /> },
  { name: 'SpecTable', render: (p) => <SpecTable {...p} product={il6} /> },
  { name: 'FragmentMassPanel', render: (p) => <FragmentMassPanel {...p} /> },
  { name: 'ProbeDesignPanel', render: (p) => <ProbeDesignPanel {...p} /> },
  { name: 'ReactionSystemPanel', render: (p) => <ReactionSystemPanel {...p} /> },
  {
    name: 'VerificationCodeField',
    render: (p) => <VerificationCodeField {...p} value="" onValueChange={noop} onSend={resolved} />,
    root: 'control',
  },
  {
    name: 'CompanyAutocomplete',
    render: (p) => (
      <CompanyAutocomplete {...p} label="c" value="" onValueChange={noop} onSearch={noMatches} />
    ),
    root: 'control',
  },
  {
    name: 'RouteProgress',
    render: (p) => <RouteProgress {...p} active throttle={0} />,
    ready: () => screen.findByRole('progressbar'),
  },
  {
    name: 'LoginForm',
    render: (p) => (
      <LoginForm {...p} onSubmit={resolved} captcha={undefined} onRefreshCaptcha={noop} hrefs={{}} />
    ),
  },
  {
    name: 'PhoneLoginForm',
    render: (p) => (
      <PhoneLoginForm
        {...p}
        onSubmit={resolved}
        onSendCode={resolved}
        captcha={undefined}
        onRefreshCaptcha={noop}
        hrefs={{}}
      />
    ),
  },
  {
    name: 'RegisterForm',
    render: (p) => (
      <RegisterForm
        {...p}
        onSubmit={resolved}
        onSendCode={resolved}
        areas={[]}
        industries={[]}
        privacyHref="/privacy"
        termsHref="/terms"
        hrefs={{}}
      />
    ),
  },
  {
    name: 'ResetPasswordForm',
    render: (p) => <ResetPasswordForm {...p} onSubmit={resolved} onSendCode={resolved} hrefs={{}} />,
  },
  {
    name: 'CompleteInfoForm',
    render: (p) => (
      <CompleteInfoForm
        {...p}
        onSubmit={resolved}
        onSendCode={resolved}
        captcha={undefined}
        onRefreshCaptcha={noop}
      />
    ),
  },
  { name: 'MailSubscriptionForm', render: (p) => <MailSubscriptionForm {...p} /> },
  { name: 'MailSubscriptionForm (sent)', render: (p) => <MailSubscriptionForm {...p} sent /> },
  {
    name: 'CoaRequestForm',
    render: (p) => withToasts(<CoaRequestForm {...p} areas={[]} industries={[]} />),
  },
  {
    name: 'CoaRequestForm (sent)',
    render: (p) =>
      withToasts(
        <CoaRequestForm
          {...p}
          areas={[]}
          industries={[]}
          posted={{ values: {}, fields: {}, result: { documents: [], notFound: [], emailed: false } }}
          sent
        />,
      ),
  },
  { name: 'EnquiryForm', render: (p) => withToasts(<EnquiryForm {...p} industries={[]} areas={[]} />) },
  {
    name: 'EnquiryForm (sent)',
    render: (p) => withToasts(<EnquiryForm {...p} industries={[]} areas={[]} sent />),
  },
  {
    name: 'EnquiryDialog',
    render: (p) => <EnquiryDialog {...p} trigger="none" industries={[]} areas={[]} />,
  },
  { name: 'JobApplicationForm', render: (p) => withToasts(<JobApplicationForm {...p} jobs={[]} />) },
  {
    name: 'JobApplicationForm (sent)',
    render: (p) => withToasts(<JobApplicationForm {...p} jobs={[]} sent />),
  },
  {
    name: 'LeaveMessageForm',
    render: (p) => withToasts(<LeaveMessageForm {...p} privacyHref="/privacy" />),
  },
  {
    name: 'LeaveMessageForm (sent)',
    render: (p) => withToasts(<LeaveMessageForm {...p} privacyHref="/privacy" sent />),
  },
  {
    name: 'MeetingRegistrationForm',
    render: (p) => withToasts(<MeetingRegistrationForm {...p} meetingName="m" />),
  },
  {
    name: 'MeetingRegistrationForm (sent)',
    render: (p) => withToasts(<MeetingRegistrationForm {...p} meetingName="m" sent />),
  },
  { name: 'ProductSuggestionForm', render: (p) => withToasts(<ProductSuggestionForm {...p} />) },
  {
    name: 'ProductSuggestionForm (sent)',
    render: (p) => withToasts(<ProductSuggestionForm {...p} sent />),
  },
  {
    name: 'ResourceDownloadForm',
    render: (p) => withToasts(<ResourceDownloadForm {...p} resourceTitle="r" getRegisterHref={() => '/r'} />),
  },
  {
    name: 'ResourceDownloadForm (sent)',
    render: (p) =>
      withToasts(<ResourceDownloadForm {...p} resourceTitle="r" getRegisterHref={() => '/r'} sent />),
  },
  {
    name: 'TrialApplicationWizard',
    render: (p) => <TrialWizard {...p} />,
    ready: () => screen.findByRole('form'),
  },
  {
    name: 'TrialApplicationWizard (server step)',
    render: (p) => <TrialWizard {...p} serverStep={{ step: 'product', values: {} }} />,
  },
  {
    name: 'TrialApplicationWizard (sent, server step)',
    render: (p) => (
      <TrialWizard {...p} serverStep={{ step: 'review', values: {}, receipt: { reference: 'TRY-1' } }} />
    ),
  },
  {
    name: 'PaperAwardWizard',
    render: (p) => <AwardWizard {...p} />,
    ready: () => screen.findByRole('form'),
  },
  {
    name: 'PaperAwardWizard (server step)',
    render: (p) => <AwardWizard {...p} serverStep={{ step: 'applicant', values: {} }} />,
  },
];

describe('ref and DOM props', () => {
  it.each(components)(
    '$name passes ref, data-* and className to its root element',
    async ({ render, root, ready }) => {
      const ref = createRef<Element>();
      const { container, getByTestId } = renderWithIntl(render(probe(ref as Ref<never>)));
      await ready?.();
      const element = getByTestId('probe');
      expect(ref.current).toBe(element);
      if (root === 'control') {
        expect(element).toBe(container.querySelector('input, select, textarea'));
        expect(container.firstElementChild).toHaveProperty(
          'className',
          expect.stringContaining('probe-class'),
        );
      } else {
        expect(element).toBe(container.firstElementChild);
        expect(element.classList).toContain('probe-class');
      }
    },
  );
});
