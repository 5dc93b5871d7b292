import type { ToolboxOutput } from '@storefront/api-client';
import { CALCULATOR_VERSION, KIT_FACTS } from '@storefront/toolbox';
import {
  Button,
  FragmentMassPanel,
  Icon,
  KitPromotion,
  ProbeDesignPanel,
  ReactionSystemPanel,
  Tabs,
  TabsList,
  TabsPanel,
  TabsTab,
  useToast,
} from '@storefront/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { useAuth } from '../../auth/auth';
import { loginHref } from '../../auth/authSession';
import { localeFromPath, localizePath } from '../../i18n/locale';
import classes from './tool-class.module.css';
import {
  calculatorRequest,
  massValueForProduct,
  queryFromValues,
  sequenceLeftOutOfUrl,
  serverResults,
  type ToolboxTab,
  type ToolboxValues,
  toolboxTabs,
  valuesFromQuery,
} from './toolbox';
import { type FullResult, useFullResult } from './useFullResult';

const messages = defineMessages({
  title: { id: 'web.toolbox.title', defaultMessage: 'mRNA capping-rate toolbox' },
  description: {
    id: 'web.toolbox.description',
    defaultMessage:
      'Design the RNase H probe, set up the digest and compute the masses of the 5′ digestion product for LC-MS cap analysis.',
  },
  tabsLabel: { id: 'web.toolbox.tabsLabel', defaultMessage: 'Toolbox modules' },
  tabProbe: { id: 'web.toolbox.tabProbe', defaultMessage: 'Probe design' },
  tabReaction: { id: 'web.toolbox.tabReaction', defaultMessage: 'Reaction system' },
  tabMass: { id: 'web.toolbox.tabMass', defaultMessage: 'Digestion product mass' },
  loginPrompt: {
    id: 'web.toolbox.loginPrompt',
    defaultMessage:
      'This is a preview computed in your browser. Log in to see the full result and export it.',
  },
  loginLink: { id: 'web.toolbox.loginLink', defaultMessage: 'Log in for the full result' },
  calculating: { id: 'web.toolbox.calculating', defaultMessage: 'Calculating the full result…' },
  fixInputs: {
    id: 'web.toolbox.fixInputs',
    defaultMessage: 'Complete or correct the inputs above to get the full result.',
  },
  failed: { id: 'web.toolbox.failed', defaultMessage: 'The full result could not be calculated.' },
  retry: { id: 'web.toolbox.retry', defaultMessage: 'Try again' },
  exportCsv: { id: 'web.toolbox.exportCsv', defaultMessage: 'Export CSV' },
  exportPdf: { id: 'web.toolbox.exportPdf', defaultMessage: 'Export PDF' },
  exportFailed: { id: 'web.toolbox.exportFailed', defaultMessage: 'The export failed. Please try again.' },
  urlTooLong: {
    id: 'web.toolbox.urlTooLong',
    defaultMessage:
      'This sequence is too long to keep in the page address: a shared or bookmarked link opens without it.',
  },
});

// The type argument states the placeholders, so that formatMessage checks their values.
const valueMessages = defineMessages<{
  exported: { file: string };
  versionMismatch: { server: string; page: string };
}>({
  exported: { id: 'web.toolbox.exported', defaultMessage: '{file} downloaded' },
  versionMismatch: {
    id: 'web.toolbox.versionMismatch',
    defaultMessage:
      'The server calculates with version {server}, this page with {page}: reload the page. Exports record the server’s result.',
  },
});

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

const tabLabels = {
  probe: messages.tabProbe,
  reaction: messages.tabReaction,
  mass: messages.tabMass,
} as const;

/**
 * The inputs as the page holds them, mirrored into the query (replace, no scroll) as they change: a
 * link reopens the same design and tab. Back/forward or a link to another design re-reads the query.
 * The address is written at once, never later: a delayed write would cancel a navigation the user
 * started meanwhile (the login link).
 */
function useQueryValues(): [ToolboxValues, (values: ToolboxValues) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // The query as the page would write it: an address without the defaults (plain `/tool-class`) is not
  // rewritten on load. That write and the first input's, both in hydration's task when the user types
  // before hydration ends, were two navigations at once, and react-router then kept the second in its
  // state but not in the address.
  const search = queryFromValues(valuesFromQuery(searchParams)).toString();
  const [values, setValues] = useState(() => valuesFromQuery(searchParams));
  const written = useRef(search);

  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setValues(valuesFromQuery(new URLSearchParams(search)));
  }, [search]);

  const leaving = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  useEffect(() => {
    const next = queryFromValues(values).toString();
    if (next === written.current || leaving) return;
    written.current = next;
    setSearchParams(new URLSearchParams(next), { replace: true, preventScrollReset: true });
  }, [values, leaving, setSearchParams]);

  return [values, setValues];
}

