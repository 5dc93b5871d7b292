import type {
  ProbeHintCode,
  ReactionAdviceCode,
  ToolboxField,
  ValidationError,
  ValidationErrorCode,
} from '@storefront/toolbox';
import type { Lang } from '../domain/context.js';

/**
 * The toolbox's codes worded for API answers, in the words of the panels' catalogs
 * (packages/ui, ui.ToolboxForm.* / ui.ProbeDesignPanel.hint* / ui.ReactionSystemPanel.advice*), so a
 * message reads the same whether the browser or the server found the problem. Each is a `Record` over
 * the toolbox's code union: a new code fails the type check until it is worded in both languages.
 */
type Params = Readonly<Record<string, string | number | boolean | readonly string[]>>;
type Wording = Record<Lang, string>;

/**
 * Templates with `{placeholders}`, word for word the panels' catalog entries named in `uiMessageIds`
 * (`messages.test.ts` compares them with packages/ui's en.json and zh-CN.json).
 */
const ERRORS: Record<ValidationErrorCode, Wording> = {
  required: { en: 'Enter a number.', zh: '请输入数值。' },
  notInteger: { en: 'Enter a whole number.', zh: '请输入整数。' },
  tooSmall: { en: 'Enter at least {min}.', zh: '请输入不小于 {min} 的数值。' },
  tooLarge: { en: 'Enter at most {max}.', zh: '请输入不大于 {max} 的数值。' },
  notPositive: { en: 'Enter a value greater than 0.', zh: '请输入大于 0 的数值。' },
  invalidCharacter: {
    en: '“{character}” at position {position} (line {line}, column {column}) is not a nucleotide. Use A, C, G, T or U.',
    zh: '第 {position} 位（第 {line} 行第 {column} 列）的“{character}”不是核苷酸，请只使用 A、C、G、T 或 U。',
  },
  sequenceTooLong: {
    en: 'The sequence has {length} nt; at most {max} nt are accepted.',
    zh: '序列长度为 {length} nt，最多接受 {max} nt。',
  },
  probeBeyondMrnaEnd: {
    en: 'The probe runs past the end of the {mrnaLength} nt mRNA: at most {max} nt from this start.',
    zh: '探针超出了 {mrnaLength} nt mRNA 的末端：从该起始位置最多 {max} nt。',
  },
  windowOutsideProbe: {
    en: 'The DNA window must lie inside the probe: choose a digestion position from {min} to {max}.',
    zh: 'DNA 窗口必须位于探针内：请将酶切位置设为 {min} 至 {max}。',
  },
  notAllowed: { en: 'Choose one of: {allowed}.', zh: '请从以下选项中选择：{allowed}。' },
  startMismatchCapAnalog: {
    en: '{capAnalog} needs a transcript that starts with {expectedStart}.',
    zh: '{capAnalog} 要求转录本以 {expectedStart} 开头。',
  },
};

const REQUIRED_SEQUENCE: Wording = { en: 'Paste or type a sequence.', zh: '请粘贴或输入序列。' };
const REQUIRED_CHOICE: Wording = { en: 'Choose an option.', zh: '请选择一项。' };

/** The inputs' names as the panels label them, so that a message says which input it is about. */
const FIELD_LABELS: Record<ToolboxField, Wording> = {
  sequence: { en: 'Sequence', zh: '序列' },
  probeStart: { en: 'Probe start s', zh: '探针起始位置 s' },
  probeLength: { en: 'Probe length n', zh: '探针长度 n' },
  digestionPosition: { en: 'Digestion position L', zh: '酶切位置 L' },
  heteroduplexLength: { en: 'Heteroduplex length g', zh: '杂合链长度 g' },
  mrnaLength: { en: 'mRNA full length', zh: 'mRNA 全长' },
  sampleConcentration: { en: 'Sample concentration', zh: '样品浓度' },
  probeConcentration: { en: 'Probe concentration', zh: '探针浓度' },
  amount: { en: 'mRNA amount', zh: '待酶切 mRNA 量' },
  productLength: { en: 'Product length', zh: '产物长度' },
  modification: { en: 'Base modification', zh: '碱基修饰' },
  cappingMethod: { en: 'Capping method', zh: '加帽方式' },
  capAnalog: { en: 'Cap analog', zh: '帽类似物' },
};

