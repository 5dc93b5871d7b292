import { useState } from 'react';
import { useIntl } from 'react-intl';
import { verificationCodeFieldMessages as messages } from './VerificationCodeField.messages';
import type { Captcha } from './VerificationCodeFieldCaptcha';

/**
 * The captcha answer of a form that texts codes: `send(request)` refuses without an answer, otherwise calls
 * `request({ captchaId, captcha })`; whatever the outcome the answer is cleared and a new image asked for,
 * because the server accepts each captcha once.
 */
export function useCaptchaAnswer(options: { captcha: Captcha | undefined; onRefreshCaptcha: () => void }) {
  const intl = useIntl();
  const [answer, setAnswer] = useState('');

  const send = async (request: (answer: { captchaId: string; captcha: string }) => Promise<void>) => {
    const typed = answer.trim();
    if (!options.captcha || typed === '') throw new Error(intl.formatMessage(messages.captchaRequired));
    try {
      await request({ captchaId: options.captcha.captchaId, captcha: typed });
    } finally {
      setAnswer('');
      options.onRefreshCaptcha();
    }
  };

  return {
    send,
    fieldProps: {
      captcha: options.captcha,
      onRefresh: options.onRefreshCaptcha,
      value: answer,
      onValueChange: setAnswer,
    },
  };
}
