import { CALCULATOR_VERSION } from '@storefront/toolbox';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toolboxFormMessages } from './ToolboxForm.messages';
import classes from './ToolboxForm.module.css';
import { ToolboxFormLoginPrompt } from './ToolboxFormLoginPrompt';

/** What every toolbox panel takes besides its inputs and its mode. */
export interface ToolboxPanelProps<Result> {
  /** The app's login prompt in preview mode; replaces the default text and button. */
  loginPrompt?: ReactNode;
  /** Called by the default Log in button of the preview. */
  onLoginRequest?: () => void;
  /** Actions under a full result, e.g. the app's CSV and PDF export buttons. */
  actions?: ReactNode;
  /**
   * The full result to show in full mode, e.g. the server's answer (`POST /calculator`) for the inputs on
   * screen. Without it the panel shows what it computed itself; it never shows one for other inputs.
   */
  fullResult?: Result;
  /** Level of the result headings, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root element. */
  className?: string;
}

export interface ToolboxFormFooterProps
  extends Pick<ToolboxPanelProps<unknown>, 'loginPrompt' | 'onLoginRequest' | 'actions'> {
  mode: 'preview' | 'full';
  /** The inputs give a result (actions and version only make sense under one). */
  hasResult: boolean;
}

/** Under a panel's result: the login prompt of a preview, or a full result's actions and calculator version. */
export function ToolboxFormFooter({
  mode,
  hasResult,
  loginPrompt,
  onLoginRequest,
  actions,
}: ToolboxFormFooterProps) {
  const intl = useIntl();
  if (mode === 'preview')
    return <ToolboxFormLoginPrompt loginPrompt={loginPrompt} onLoginRequest={onLoginRequest} />;
  if (!hasResult) return null;
  return (
    <>
      {actions ? <div className={classes.Actions}>{actions}</div> : null}
      <p className={classes.Version}>
        {intl.formatMessage(toolboxFormMessages.calculatorVersion, { version: CALCULATOR_VERSION })}
      </p>
    </>
  );
}