/** `/tool-class`: the three modules of the capping-rate toolbox as tabs, and the CD002 kit. */
export function Component() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const api = useApi(locale);
  const toast = useToast();
  const { loggedIn } = useAuth();
  const [values, setValues] = useQueryValues();
  const request = calculatorRequest(values);
  const { result, retry } = useFullResult(api, request, loggedIn);
  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  // After the product is handed to the mass module its button is gone: keyboard focus goes to the
  // selected tab, so the user continues from there.
  const [focusSelectedTab, setFocusSelectedTab] = useState(false);
  useEffect(() => {
    if (!focusSelectedTab) return;
    setFocusSelectedTab(false);
    pageRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [focusSelectedTab]);

  // The last full result per tab keeps the tables up while the next one is calculated (no flicker as
  // the user types); exports wait for the answer that matches the inputs on screen.
  const [answeredTabs, setAnsweredTabs] = useState<ReadonlySet<ToolboxTab>>(new Set());
  const ready = result.status === 'ready';
  useEffect(() => {
    if (!loggedIn) setAnsweredTabs((tabs) => (tabs.size === 0 ? tabs : new Set()));
    else if (ready) setAnsweredTabs((tabs) => (tabs.has(values.tab) ? tabs : new Set([...tabs, values.tab])));
  }, [loggedIn, ready, values.tab]);

  const here = `${pathname}?${queryFromValues(values).toString()}`;
  const login = loginHref(locale, here);

  const exportReport = async (kind: 'csv' | 'pdf', output: ToolboxOutput) => {
    setExporting(kind);
    try {
      // The exports load when used: the page opens without their code (the PDF's is over 1 MB).
      const [{ buildToolboxReport }, { downloadFile, toolboxCsv }] = await Promise.all([
        import('./toolboxReport'),
        import('./toolboxCsv'),
      ]);
      const report = buildToolboxReport(intl, values, output, new Date());
      const file = `${report.fileName}.${kind}`;
      if (kind === 'csv') {
        downloadFile(file, toolboxCsv(report), 'text/csv;charset=utf-8');
      } else {
        const { toolboxPdf } = await import('./pdf/toolboxPdf');
        const bytes = await toolboxPdf(report);
        downloadFile(file, bytes as Uint8Array<ArrayBuffer>, 'application/pdf');
      }
      toast.show({ title: intl.formatMessage(valueMessages.exported, { file }), tone: 'success' });
    } catch (error) {
      console.error('[web] toolbox export failed:', error);
      toast.show({ title: intl.formatMessage(messages.exportFailed), tone: 'critical' });
    } finally {
      setExporting(null);
    }
  };

  const modeFor = (tab: ToolboxTab): 'full' | 'preview' =>
    loggedIn && request !== null && (ready || answeredTabs.has(tab)) ? 'full' : 'preview';

  const status = (
    <StatusSlot
      result={result}
      loggedIn={loggedIn}
      hasRequest={request !== null}
      loginHref={login}
      onRetry={retry}
    />
  );
  const output = result.status === 'ready' ? result.output : null;
  // The tables show the server's answer for the inputs on screen once it is there.
  const shown = serverResults(output);
  const actions = (
    <div className={classes.Actions}>
      {result.status === 'loading' ? (
        <p className={classes.Status} role="status">
          {intl.formatMessage(messages.calculating)}
        </p>
      ) : null}
      {result.status === 'error' ? status : null}
      <Button
        variant="secondary"
        size="sm"
        leadingVisual={<Icon name="download" />}
        loading={exporting === 'csv'}
        disabled={!output || exporting !== null}
        onClick={() => output && exportReport('csv', output)}
      >
        {intl.formatMessage(messages.exportCsv)}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        leadingVisual={<Icon name="download" />}
        loading={exporting === 'pdf'}
        disabled={!output || exporting !== null}
        onClick={() => output && exportReport('pdf', output)}
      >
        {intl.formatMessage(messages.exportPdf)}
      </Button>
      {output && output.calculatorVersion !== CALCULATOR_VERSION ? (
        <p className={classes.Notice} role="status">
          {intl.formatMessage(valueMessages.versionMismatch, {
            server: output.calculatorVersion,
            page: CALCULATOR_VERSION,
          })}
        </p>
      ) : null}
    </div>
  );

  const panelProps = (tab: ToolboxTab) => ({
    mode: modeFor(tab),
    loginPrompt: status,
    actions,
    headingLevel: 3 as const,
  });

  return (
    <div className={classes.Page} ref={pageRef}>
      <header className={classes.Header}>
        <h1 className={classes.Title}>{intl.formatMessage(messages.title)}</h1>
        <p className={classes.Lead}>{intl.formatMessage(messages.description)}</p>
      </header>
      <div className={classes.Layout}>
        <Tabs
          className={classes.Tabs}
          value={values.tab}
          onValueChange={(tab) => {
            if (toolboxTabs.includes(tab as ToolboxTab)) setValues({ ...values, tab: tab as ToolboxTab });
          }}
        >
          <TabsList aria-label={intl.formatMessage(messages.tabsLabel)}>
            {toolboxTabs.map((tab) => (
              <TabsTab key={tab} value={tab}>
                {intl.formatMessage(tabLabels[tab])}
              </TabsTab>
            ))}
          </TabsList>
          {sequenceLeftOutOfUrl(values) ? (
            <p className={classes.Notice} role="status">
              {intl.formatMessage(messages.urlTooLong)}
            </p>
          ) : null}
          <TabsPanel value="probe">
            <ProbeDesignPanel
              {...panelProps('probe')}
              fullResult={shown.probeDesign}
              value={values.probe}
              onValueChange={(probe) => setValues({ ...values, probe })}
              onUseProduct={(_product, details) => {
                setValues({ ...values, tab: 'mass', mass: massValueForProduct(values.mass, details) });
                setFocusSelectedTab(true);
              }}
            />
          </TabsPanel>
          <TabsPanel value="reaction">
            <ReactionSystemPanel
              {...panelProps('reaction')}
              fullResult={shown.reactionSystem}
              value={values.reaction}
              onValueChange={(reaction) => setValues({ ...values, reaction })}
            />
          </TabsPanel>
          <TabsPanel value="mass">
            <FragmentMassPanel
              {...panelProps('mass')}
              fullResult={shown.fragmentMass}
              value={values.mass}
              onValueChange={(mass) => setValues({ ...values, mass })}
            />
          </TabsPanel>
        </Tabs>
        <aside className={classes.Aside}>
          <KitPromotion
            href={localizePath(locale, `/product-detail?catalogNumber=${KIT_FACTS.catalogNumber}`)}
            linkComponent={RouterLink}
            headingLevel={2}
          />
        </aside>
      </div>
    </div>
  );
}

