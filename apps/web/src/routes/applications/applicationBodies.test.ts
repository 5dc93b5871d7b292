import { paperAward } from '@storefront/validation';
import { describe, expect, it } from 'vitest';
import { paperAwardBody, trialApplicationBody } from './applicationBodies';

describe('trialApplicationBody', () => {
  it('sends the chosen options as the contract’s integer ids and the rest as typed', () => {
    const body = trialApplicationBody({
      values: {
        sku: 'IL6-H4218',
        productName: 'Human IL-6',
        productApplication: 'ELISA',
        treeId: '12',
        name: 'Li Lei',
        department: 'Immunology',
        company: 'Fudan',
        Verification: '123456',
        email: 'li@example.com',
        phone: '13800138000',
        address: 'Shanghai',
        industryId: '1',
        areaId: '31',
        stray: 'not sent',
      },
      award: null,
    });
    expect(body).toMatchObject({ sku: 'IL6-H4218', treeId: 12, industryId: 1, areaId: 31 });
    expect(body).not.toHaveProperty('stray');
  });
});

describe('paperAwardBody', () => {
  const values = { influenceFactor: '5', areaId: '31', doi: '10.1000/xyz', idNumber: '11010519491231002X' };

  it('sends the award before tax the review showed, and the impact factor as a number', () => {
    const body = paperAwardBody({ values, award: paperAward([5]) });
    expect(body).toMatchObject({ bonusAmount: 2000, influenceFactor: 5, areaId: 31, doi: '10.1000/xyz' });
  });

  it('refuses to build a body without the amounts', () => {
    expect(() => paperAwardBody({ values, award: null })).toThrow();
  });
});
