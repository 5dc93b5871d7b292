import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../domain/context.js';
import { adviceMessage, errorMessage, fill, hintMessage, templates, uiMessageIds } from './messages.js';

const catalogs: Record<Lang, Record<string, string>> = {
  en: JSON.parse(readFileSync(join(import.meta.dirname, '../../../../packages/ui/src/i18n/en.json'), 'utf8')),
  zh: JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../../packages/ui/src/i18n/zh-CN.json'), 'utf8'),
  ),
};

describe('the toolbox wording of the API', () => {
  it('is word for word the panels’ catalogs, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const kind of ['errors', 'hints', 'advice', 'components'] as const) {
        const ids: Record<string, string> = uiMessageIds[kind];
        const wording = templates[kind] as Record<string, Record<Lang, string>>;
        for (const [code, id] of Object.entries(ids)) {
          expect(wording[code]?.[lang], `${lang} ${id}`).toBe(catalogs[lang][id]);
        }
      }
      expect(templates.requiredSequence[lang]).toBe(catalogs[lang][uiMessageIds.requiredSequence]);
      expect(templates.requiredChoice[lang]).toBe(catalogs[lang][uiMessageIds.requiredChoice]);
    }
  });

  it('writes numbers, percentages and lists as the panels do', () => {
    expect(
      errorMessage({ code: 'tooLarge', field: 'amount', params: { value: 5000, max: 1000 } }, 'en'),
    ).toBe('mRNA amount: Enter at most 1,000.');
    expect(
      errorMessage(
        { code: 'notAllowed', field: 'modification', params: { allowed: ['none', 'psi', 'm6A'] } },
        'zh',
      ),
    ).toBe('碱基修饰：请从以下选项中选择：none、psi或m6A。');
    expect(hintMessage('gcOutOfRange', { value: 36, min: 40, max: 70 }, 'en')).toBe(
      'The probe GC content is 36%; 40%–70% is recommended.',
    );
    expect(
      adviceMessage('smallPipettingVolume', { component: 'probe', volume: 0.3333, min: 0.5 }, 'zh'),
    ).toBe('探针：0.33 µl 低于 0.5 µl，难以准确移液；请先稀释该储液。');
    expect(fill('{a} and {b}', { a: '1' })).toBe('1 and {b}');
  });
});
