import { ApiError } from '@storefront/api-client';
import { FormSubmitError } from '@storefront/ui';
import { describe, expect, it } from 'vitest';
import { envelope } from '../test/fakeApi';
import { enquiryBody, submitForm, toSubmitError } from './submit';

const enquiry = {
  name: 'Li Lei',
  company: 'Hetai',
  department: 'R&D',
  industryName: 'Academic research',
  areaName: 'China',
  phone: '13800138000',
  email: 'li@example.com',
  content: 'Price of 1 mg?',
};

async function answer(response: Response) {
  return { data: await response.json(), response };
}

describe('submitForm', () => {
  it('resolves on the Done envelope (data null) and on a Created one', async () => {
    await expect(submitForm(answer(envelope(null)))).resolves.toBeUndefined();
    await expect(submitForm(answer(envelope({ id: 4 })))).resolves.toBeUndefined();
  });

  it("rejects with the form's error: the server msg and, for E0002, the per-field messages", async () => {
    const refused = envelope(
      { fields: { phone: 'Please enter the correct mobile phone number' } },
      { status: 400, code: 'E0002', msg: 'Validation failed' },
    );
    const body = await refused.json();
    const error = await submitForm({ error: body, response: refused }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FormSubmitError);
    expect(error).toMatchObject({
      message: 'Validation failed',
      fields: { phone: 'Please enter the correct mobile phone number' },
    });
  });

  it('keeps the message of other failures', () => {
    const tooMany = toSubmitError(new ApiError({ code: 'E0007', msg: 'Too many requests', status: 429 }));
    expect(tooMany).toMatchObject({ message: 'Too many requests', fields: {} });
    expect(toSubmitError(new Error('offline')).message).toBe('offline');
  });
});

describe('enquiryBody', () => {
  it('sends the contract fields and the product asked about', () => {
    expect(enquiryBody({ ...enquiry, otherTreeName: 'Cytokines', catalogNumber: 'IL6-H4218' })).toEqual({
      ...enquiry,
      otherTreeName: 'Cytokines',
      catalogNumber: 'IL6-H4218',
    });
  });

  it('leaves out empty optional members and anything the contract does not know', () => {
    const extended = { ...enquiry, otherTreeName: ' ', catalogNumber: '', privacy: true };
    expect(enquiryBody(extended)).toEqual(enquiry);
  });

  it('cuts the product category to the contract limit', () => {
    expect(enquiryBody({ ...enquiry, otherTreeName: 'x'.repeat(150) }).otherTreeName).toHaveLength(100);
  });
});
