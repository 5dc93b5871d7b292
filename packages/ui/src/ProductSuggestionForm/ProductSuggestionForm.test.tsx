import { validationMessages } from '@storefront/validation';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, test, vi } from 'vitest';
import { messages, type UiLocale } from '../i18n';
import { FormSubmitError } from '../internal/Field';
import { ToastProvider } from '../Toast';
import {
  type ProductSuggestion,
  ProductSuggestionForm,
  type ProductSuggestionFormProps,
} from './ProductSuggestionForm';

const catalog = (locale: UiLocale) => ({ ...validationMessages[locale], ...messages[locale] });
/** The text of a message id in a locale's catalogs (no hard-coded wording in the assertions). */
const say = (locale: UiLocale, id: string) => {
  const text = catalog(locale)[id];
  if (text === undefined) throw new Error(`no message ${id}`);
  return text;
};
const label = (locale: UiLocale, field: string) => say(locale, `ui.ProductSuggestionForm.${field}`);

function renderForm(props: Partial<ProductSuggestionFormProps> = {}, locale: UiLocale = 'en') {
  const onSubmit = vi.fn<(suggestion: ProductSuggestion) => Promise<void>>(async () => {});
  render(
    <IntlProvider locale={locale} defaultLocale="en" messages={catalog(locale)}>
      <ToastProvider>
        <ProductSuggestionForm onSubmit={onSubmit} {...props} />
      </ToastProvider>
    </IntlProvider>,
  );
  return onSubmit;
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const list = (name: string) => screen.getByRole('combobox', { name });
const type = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });
const pick = (name: string, value: string) => fireEvent.change(list(name), { target: { value } });

/** Fills every field of the English form with a valid suggestion. */
function fillValid(locale: UiLocale = 'en') {
  const l = (field: string) => label(locale, field);
  type(l('productName'), ' IL-6 ');
  pick(l('species'), 'human');
  pick(l('tagPosition'), 'c-terminus');
  pick(l('expressionSystem'), 'mammalian');
  pick(l('tag'), 'his');
  type(l('expressionRange'), 'Val30-Met212');
  type(l('accessionNumber'), 'P05231');
  type(l('quantity'), '1 mg');
  pick(l('longTermNeed'), 'false');
  type(l('quality'), '> 95%');
  type(l('deliveryTime'), '4 weeks');
  type(l('purpose'), 'ELISA standard');
  type(l('otherRequirements'), 'None');
  type(l('name'), 'Jane Doe');
  type(l('company'), 'Example Bio');
  type(l('department'), 'R&D');
  type(l('region'), 'Germany');
  type(l('email'), 'jane@example.de');
  type(l('phone'), '+49 30 1234567');
  pick(l('industry'), 'industrial');
}

