import type {
  ProbeHintCode,
  ReactionAdviceCode,
  ToolboxField,
  ValidationError,
  ValidationErrorCode,
} from '@storefront/toolbox';
import type { Lang } from '../http/language.js';

/**
 * The toolbox's codes worded for API answers, in the words of the panels' catalogs
 * (packages/ui, ui.ToolboxForm.* / ui.ProbeDesignPanel.hint* / ui.ReactionSystemPanel.advice*), so a
 * message reads the same whether the browser or the server found the problem. Each is a `Record` over
 * the toolbox's code union: a new code fails the type check until it is worded in both languages.
 */
type Params = Readonly<Record<string, string | number | boolean | readonly string[]>>;
type Template = (p: Record<string, string>) => string;

const ERRORS: Record<ValidationErrorCode, Record<Lang, Template>> = {
  required: { en: () => 'Enter a number.', zh: () => '请输入数值。' },
  notInteger: { en: () => 'Enter a whole number.', zh: () => '请输入整数。' },
  tooSmall: { en: (p) => `Enter at least ${p.min}.`, zh: (p) => `请输入不小于 ${p.min} 的数值。` },
  tooLarge: { en: (p) => `Enter at most ${p.max}.`, zh: (p) => `请输入不大于 ${p.max} 的数值。` },
  notPositive: { en: () => 'Enter a value greater than 0.', zh: () => '请输入大于 0 的数值。' },
  invalidCharacter: {
    en: (p) =>
      `“${p.character}” at position ${p.position} (line ${p.line}, column ${p.column}) is not a nucleotide. Use A, C, G, T or U.`,
    zh: (p) =>
      `第 ${p.position} 位（第 ${p.line} 行第 ${p.column} 列）的“${p.character}”不是核苷酸，请只使用 A、C、G、T 或 U。`,
  },
  sequenceTooLong: {
    en: (p) => `The sequence has ${p.length} nt; at most ${p.max} nt are accepted.`,
    zh: (p) => `序列长度为 ${p.length} nt，最多接受 ${p.max} nt。`,
  },
  probeBeyondMrnaEnd: {
    en: (p) =>
      `The probe runs past the end of the ${p.mrnaLength} nt mRNA: at most ${p.max} nt from this start.`,
    zh: (p) => `探针超出了 ${p.mrnaLength} nt mRNA 的末端：从该起始位置最多 ${p.max} nt。`,
  },
  windowOutsideProbe: {
    en: (p) =>
      `The DNA window must lie inside the probe: choose a digestion position from ${p.min} to ${p.max}.`,
    zh: (p) => `DNA 窗口必须位于探针内：请将酶切位置设为 ${p.min} 至 ${p.max}。`,
  },
  notAllowed: {
    en: (p) => `Choose one of: ${p.allowed}.`,
    zh: (p) => `请从以下选项中选择：${p.allowed}。`,
  },
  startMismatchCapAnalog: {
    en: (p) => `${p.capAnalog} needs a transcript that starts with ${p.expectedStart}.`,
    zh: (p) => `${p.capAnalog} 要求转录本以 ${p.expectedStart} 开头。`,
  },
};

const REQUIRED_SEQUENCE: Record<Lang, string> = { en: 'Paste or type a sequence.', zh: '请粘贴或输入序列。' };
const REQUIRED_CHOICE: Record<Lang, string> = { en: 'Choose an option.', zh: '请选择一项。' };

