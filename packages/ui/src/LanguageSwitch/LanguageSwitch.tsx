import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon';
import classes from './LanguageSwitch.module.css';

export interface LanguageSwitchProps extends ComponentPropsWithRef<'a'> {
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
 *
 * **Accessibility:** A plain link with `hreflang` and `lang` set to the target language, so its label is
 * pronounced in that language. The caller provides `label` (the language's own name, e.g. 'English').
 *
 * **Data attributes:** none.
 */
export function LanguageSwitch({ href, label, lang, className, ...rest }: LanguageSwitchProps) {
  return (
    <a {...rest} className={clsx(classes.LanguageSwitch, className)} href={href} hrefLang={lang} lang={lang}>
      <Icon name="globe" size="sm" />
      <span>{label}</span>
    </a>
  );
}
