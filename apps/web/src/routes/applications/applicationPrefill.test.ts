import { describe, expect, it } from 'vitest';
import { applicationPrefill } from './applicationPrefill';

const userInfo = {
  name: 'Li Lei',
  phone: '',
  email: 'li@example.com',
  company: 'Fudan',
  department: 'Immunology',
  areaName: 'Shanghai',
  phoneVerified: false,
};

describe('applicationPrefill', () => {
  it('is empty for a visitor', () => {
    expect(applicationPrefill(null, [])).toEqual({});
  });

  it('fills the contact fields, the province by its listed name, and leaves empty details out', () => {
    expect(applicationPrefill(userInfo, [{ value: '31', label: 'Shanghai' }])).toEqual({
      name: 'Li Lei',
      email: 'li@example.com',
      company: 'Fudan',
      department: 'Immunology',
      areaId: '31',
    });
  });

  it('leaves the province out when the list does not offer the profile’s area', () => {
    expect(applicationPrefill(userInfo, [{ value: '11', label: 'Beijing' }])).not.toHaveProperty('areaId');
  });
});
