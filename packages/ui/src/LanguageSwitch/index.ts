export type { LanguageSwitchProps } from './LanguageSwitch';
export { LanguageSwitch } from './LanguageSwitch';
