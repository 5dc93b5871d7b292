import { fromPromise } from 'xstate';
import type {
  ApplicationDraft,
  ApplicationReceipt,
  ApplicationSubmission,
  IdPhotoUpload,
} from '../machines/applicationWizard';

/** Answers that pass every rule of the trial wizard on the Chinese site. */
export const trialAnswers = {
  sku: 'IL6-H4218',
  productName: 'Human IL-6',
  productApplication: 'ELISA standard',
  treeId: '1',
  name: 'Li Lei',
  department: 'Immunology',
  company: 'Peking University',
  email: 'li.lei@example.com',
  Verification: '123456',
  address: 'No. 5 Yiheyuan Road',
  industryId: '3',
  areaId: '11',
  phone: '13800138000',
};

/** Answers that pass every rule of the award wizard; impact factor 7.5 (the 2,000 CNY tier). */
export const awardAnswers = {
  name: 'Li Lei',
  company: 'Peking University',
  department: 'Immunology',
  areaId: '11',
  email: 'li.lei@example.com',
  Verification: '123456',
  education: 'PhD',
  idNumber: '11010519491231002X',
  imageId1: 'img-front',
  imageId2: 'img-back',
  mentor: 'Prof. Wang',
  labAddress: 'No. 5 Yiheyuan Road',
  labPhone: '13800138000',
  paperTitle: 'IL-6 in sepsis',
  magazinePublished: 'Nature Immunology',
  influenceFactor: '7.5',
  issueTime: '2025-03-01',
  doi: '10.1038/s41590-025-0001-1',
  firstAuthor: 'Li Lei',
  correspondingAuthor: 'Wang Fang',
  sku: 'IL6-H4218',
  productName: 'Human IL-6',
  buyPackaging: '100 µg',
  distr: 'Direct',
  username: 'Li Lei',
  remittancesAccount: '6222020200112233',
  openingBank: 'ICBC Haidian',
};

export const categories = [
  { value: '1', label: 'Cytokines' },
  { value: '2', label: 'Antibodies' },
];
export const industries = [{ value: '3', label: 'Biopharma' }];
export const areas = [
  { value: '11', label: 'Beijing' },
  { value: '31', label: 'Shanghai' },
];

export const searchCatalogNumbers = async (text: string) =>
  ['IL6-H4218', 'IL6-H5219', 'IL2-H4113'].filter((candidate) => candidate.startsWith(text.toUpperCase()));

const never = () => new Promise<never>(() => {});

/** Fake actors for the stories: a draft to start from, and how the upload and the submission answer. */
export function fakeWizardActors(options: {
  draft?: ApplicationDraft | null;
  upload?: 'done' | 'failed' | 'pending';
  submit?: 'done' | 'failed' | 'fieldFailed';
  fieldFailure?: Record<string, string>;
}) {
  return {
    loadDraft: fromPromise<ApplicationDraft | null, void>(async () => options.draft ?? null),
    sendCode: fromPromise<void, { email: string; scene: 'trial' | 'reward' }>(async () => {}),
    uploadIdPhoto: fromPromise<{ imageId: string }, IdPhotoUpload>(async ({ input }) => {
      if (options.upload === 'pending') return never();
      if (options.upload === 'failed') throw new Error('The picture could not be read');
      return { imageId: `img-${input.side}` };
    }),
    submitApplication: fromPromise<ApplicationReceipt, ApplicationSubmission>(async ({ input }) => {
      if (options.submit === 'failed') throw new Error('Service busy, please try again later');
      if (options.submit === 'fieldFailed')
        throw Object.assign(new Error('Parameter error'), { fields: options.fieldFailure ?? {} });
      return input.award
        ? { reference: 'AWD-20260301-0001', award: input.award }
        : { reference: 'TRY-20260301-0001' };
    }),
  };
}
