import {
  calculateReactionSystem,
  computeFragmentMasses,
  designProbe,
  type ProbeHintCode,
  type ReactionAdviceCode,
  type ValidationError,
  type ValidationErrorCode,
} from '@storefront/toolbox';
import { createIntl } from 'react-intl';
import { describe, expect, expectTypeOf, test } from 'vitest';
import en from '../../i18n/en.json';
import zhCN from '../../i18n/zh-CN.json';
import { probeHintMessages } from '../../ProbeDesignPanel/probeDesignHints';
import { reactionAdviceMessages } from '../../ReactionSystemPanel/reactionSystemAdvice';
import {
  firstErrorByField,
  formatToolboxError,
  parseNumberInput,
  toolboxErrorMessages,
} from './toolboxFormErrors';

const intls = {
  en: createIntl({ locale: 'en', defaultLocale: 'en', messages: en }),
  'zh-CN': createIntl({ locale: 'zh-CN', defaultLocale: 'en', messages: zhCN }),
};

// The maps are Records over the toolbox's code unions: a code the toolbox adds fails `tsc` until it is
// worded. These assertions state that for the reader (vitest checks them in the type pass).
expectTypeOf<keyof typeof toolboxErrorMessages>().toEqualTypeOf<ValidationErrorCode>();
expectTypeOf<keyof typeof probeHintMessages>().toEqualTypeOf<ProbeHintCode>();
expectTypeOf<keyof typeof reactionAdviceMessages>().toEqualTypeOf<ReactionAdviceCode>();

const catalogs = { en: en as Record<string, string>, 'zh-CN': zhCN as Record<string, string> };

describe('every toolbox code has a message in both languages', () => {
  const maps = { error: toolboxErrorMessages, hint: probeHintMessages, advice: reactionAdviceMessages };
  for (const [kind, map] of Object.entries(maps)) {
    test.each(Object.entries(map))(`${kind} %s`, (_code, descriptor) => {
      for (const catalog of Object.values(catalogs)) expect(catalog[String(descriptor.id)]).toBeTruthy();
    });
  }
});

/** Inputs that make the toolbox report each of its error codes, so the wording is tested on real errors. */
function realErrors(): ValidationError[] {
  const example = 'GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG';
  const probe = (overrides: Record<string, unknown>) => {
    const result = designProbe({
      sequence: example,
      probeStart: 1,
      probeLength: 25,
      digestionPosition: 18,
      heteroduplexLength: 4,
      ...overrides,
    });
    return result.ok ? [] : result.errors;
  };
  const mass = (overrides: Record<string, unknown>) => {
    const result = computeFragmentMasses({
      sequence: example,
      modification: 'none',
      cappingMethod: 'enzymatic',
      ...overrides,
    } as Parameters<typeof computeFragmentMasses>[0]);
    return result.ok ? [] : result.errors;
  };
  const reaction = calculateReactionSystem({
    mrnaLength: 10.5,
    sampleConcentration: 0,
    probeConcentration: 1e9,
  });
  return [
    ...probe({ sequence: '' }),
    ...probe({ sequence: 'GGGA\nGXC' }),
    ...probe({ sequence: 'A'.repeat(100_001) }),
    ...probe({ probeStart: 0, probeLength: 200 }),
    ...probe({ probeStart: 30 }),
    ...probe({ digestionPosition: 3 }),
    ...(reaction.ok ? [] : reaction.errors),
    ...mass({ modification: 'x' }),
    ...mass({ cappingMethod: 'co-transcriptional', capAnalog: 'CleanCapAG' }),
  ];
}

describe('formatToolboxError', () => {
  const errors = realErrors();

  test('the fixtures reach every error code', () => {
    expect(new Set(errors.map((error) => error.code))).toEqual(new Set(Object.keys(toolboxErrorMessages)));
  });

  test.each(Object.entries(intls))(
    '%s: every real error is worded with its parameters filled in',
    (_, intl) => {
      for (const error of errors) {
        const text = formatToolboxError(intl, error);
        expect(text, error.code).not.toMatch(/[{}]|ui\./);
        expect(text.length, error.code).toBeGreaterThan(3);
      }
    },
  );

  test('a bad character is named with its position, line and column', () => {
    const [error] = errors.filter((candidate) => candidate.code === 'invalidCharacter');
    if (!error) throw new Error('fixture');
    expect(formatToolboxError(intls.en, error)).toBe(
      '“X” at position 7 (line 2, column 2) is not a nucleotide. Use A, C, G, T or U.',
    );
    expect(formatToolboxError(intls['zh-CN'], error)).toBe(
      '第 7 位（第 2 行第 2 列）的“X”不是核苷酸，请只使用 A、C、G、T 或 U。',
    );
  });

  test('limits are formatted for the locale and choices are listed', () => {
    const tooLong = errors.find((error) => error.code === 'sequenceTooLong');
    if (!tooLong) throw new Error('fixture');
    expect(formatToolboxError(intls.en, tooLong)).toBe(
      'The sequence has 100,001 nt; at most 100,000 nt are accepted.',
    );
    const notAllowed = errors.find((error) => error.code === 'notAllowed');
    if (!notAllowed) throw new Error('fixture');
    expect(formatToolboxError(intls.en, notAllowed)).toMatch(/^Choose one of: none, psi, .* or m6A\.$/);
  });

  test('a blank sequence and a missing choice have their own wording', () => {
    expect(formatToolboxError(intls.en, { code: 'required', field: 'sequence', params: {} })).toBe(
      'Paste or type a sequence.',
    );
    expect(formatToolboxError(intls.en, { code: 'required', field: 'capAnalog', params: {} })).toBe(
      'Choose an option.',
    );
    expect(formatToolboxError(intls.en, { code: 'required', field: 'probeStart', params: {} })).toBe(
      'Enter a number.',
    );
  });

  test('each field shows its first error', () => {
    const byField = firstErrorByField([
      { code: 'tooSmall', field: 'probeStart', params: { min: 1 } },
      { code: 'tooLarge', field: 'probeStart', params: { max: 9 } },
    ]);
    expect(byField.probeStart?.code).toBe('tooSmall');
  });
});

describe('parseNumberInput', () => {
  test.each([
    ['25', 25],
    [' 2,5 ', 2.5],
    [12, 12],
  ] as const)('%j → %d', (input, expected) => {
    expect(parseNumberInput(input)).toBe(expected);
  });

  test('blank or not a number is NaN, which the toolbox reports as required', () => {
    expect(parseNumberInput('')).toBeNaN();
    expect(parseNumberInput('  ')).toBeNaN();
    expect(parseNumberInput('abc')).toBeNaN();
  });
});
