export {
  type ContentLanguage,
  contentLanguages,
  defaultLocale,
  type LanguageTag,
  type Locale,
  languageTags,
  localeFromAcceptLanguage,
  localeOfContentLanguage,
  locales,
} from './locale';
export {
  type Fen,
  formatYuan,
  isFen,
  lineFen,
  pricesVisible,
  priceText,
  shownFen,
  totalFen,
  yuanDecimal,
} from './money';