/** The inputs' names as the panels label them, so that a message says which input it is about. */
const FIELD_LABELS: Record<ToolboxField, Record<Lang, string>> = {
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

const HINTS: Record<ProbeHintCode, Record<Lang, Template>> = {
  probeLengthOutOfRange: {
    en: (p) => `The probe is ${p.value} nt long; ${p.min}–${p.max} nt is recommended.`,
    zh: (p) => `探针长度为 ${p.value} nt，建议 ${p.min}–${p.max} nt。`,
  },
  productLengthOutOfRange: {
    en: (p) => `The digestion product is ${p.value} nt long; ${p.min}–${p.max} nt is recommended.`,
    zh: (p) => `酶切产物长度为 ${p.value} nt，建议 ${p.min}–${p.max} nt。`,
  },
  productEndsInG: {
    en: (p) =>
      `The digestion product ends in G (nucleotide ${p.position}); a product that does not end in G is recommended.`,
    zh: (p) => `酶切产物以 G 结尾（第 ${p.position} 位），建议产物末端不为 G。`,
  },
  heteroduplexLengthOutOfRange: {
    en: (p) => `The heteroduplex is ${p.value} nt long; ${p.min}–${p.max} nt is recommended.`,
    zh: (p) => `杂合链长度为 ${p.value} nt，建议 ${p.min}–${p.max} nt。`,
  },
  gcOutOfRange: {
    en: (p) => `The probe GC content is ${p.value} %; ${p.min}–${p.max} % is recommended.`,
    zh: (p) => `探针 GC 含量为 ${p.value}%，建议 ${p.min}%–${p.max}%。`,
  },
  gcOutsideOptimum: {
    en: (p) =>
      `The probe GC content is ${p.value} %, within the recommended range; ${p.min}–${p.max} % is better.`,
    zh: (p) => `探针 GC 含量为 ${p.value}%，在建议范围内；${p.min}%–${p.max}% 更佳。`,
  },
};

const COMPONENTS: Record<string, Record<Lang, string>> = {
  mrna: { en: 'mRNA sample', zh: 'mRNA 样品' },
  probe: { en: 'Probe', zh: '探针' },
  buffer: { en: '10× buffer', zh: '10× 缓冲液' },
  rnaseH: { en: 'RNase H', zh: 'RNase H' },
  water: { en: 'Water', zh: '水' },
};

const ADVICE: Record<ReactionAdviceCode, Record<Lang, Template>> = {
  concentrateSample: {
    en: (p) =>
      `To digest ${p.amount} pmol, concentrate the sample to at least ${p.minSampleConcentration} ng/µl.`,
    zh: (p) => `如需酶切 ${p.amount} pmol，请将样品浓缩至不低于 ${p.minSampleConcentration} ng/µl。`,
  },
  concentrateProbe: {
    en: (p) =>
      `The probe stock alone overfills the reaction: use a stock of at least ${p.minProbeConcentration} µM.`,
    zh: (p) => `仅探针储液就超出反应体积：请使用浓度不低于 ${p.minProbeConcentration} µM 的探针储液。`,
  },
  smallPipettingVolume: {
    en: (p) =>
      `${p.component}: ${p.volume} µl is below ${p.min} µl and hard to pipette accurately; dilute that stock first.`,
    zh: (p) => `${p.component}：${p.volume} µl 低于 ${p.min} µl，难以准确移液；请先稀释该储液。`,
  },
};

/** Numbers as the site writes them (at most 2 decimals, grouped), lists joined, component names worded. */
function worded(params: Params, lang: Lang): Record<string, string> {
  const locale = lang === 'en' ? 'en' : 'zh-CN';
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number') {
      out[key] = value.toLocaleString(locale, { maximumFractionDigits: 2 });
    } else if (Array.isArray(value)) {
      out[key] = value.join(lang === 'en' ? ', ' : '、');
    } else if (key === 'component' && typeof value === 'string') {
      out[key] = COMPONENTS[value]?.[lang] ?? value;
    } else {
      out[key] = String(value);
    }
  }
  return out;
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
  } else text = ERRORS[error.code][lang](worded(error.params, lang));
  return `${FIELD_LABELS[error.field][lang]}${lang === 'en' ? ': ' : '：'}${text}`;
}

export function hintMessage(code: ProbeHintCode, params: Params, lang: Lang): string {
  return HINTS[code][lang](worded(params, lang));
}

export function adviceMessage(code: ReactionAdviceCode, params: Params, lang: Lang): string {
  return ADVICE[code][lang](worded(params, lang));
}
