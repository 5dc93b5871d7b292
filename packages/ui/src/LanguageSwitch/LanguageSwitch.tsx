import { clsx } from 'clsx';
import { Icon } from '../Icon';
import classes from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  /** The same path and query on the other language's site (the app builds it from SITE_ORIGIN_CN / _EN). */
  href: string;
  /** Text in the target language, e.g. 'English' or '中文'. */
  label: string;
  /** BCP 47 tag of the target language, e.g. 'en' or 'zh-CN'. */
  lang: string;
  /** Class for the root `<a>`. */
  className?: string;
}

/**
 * Link to the other language's site. A plain `<a>` (never the router's link) because it may change origin;
 * `hreflang` and `lang` let assistive technology pronounce the label in its own language.
 */
export function LanguageSwitch({ href, label, lang, className }: LanguageSwitchProps) {
  return (
    <a className={clsx(classes.LanguageSwitch, className)} href={href} hrefLang={lang} lang={lang}>
      <Icon name="globe" size="sm" />
      <span>{label}</span>
    </a>
  );
}