const HINTS: Record<ProbeHintCode, Wording> = {
  probeLengthOutOfRange: {
    en: 'The probe is {value} nt long; {min}–{max} nt is recommended.',
    zh: '探针长度为 {value} nt，建议 {min}–{max} nt。',
  },
  productLengthOutOfRange: {
    en: 'The digestion product is {value} nt long; {min}–{max} nt is recommended.',
    zh: '酶切产物长度为 {value} nt，建议 {min}–{max} nt。',
  },
  productEndsInG: {
    en: 'The digestion product ends in G (nucleotide {position}); a product that does not end in G is recommended.',
    zh: '酶切产物以 G 结尾（第 {position} 位），建议产物末端不为 G。',
  },
  heteroduplexLengthOutOfRange: {
    en: 'The heteroduplex is {value} nt long; {min}–{max} nt is recommended.',
    zh: '杂合链长度为 {value} nt，建议 {min}–{max} nt。',
  },
  gcOutOfRange: {
    en: 'The probe GC content is {value}; {min}–{max} is recommended.',
    zh: '探针 GC 含量为 {value}，建议 {min}–{max}。',
  },
  gcOutsideOptimum: {
    en: 'The probe GC content is {value}, within the recommended range; {min}–{max} is better.',
    zh: '探针 GC 含量为 {value}，在建议范围内；{min}–{max} 更佳。',
  },
};

/** Hints whose numbers are percentages (the toolbox gives 0-100; written as the locale writes 60 %). */
const PERCENT_HINTS: ReadonlySet<ProbeHintCode> = new Set(['gcOutOfRange', 'gcOutsideOptimum']);

/** The panels' names of the reaction components (advice names only mRNA and probe). */
const COMPONENTS: Record<string, Wording> = {
  mrna: { en: 'mRNA sample', zh: 'mRNA 样品' },
  probe: { en: 'Probe', zh: '探针' },
};

const ADVICE: Record<ReactionAdviceCode, Wording> = {
  concentrateSample: {
    en: 'To digest {amount} pmol, concentrate the sample to at least {minSampleConcentration} ng/µl.',
    zh: '如需酶切 {amount} pmol，请将样品浓缩至不低于 {minSampleConcentration} ng/µl。',
  },
  concentrateProbe: {
    en: 'The probe stock alone overfills the reaction: use a stock of at least {minProbeConcentration} µM.',
    zh: '仅探针储液就超出反应体积：请使用浓度不低于 {minProbeConcentration} µM 的探针储液。',
  },
  smallPipettingVolume: {
    en: '{component}: {volume} µl is below {min} µl and hard to pipette accurately; dilute that stock first.',
    zh: '{component}：{volume} µl 低于 {min} µl，难以准确移液；请先稀释该储液。',
  },
};

