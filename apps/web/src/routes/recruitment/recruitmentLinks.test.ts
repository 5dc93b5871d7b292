import { describe, expect, it } from 'vitest';
import { applicationFormData, jobHref, jobIdOf, recruitmentHref } from './recruitmentLinks';

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
