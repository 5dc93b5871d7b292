/*
 * @storefront/ui/machines: the XState machines and their pure helpers, without any component, for an app
 * (or a server) that drives the cart, the login or a wizard with its own views. Every name is also exported
 * by the package root; listed by name, like the root, so the subpath changes only on purpose.
 */
export type {
  ApplicationDraft,
  ApplicationDraftParams,
  ApplicationReceipt,
  ApplicationScene,
  ApplicationSubmission,
  ApplicationWizardContext,
  ApplicationWizardError,
  ApplicationWizardEvent,
  ApplicationWizardInput,
  IdPhotoSide,
  IdPhotoState,
  IdPhotoUpload,
} from './applicationWizard';
export { ID_PHOTO_TYPES, REVIEW_STEP, shownFieldIssue, wizardStepsOf } from './applicationWizard';
export type {
  AuthContext,
  AuthCredentials,
  AuthError,
  AuthEvent,
  AuthInput,
  AuthUserInfo,
  LoginResult,
  PasswordLoginInput,
  StoredSession,
  StoreSessionParams,
  UserRecordResult,
} from './authMachine';
export { authMachine } from './authMachine';
export { authMessages } from './authMessages';
export type {
  CartAddRequest,
  CartContext,
  CartCountChange,
  CartEvent,
  CartInput,
  CartNotice,
  CartNoticeTone,
} from './cartMachine';
export { cartMachine } from './cartMachine';
export type { CartMessageId } from './cartMessages';
export { cartMessages } from './cartMessages';
export type { CartLine } from './cartTotals';
export { cartPriceTotal, cartTotal, withCount } from './cartTotals';
export { paperAwardMachine, paperAwardWizard } from './paperAwardMachine';
export { trialApplicationMachine, trialApplicationWizard } from './trialApplicationMachine';