interface StatusSlotProps {
  result: FullResult;
  loggedIn: boolean;
  hasRequest: boolean;
  loginHref: string;
  onRetry: () => void;
}

/**
 * What stands where a preview's login prompt goes: the prompt for visitors; for a logged-in user, why
 * the full result is not there yet (calculating, inputs to fix, or the server's error with a retry).
 */
function StatusSlot({ result, loggedIn, hasRequest, loginHref, onRetry }: StatusSlotProps): ReactNode {
  const intl = useIntl();
  if (!loggedIn) {
    return (
      <div className={classes.Prompt}>
        <p className={classes.PromptText}>
          <Icon name="info" size="sm" />
          <span>{intl.formatMessage(messages.loginPrompt)}</span>
        </p>
        <Button
          href={loginHref}
          linkComponent={RouterLink}
          size="sm"
          leadingVisual={<Icon name="user" size="sm" />}
        >
          {intl.formatMessage(messages.loginLink)}
        </Button>
      </div>
    );
  }
  if (!hasRequest) return <p className={classes.Status}>{intl.formatMessage(messages.fixInputs)}</p>;
  if (result.status === 'error' && !result.unauthorized) {
    return (
      <div className={classes.Error} role="alert">
        <p className={classes.PromptText}>
          <Icon name="alert" size="sm" />
          <span>
            {intl.formatMessage(messages.failed)} {result.message}
          </span>
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    );
  }
  return (
    <p className={classes.Status} role="status">
      {intl.formatMessage(messages.calculating)}
    </p>
  );
}