// Twenty controls re-render on every change: filling them all takes seconds in jsdom on a loaded machine.
describe('ProductSuggestionForm', { timeout: 30_000 }, () => {
  test('has every field of SPEC §3, with the contract options in the lists', () => {
    renderForm();
    for (const field of [
      'productName',
      'expressionRange',
      'accessionNumber',
      'quantity',
      'quality',
      'deliveryTime',
      'purpose',
      'otherRequirements',
      'name',
      'company',
      'department',
      'region',
      'email',
      'phone',
    ]) {
      expect(textbox(label('en', field))).toBeTruthy();
    }
    const options = (field: string) =>
      [...(list(label('en', field)) as HTMLSelectElement).options].map((option) => option.value);
    expect(options('species')).toEqual(['', 'human', 'mouse', 'rat', 'other']);
    expect(options('tagPosition')).toEqual(['', 'c-terminus', 'n-terminus', 'other']);
    expect(options('expressionSystem')).toEqual(['', 'e-coli', 'yeast', 'insect', 'mammalian']);
    expect(options('tag')).toHaveLength(12);
    expect(options('longTermNeed')).toEqual(['', 'true', 'false']);
    expect(options('industry')).toEqual(['', 'research', 'industrial']);
  });

  test('sends the trimmed suggestion with the long-term need as a boolean', async () => {
    const onSubmit = renderForm();
    fillValid();
    await act(async () => {
      fireEvent.submit(screen.getByRole('form'));
    });
    expect(onSubmit).toHaveBeenCalledWith({
      productName: 'IL-6',
      species: 'human',
      tagPosition: 'c-terminus',
      expressionSystem: 'mammalian',
      tag: 'his',
      expressionRange: 'Val30-Met212',
      accessionNumber: 'P05231',
      quantity: '1 mg',
      longTermNeed: false,
      purpose: 'ELISA standard',
      quality: '> 95%',
      deliveryTime: '4 weeks',
      otherRequirements: 'None',
      name: 'Jane Doe',
      company: 'Example Bio',
      department: 'R&D',
      region: 'Germany',
      email: 'jane@example.de',
      phone: '+49 30 1234567',
      industry: 'industrial',
    });
    await waitFor(() => expect(screen.getByText(label('en', 'succeeded'))).toBeTruthy());
    // The form empties after a send.
    expect((textbox(label('en', 'productName')) as HTMLInputElement).value).toBe('');
  });

  test('a submit with nothing filled in shows each message, focuses the product name and sends nothing', () => {
    const onSubmit = renderForm();
    fireEvent.submit(screen.getByRole('form'));
    expect(screen.getByText(say('en', 'validation.required.productName'))).toBeTruthy();
    expect(screen.getByText(say('en', 'validation.required.species'))).toBeTruthy();
    expect(screen.getByText(say('en', 'validation.required.industry'))).toBeTruthy();
    expect(document.activeElement).toBe(textbox(label('en', 'productName')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('checks the product name length once the field is left, in Chinese too', () => {
    renderForm({}, 'zh-CN');
    const name = label('zh-CN', 'productName');
    type(name, '白');
    const lengthMessage = say('zh-CN', 'validation.length').replace('{min}', '2').replace('{max}', '10');
    expect(screen.queryByText(lengthMessage)).toBeNull();
    fireEvent.blur(textbox(name));
    expect(screen.getByText(lengthMessage)).toBeTruthy();
    type(name, '白细胞介素');
    expect(screen.queryByText(lengthMessage)).toBeNull();
  });

  test('checks the region as soon as it changes, without leaving it', () => {
    const regions = [
      { value: '北京', label: 'Beijing' },
      { value: 'Germany', label: 'Germany' },
    ];
    renderForm({ regions });
    const region = list(label('en', 'region'));
    fireEvent.change(region, { target: { value: 'Germany' } });
    fireEvent.change(region, { target: { value: '' } });
    expect(screen.getByText(say('en', 'validation.required.region'))).toBeTruthy();
    // Other fields wait until they are left.
    type(label('en', 'quantity'), '');
    expect(screen.queryByText(say('en', 'validation.required.quantity'))).toBeNull();
  });

  test('wants a 2-6 letter top-level part in the e-mail', () => {
    renderForm();
    type(label('en', 'email'), 'jane@example.c');
    fireEvent.blur(textbox(label('en', 'email')));
    expect(screen.getByText(say('en', 'validation.email'))).toBeTruthy();
  });

  test('prefills the contact fields of a logged-in visitor', () => {
    renderForm({
      defaultValues: { name: '张三', company: '北京大学', email: 'zhang@example.cn', phone: '13812345678' },
    });
    expect((textbox(label('en', 'name')) as HTMLInputElement).value).toBe('张三');
    expect((textbox(label('en', 'company')) as HTMLInputElement).value).toBe('北京大学');
    expect((textbox(label('en', 'email')) as HTMLInputElement).value).toBe('zhang@example.cn');
    expect((textbox(label('en', 'productName')) as HTMLInputElement).value).toBe('');
  });

  test("shows the server's field messages and its msg in a toast", async () => {
    const onSubmit = vi.fn(async () => {
      throw new FormSubmitError('Validation failed', { productName: 'Refused by the server' });
    });
    renderForm({ onSubmit });
    fillValid();
    await act(async () => {
      fireEvent.submit(screen.getByRole('form'));
    });
    await waitFor(() => expect(screen.getByText('Refused by the server')).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toContain('Validation failed');
    expect(document.activeElement).toBe(textbox(label('en', 'productName')));
  });
});
