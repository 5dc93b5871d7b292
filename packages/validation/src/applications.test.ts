import { describe, expect, it } from 'vitest';
import {
  paperAwardForm,
  paperAwardSteps,
  stepForm,
  trialApplicationForm,
  trialApplicationSteps,
} from './applications';
import { PAPER_AWARD_TIERS, paperAward } from './award';
import { type FieldRule, type FieldSpec, type FormSpec, validateForm } from './forms';
import { imageIssue, imageTypeOf } from './images';
import { fieldIssueMessage, formatFieldIssue, validationMessages } from './messages';
import { isBankAccount, isDoi, isPastDate, isResidentIdNumber } from './rules';

const completeTrial = {
  sku: 'IL6-H4218',
  productName: 'Human IL-6 Protein',
  productApplication: 'ELISA',
  treeId: '3',
  name: '张三',
  department: '免疫学实验室',
  company: '北京大学',
  Verification: '123456',
  email: 'zhang@example.cn',
  address: '北京市海淀区颐和园路 5 号',
  industryId: '1',
  areaId: '2',
  phone: '13812345678',
};

const completeAward = {
  name: '李四',
  company: '复旦大学',
  department: '生命科学学院',
  areaId: '9',
  email: 'li@example.cn',
  education: '博士',
  Verification: '2468',
  idNumber: '11010519491231002X',
  imageId1: 'a1',
  imageId2: 'b2',
  mentor: '王五',
  labAddress: '上海市杨浦区邯郸路 220 号',
  labPhone: '13912345678',
  paperTitle: 'IL-6 signalling in ...',
  magazinePublished: 'Nature',
  influenceFactor: '64.8',
  issueTime: '2024-05-01',
  doi: '10.1038/s41586-024-00001-x',
  firstAuthor: '李四',
  correspondingAuthor: '王五',
  sku: 'IL6-H4218',
  productName: 'Human IL-6 Protein',
  buyPackaging: '100 µg',
  distr: '官网',
  username: '李四',
  remittancesAccount: '6222 0210 0112 3456 789',
  openingBank: '工商银行上海分行',
};

describe('trialApplicationForm', () => {
  it('accepts a complete application', () => {
    expect(validateForm(trialApplicationForm, completeTrial, 'cn')).toEqual({});
  });

  it('says what SPEC §5 says of each blank field', () => {
    const issues = validateForm(trialApplicationForm, {}, 'en');
    const said = Object.entries(issues).map(([field, rule]) =>
      formatFieldIssue('en', field, rule, trialApplicationForm[field as keyof typeof trialApplicationForm]),
    );
    expect(said).toContain('Please select a product category');
    expect(said).toContain('Please select your province');
    expect(said).toContain('Cat.No. cannot be blank');
    expect(said).toContain('Lab/Department cannot be blank');
    expect(said).toContain('Institute/Company cannot be blank');
    expect(said).toContain('Mailing Address cannot be blank');
    expect(said).toHaveLength(Object.keys(trialApplicationForm).length);
  });

  it('refuses a catalog number the contract would refuse', () => {
    expect(validateForm(trialApplicationForm, { ...completeTrial, sku: '-IL6 H' }, 'cn')).toEqual({
      sku: 'catalogNumber',
    });
  });

  it('splits every field into exactly one step', () => {
    const stepped = [...trialApplicationSteps.product, ...trialApplicationSteps.applicant].sort();
    expect(stepped).toEqual(Object.keys(trialApplicationForm).sort());
    expect(
      Object.keys(validateForm(stepForm(trialApplicationForm, trialApplicationSteps.product), {}, 'cn')),
    ).toEqual([...trialApplicationSteps.product]);
  });
});

describe('paperAwardForm', () => {
  it('accepts a complete application', () => {
    expect(validateForm(paperAwardForm, completeAward, 'cn')).toEqual({});
  });

  it('judges the ID number, DOI, impact factor, date and account', () => {
    expect(
      validateForm(
        paperAwardForm,
        {
          ...completeAward,
          idNumber: '110105194912310021',
          doi: 'doi:10.1038/x',
          influenceFactor: '-1',
          issueTime: '2099-01-01',
          remittancesAccount: '12 34',
        },
        'cn',
      ),
    ).toEqual({
      idNumber: 'idNumber',
      doi: 'doi',
      influenceFactor: 'impactFactor',
      issueTime: 'date',
      remittancesAccount: 'bankAccount',
    });
  });

  it('splits every field into exactly one step', () => {
    const stepped = Object.values(paperAwardSteps).flat().sort();
    expect(stepped).toEqual(Object.keys(paperAwardForm).sort());
  });

  it('has a message in both languages for every rule of both forms', () => {
    const ruleOfKind: Partial<Record<FieldSpec['kind'], FieldRule>> = {
      code: 'code',
      catalogNumber: 'catalogNumber',
      idNumber: 'idNumber',
      doi: 'doi',
      impactFactor: 'impactFactor',
      date: 'date',
      bankAccount: 'bankAccount',
      phone: 'mobile',
      email: 'email',
    };
    for (const form of [trialApplicationForm, paperAwardForm] as FormSpec<string>[]) {
      for (const [field, spec] of Object.entries(form)) {
        const kindRule = ruleOfKind[spec.kind];
        for (const rule of kindRule ? ['required', 'maxLength', kindRule] : ['required', 'maxLength']) {
          const { id } = fieldIssueMessage(field, rule as FieldRule, spec);
          expect(validationMessages.en[id], id).toBeTruthy();
          expect(validationMessages['zh-CN'][id], id).toBeTruthy();
        }
      }
    }
  });
});

