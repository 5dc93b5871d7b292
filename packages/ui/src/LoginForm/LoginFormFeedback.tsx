import type { ReactNode } from 'react';
import classes from './LoginForm.module.css';

export interface LoginFormFeedbackProps {
  /** 'critical' is announced at once (role=alert), 'success' politely. */
  tone: 'critical' | 'success';
  /** The message. */
  children: ReactNode;
}

/**
 * The outcome of an account form shown inside it (the server's refusal, or success): account pages have no
 * toast area of their own, and a login refusal must stay visible while the user retypes.
 */
export function LoginFormFeedback({ tone, children }: LoginFormFeedbackProps) {
  return (
    <p className={classes.Feedback} data-tone={tone} role={tone === 'critical' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
