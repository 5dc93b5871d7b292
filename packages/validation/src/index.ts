export {
  enquiryForm,
  type FieldIssues,
  type FieldRule,
  type FieldSpec,
  type FormSpec,
  type FormValues,
  leaveMessageForm,
  mailSubscriptionForm,
  type SiteLocale,
  validateForm,
} from './forms';
export { type FieldIssueMessage, fieldIssueMessage, formatFieldIssue, validationMessages } from './messages';
export {
  emailPattern,
  emailWithTopLevelPattern,
  isBlank,
  isEmail,
  isMainlandMobile,
  isValidPassword,
  mainlandMobilePattern,
  passwordMinLength,
} from './rules';