describe('isResidentIdNumber (GB 11643)', () => {
  it('accepts numbers whose check character is right, X in either case', () => {
    expect(isResidentIdNumber('11010519491231002X')).toBe(true);
    expect(isResidentIdNumber('11010519491231002x')).toBe(true);
    expect(isResidentIdNumber('320102199003071239')).toBe(true);
    expect(isResidentIdNumber('440524188001010014')).toBe(false); // born before 1900
  });

  it('refuses a wrong check character, a date that does not exist or is to come, and other lengths', () => {
    expect(isResidentIdNumber('110105194912310021')).toBe(false);
    expect(isResidentIdNumber('110105194902300020')).toBe(false); // 30 February
    expect(isResidentIdNumber('110105203001010010', new Date('2026-01-01'))).toBe(false);
    expect(isResidentIdNumber('11010519491231002')).toBe(false);
    expect(isResidentIdNumber('01010519491231002X')).toBe(false);
  });
});

describe('other rules', () => {
  it('DOIs by their syntax', () => {
    expect(isDoi('10.1016/j.cell.2020.01.001')).toBe(true);
    expect(isDoi('10.123/abc')).toBe(false);
    expect(isDoi('10.1016/ has space')).toBe(false);
  });

  it('dates that exist and have passed', () => {
    const today = new Date('2026-11-24T00:00:00Z');
    expect(isPastDate('2026-11-24', today)).toBe(true);
    expect(isPastDate('2026-11-25', today)).toBe(false);
    expect(isPastDate('2023-02-29', today)).toBe(false);
  });

  it('bank accounts of 8 to 30 digits', () => {
    expect(isBankAccount('6222 0210 0112 3456 789')).toBe(true);
    expect(isBankAccount('1234567')).toBe(false);
    expect(isBankAccount('6222-0210-0112')).toBe(false);
  });

  it('images by their first bytes, not their names', () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(imageTypeOf(webp)).toBe('webp');
    expect(imageTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull();
  });

  it('an ID photo: its type first (by the bytes, else the media type), then its size', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const pdf = new TextEncoder().encode('%PDF-1.7');
    expect(imageIssue({ size: 4, content: jpeg }, 4)).toBeNull();
    expect(imageIssue({ size: 5, content: jpeg }, 4)).toBe('fileSize');
    expect(imageIssue({ size: 8, content: pdf }, 100)).toBe('imageType');
    expect(imageIssue({ size: 200, content: pdf }, 100)).toBe('imageType');
    expect(imageIssue({ size: 10, mediaType: 'image/webp' }, 100)).toBeNull();
    expect(imageIssue({ size: 101, mediaType: 'image/png' }, 100)).toBe('fileSize');
    expect(imageIssue({ size: 10, mediaType: 'image/gif' }, 100)).toBe('imageType');
    expect(formatFieldIssue('en', 'imageId1', 'imageType', paperAwardForm.imageId1)).toBe(
      'Only JPEG, PNG or WebP pictures are accepted',
    );
    expect(formatFieldIssue('zh-CN', 'imageId1', 'fileSize', paperAwardForm.imageId1)).toBe(
      '文件不能大于 5 MB',
    );
  });
});

describe('paperAward (SPEC §9)', () => {
  it.each([
    [0, 500, 100, 400],
    [1.999, 500, 100, 400],
    [2, 1000, 200, 800],
    [4.999, 1000, 200, 800],
    [5, 2000, 400, 1600],
    [9.999, 2000, 400, 1600],
    [10, 3000, 600, 2400],
    [54.94, 3000, 600, 2400],
  ])('impact factor %d earns %d gross, %d tax, %d net', (factor, gross, tax, net) => {
    expect(paperAward([factor])).toEqual({ impactFactor: factor, gross, tax, net });
  });

  it('counts the highest impact factor of several articles', () => {
    expect(paperAward([1.2, 6.03, 3])).toMatchObject({ impactFactor: 6.03, gross: 2000 });
  });

  it('has no award without a valid impact factor', () => {
    expect(paperAward([])).toBeNull();
    expect(paperAward([Number.NaN, -1])).toBeNull();
  });

  it('withholds 20 % at every tier', () => {
    for (const tier of PAPER_AWARD_TIERS) {
      const award = paperAward([tier.from]);
      expect(award?.tax).toBe(tier.gross * 0.2);
      expect((award?.net ?? 0) + (award?.tax ?? 0)).toBe(tier.gross);
    }
  });
});
