export { sendTargetIssue } from './sendTargetIssue';
export { useCaptchaAnswer } from './useCaptchaAnswer';
export { secondsLeft, sendCodeIntervalSeconds, useSendCodeCountdown } from './useSendCodeCountdown';
export type { VerificationCodeFieldProps } from './VerificationCodeField';
export { VerificationCodeField } from './VerificationCodeField';
export type { Captcha, VerificationCodeFieldCaptchaProps } from './VerificationCodeFieldCaptcha';
export { VerificationCodeFieldCaptcha } from './VerificationCodeFieldCaptcha';
