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

export interface ToolboxFormResultProps
  extends Pick<ToolboxPanelProps<unknown>, 'loginPrompt' | 'onLoginRequest' | 'actions'> {
  mode: 'preview' | 'full';
  /** The panel's result; null when the inputs give none. */
  children: ReactNode;
  /** Said in its place when there is none: that nothing is entered yet, or that an input is wrong. */
  emptyText: string;
}

/**
 * A panel's result area: the result, or the text saying why there is none; under it the login prompt of a
 * preview, or a full result's actions and the calculator version.
 */
export function ToolboxFormResult({ mode, children, emptyText, ...footer }: ToolboxFormResultProps) {
  const hasResult = children !== null && children !== undefined;
  return (
    <div className={classes.Result}>
      {hasResult ? children : <p className={classes.Empty}>{emptyText}</p>}
      {mode === 'preview' ? (
        <ToolboxFormLoginPrompt loginPrompt={footer.loginPrompt} onLoginRequest={footer.onLoginRequest} />
      ) : hasResult ? (
        <FullResultFooter actions={footer.actions} />
      ) : null}
    </div>
  );
}

/** Under a full result: its actions and the calculator version. */
function FullResultFooter({ actions }: { actions: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      {actions ? <div className={classes.Actions}>{actions}</div> : null}
      <p className={classes.Version}>
        {intl.formatMessage(toolboxFormMessages.calculatorVersion, { version: CALCULATOR_VERSION })}
      </p>
    </>
  );
}
