import { createApiClient, unwrap } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../test/fakeApi';
import { applicationFormData, jobHref, jobIdOf, postApplication, recruitmentHref } from './recruitmentLinks';

describe('recruitment links', () => {
  it('addresses the careers page and a job on both sites', () => {
    expect(recruitmentHref('cn')).toBe('/recruitment');
    expect(jobHref('en', 7)).toBe('/en/recruitment/job?id=7');
  });

  it('reads a job id only when it is one a job can have', () => {
    expect(jobIdOf(new URLSearchParams('id=7'))).toBe(7);
    for (const search of [
      '',
      'id=',
      'id=0',
      'id=-1',
      'id=1.5',
      'id=abc',
      'id=99999999999',
      'id=2147483648',
    ]) {
      expect(jobIdOf(new URLSearchParams(search)), search).toBeNull();
    }
  });

  it('sends the application as the contract’s multipart fields, the CV as its file', () => {
    const cv = new File(['%PDF-1.7'], 'Li Lei.pdf', { type: 'application/pdf' });
    const body = applicationFormData({ name: 'Li Lei', email: 'li@example.cn', phone: '138', jobId: 3, cv });
    expect([...body.keys()]).toEqual(['name', 'email', 'phone', 'jobId', 'cv']);
    expect(body.get('jobId')).toBe('3');
    const file = body.get('cv') as File;
    expect(file.name).toBe('Li Lei.pdf');
    expect(file.size).toBe(cv.size);
  });
});

describe('postApplication', () => {
  const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
  const application = { name: 'Li Lei', email: 'li@example.cn', phone: '13812345678', jobId: 3, cv };

  it('posts multipart/form-data (the browser’s boundary, never JSON) to the contract’s path', async () => {
    const sent: Request[] = [];
    const api = createApiClient({
      baseUrl: 'http://shop.test/api/v1',
      getToken: () => null,
      fetch: async (request) => {
        sent.push(request);
        return envelope({ id: 1 });
      },
    });
    await unwrap(postApplication(api, application));
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://shop.test/api/v1/recruitment_needs/application');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    if (!request) throw new Error('nothing was sent');
    const body = await request.formData();
    expect(body.get('name')).toBe('Li Lei');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
  });
});
