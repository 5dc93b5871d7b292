import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../Button';
import { Icon } from '../../Icon';
import { toolboxFormMessages } from './ToolboxForm.messages';
import classes from './ToolboxForm.module.css';

export interface ToolboxFormLoginPromptProps {
  /** The app's own prompt (e.g. a link to the login page); replaces the default text and button. */
  loginPrompt?: ReactNode;
  /** Called by the default Log in button; without it and without `loginPrompt` only the text shows. */
  onLoginRequest?: () => void;
}

/** The note under a preview that the full result needs a login (SPEC §4). */
export function ToolboxFormLoginPrompt({ loginPrompt, onLoginRequest }: ToolboxFormLoginPromptProps) {
  const intl = useIntl();
  return (
    <div className={classes.LoginPrompt}>
      {loginPrompt ?? (
        <>
          <p className={classes.LoginPromptText}>
            <Icon name="info" size="sm" />
            <span>{intl.formatMessage(toolboxFormMessages.loginPrompt)}</span>
          </p>
          {onLoginRequest ? (
            <Button variant="primary" size="sm" onClick={onLoginRequest} leadingVisual={<Icon name="user" />}>
              {intl.formatMessage(toolboxFormMessages.loginButton)}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
