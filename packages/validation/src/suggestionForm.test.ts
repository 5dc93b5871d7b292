import { describe, expect, it } from 'vitest';
import { type FieldRule, productSuggestionForm, validateForm } from './forms';
import { fieldIssueMessage, formatFieldIssue, validationMessages } from './messages';

/** A suggestion as the server receives it: the long-term need is a boolean there. */
const suggestion = {
  productName: 'IL-6',
  species: 'human',
  tagPosition: 'c-terminus',
  expressionSystem: 'mammalian',
  tag: 'his',
  expressionRange: 'Val30-Met212',
  accessionNumber: 'P05231',
  quantity: '1 mg',
  longTermNeed: true,
  purpose: 'ELISA standard',
  quality: 'Endotoxin < 1 EU/μg',
  deliveryTime: '4 weeks',
  otherRequirements: 'None',
  name: '张三',
  company: '北京大学',
  department: '生命科学学院',
  region: '北京',
  email: 'zhang@example.cn',
  phone: '13812345678',
  industry: 'research',
};

describe('productSuggestionForm', () => {
  it('accepts a complete suggestion, with the long-term need as a boolean or its form value', () => {
    expect(validateForm(productSuggestionForm, suggestion, 'cn')).toEqual({});
    expect(validateForm(productSuggestionForm, { ...suggestion, longTermNeed: false }, 'cn')).toEqual({});
    expect(validateForm(productSuggestionForm, { ...suggestion, longTermNeed: 'false' }, 'en')).toEqual({});
  });

  it('requires every field', () => {
    const issues = validateForm(productSuggestionForm, {}, 'en');
    expect(Object.keys(issues)).toEqual(Object.keys(productSuggestionForm));
    expect(new Set(Object.values(issues))).toEqual(new Set(['required']));
  });

  it('keeps the product name between 2 and 10 characters, counted as the visitor sees them', () => {
    const named = (productName: string) =>
      validateForm(productSuggestionForm, { ...suggestion, productName }, 'cn').productName;
    expect(named('A')).toBe('length');
    expect(named('AB')).toBeUndefined();
    expect(named('白细胞介素')).toBeUndefined();
    expect(named('0123456789')).toBeUndefined();
    expect(named('0123456789X')).toBe('length');
    // Ten characters outside the basic plane are 20 UTF-16 units, and still ten characters.
    expect(named('𝛂'.repeat(10))).toBeUndefined();
  });

  it('wants a top-level part of 2 to 6 letters in the e-mail', () => {
    const mailed = (email: string) =>
      validateForm(productSuggestionForm, { ...suggestion, email }, 'cn').email;
    expect(mailed('a@b.cn')).toBeUndefined();
    expect(mailed('a@lab.museum')).toBeUndefined();
    expect(mailed('a@b.c')).toBe('email');
    expect(mailed('a@b.abcdefg')).toBe('email');
    expect(mailed('a@b.c0m')).toBe('email');
    expect(mailed('a@localhost')).toBe('email');
  });

  it('applies the mainland mobile rule on the Chinese site only', () => {
    const foreign = { ...suggestion, phone: '+44 20 7946 0000' };
    expect(validateForm(productSuggestionForm, foreign, 'cn')).toEqual({ phone: 'mobile' });
    expect(validateForm(productSuggestionForm, foreign, 'en')).toEqual({});
  });

  it('refuses a choice that is not one of the options', () => {
    expect(
      validateForm(productSuggestionForm, { ...suggestion, species: 'dog', longTermNeed: 'maybe' }, 'en'),
    ).toEqual({ species: 'choice', longTermNeed: 'choice' });
  });

  it('checks the region as soon as it changes, the rest once left', () => {
    expect(productSuggestionForm.region.validateOn).toBe('change');
    const others = Object.entries(productSuggestionForm).filter(([field]) => field !== 'region');
    expect(others.every(([, spec]) => !('validateOn' in spec))).toBe(true);
  });

  it('words every rule of every field in both languages', () => {
    for (const [field, spec] of Object.entries(productSuggestionForm)) {
      const rules: FieldRule[] = ['required', 'maxLength', 'email', 'mobile', 'length', 'choice'];
      for (const rule of rules) {
        const { id } = fieldIssueMessage(field, rule, spec);
        expect(validationMessages.en[id], `${field} ${id}`).toBeTruthy();
        expect(validationMessages['zh-CN'][id], `${field} ${id}`).toBeTruthy();
      }
    }
  });

  it('words the messages of SPEC §5', () => {
    const { productName, species, email } = productSuggestionForm;
    expect(formatFieldIssue('en', 'productName', 'length', productName)).toBe(
      'It should be 2 to 10 words long',
    );
    expect(formatFieldIssue('zh-CN', 'productName', 'length', productName)).toBe('长度应为 2 到 10 个字符');
    expect(formatFieldIssue('en', 'productName', 'required', productName)).toBe(
      'Please enter the product name',
    );
    expect(formatFieldIssue('zh-CN', 'species', 'required', species)).toBe('请选择种属');
    expect(formatFieldIssue('en', 'email', 'email', email)).toBe('Please Enter The Correct Email Address');
  });
});
