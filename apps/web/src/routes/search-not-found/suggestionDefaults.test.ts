import { describe, expect, it } from 'vitest';
import { suggestionDefaults } from './suggestionDefaults';

const profile = {
  name: '张三',
  phone: '13812345678',
  email: 'zhang@example.cn',
  company: '北京大学',
  department: '生命科学学院',
  areaName: 'Beijing',
  phoneVerified: true,
};
const regions = [
  { value: 'Beijing', label: 'Beijing' },
  { value: 'Shanghai', label: 'Shanghai' },
];

describe('suggestionDefaults', () => {
  it('prefills nothing for a visitor who searched nothing', () => {
    expect(suggestionDefaults(null, '', regions)).toEqual({});
  });

  it('takes the searched words as the product name', () => {
    expect(suggestionDefaults(null, 'IL-99', regions)).toEqual({ productName: 'IL-99' });
    expect(suggestionDefaults(null, '白细胞介素', regions)).toEqual({ productName: '白细胞介素' });
  });

  it('leaves the product name to type when the searched words do not fit its 2 to 10 characters', () => {
    expect(suggestionDefaults(null, 'human PD-L1 hFc protein', regions)).toEqual({});
    expect(suggestionDefaults(null, '人白细胞介素六重组蛋白质', regions)).toEqual({});
    expect(suggestionDefaults(null, 'X', regions)).toEqual({});
    // Ten characters fit, whatever their UTF-16 length: the rule counts what the visitor sees.
    expect(suggestionDefaults(null, '𠮷'.repeat(10), regions)).toEqual({ productName: '𠮷'.repeat(10) });
    expect(suggestionDefaults(profile, 'human PD-L1 hFc protein', regions)).not.toHaveProperty('productName');
  });

  it("prefills a logged-in visitor's contact details, the area as the region", () => {
    expect(suggestionDefaults(profile, '', regions)).toEqual({
      name: '张三',
      company: '北京大学',
      department: '生命科学学院',
      email: 'zhang@example.cn',
      phone: '13812345678',
      region: 'Beijing',
    });
  });

  it('leaves the region to choose when the list does not offer the profile area, or it is empty', () => {
    expect(suggestionDefaults({ ...profile, areaName: 'Atlantis' }, '', regions)).not.toHaveProperty(
      'region',
    );
    expect(suggestionDefaults({ ...profile, areaName: '' }, '', regions)).not.toHaveProperty('region');
    // Typed (no list): any area is a region.
    expect(suggestionDefaults({ ...profile, areaName: 'Atlantis' }, '', null).region).toBe('Atlantis');
  });
});