/** packages/ui catalog ids of the templates above, for the test that keeps both word for word. */
export const uiMessageIds = {
  errors: {
    required: 'ui.ToolboxForm.errorRequired',
    notInteger: 'ui.ToolboxForm.errorNotInteger',
    tooSmall: 'ui.ToolboxForm.errorTooSmall',
    tooLarge: 'ui.ToolboxForm.errorTooLarge',
    notPositive: 'ui.ToolboxForm.errorNotPositive',
    invalidCharacter: 'ui.ToolboxForm.errorInvalidCharacter',
    sequenceTooLong: 'ui.ToolboxForm.errorSequenceTooLong',
    probeBeyondMrnaEnd: 'ui.ToolboxForm.errorProbeBeyondMrnaEnd',
    windowOutsideProbe: 'ui.ToolboxForm.errorWindowOutsideProbe',
    notAllowed: 'ui.ToolboxForm.errorNotAllowed',
    startMismatchCapAnalog: 'ui.ToolboxForm.errorStartMismatchCapAnalog',
  } satisfies Record<ValidationErrorCode, string>,
  hints: {
    probeLengthOutOfRange: 'ui.ProbeDesignPanel.hintProbeLengthOutOfRange',
    productLengthOutOfRange: 'ui.ProbeDesignPanel.hintProductLengthOutOfRange',
    productEndsInG: 'ui.ProbeDesignPanel.hintProductEndsInG',
    heteroduplexLengthOutOfRange: 'ui.ProbeDesignPanel.hintHeteroduplexLengthOutOfRange',
    gcOutOfRange: 'ui.ProbeDesignPanel.hintGcOutOfRange',
    gcOutsideOptimum: 'ui.ProbeDesignPanel.hintGcOutsideOptimum',
  } satisfies Record<ProbeHintCode, string>,
  advice: {
    concentrateSample: 'ui.ReactionSystemPanel.adviceConcentrateSample',
    concentrateProbe: 'ui.ReactionSystemPanel.adviceConcentrateProbe',
    smallPipettingVolume: 'ui.ReactionSystemPanel.adviceSmallPipettingVolume',
  } satisfies Record<ReactionAdviceCode, string>,
  components: {
    mrna: 'ui.ReactionSystemPanel.componentMrna',
    probe: 'ui.ReactionSystemPanel.componentProbe',
  },
  requiredSequence: 'ui.ToolboxForm.errorRequiredSequence',
  requiredChoice: 'ui.ToolboxForm.errorRequiredChoice',
} as const;

/** The templates by kind, for the same test. */
export const templates = {
  errors: ERRORS,
  hints: HINTS,
  advice: ADVICE,
  components: COMPONENTS,
  requiredSequence: REQUIRED_SEQUENCE,
  requiredChoice: REQUIRED_CHOICE,
};

const localeOf = (lang: Lang) => (lang === 'en' ? 'en' : 'zh-CN');

/**
 * Parameters as the panels write them (react-intl there, Intl here): numbers with at most 2 decimals
 * and the locale's grouping, percentages as the locale writes them, lists as "a, b, or c" / "a、b或c",
 * component codes by their names.
 */
function worded(params: Params, lang: Lang, percent = false): Record<string, string> {
  const locale = localeOf(lang);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number') {
      out[key] = percent
        ? (value / 100).toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 })
        : value.toLocaleString(locale, { maximumFractionDigits: 2 });
    } else if (Array.isArray(value)) {
      out[key] = new Intl.ListFormat(locale, { type: 'disjunction' }).format(value.map(String));
    } else if (key === 'component' && typeof value === 'string') {
      out[key] = COMPONENTS[value]?.[lang] ?? value;
    } else {
      out[key] = String(value);
    }
  }
  return out;
}

/** `{name}` placeholders filled; an unknown one stays as it is (never an empty gap). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** One error as `<label>: <message>` in the request language. */
export function errorMessage(error: ValidationError, lang: Lang): string {
  let text: string;
  if (error.code === 'required' && error.field === 'sequence') text = REQUIRED_SEQUENCE[lang];
  else if (
    error.code === 'required' &&
    (error.field === 'modification' || error.field === 'cappingMethod' || error.field === 'capAnalog')
  ) {
    text = REQUIRED_CHOICE[lang];
  } else text = fill(ERRORS[error.code][lang], worded(error.params, lang));
  return `${FIELD_LABELS[error.field][lang]}${lang === 'en' ? ': ' : '：'}${text}`;
}

export function hintMessage(code: ProbeHintCode, params: Params, lang: Lang): string {
  return fill(HINTS[code][lang], worded(params, lang, PERCENT_HINTS.has(code)));
}

export function adviceMessage(code: ReactionAdviceCode, params: Params, lang: Lang): string {
  return fill(ADVICE[code][lang], worded(params, lang));
}
