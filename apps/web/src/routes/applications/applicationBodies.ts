import type { RewardApplication, TrialApplication } from '@storefront/api-client';
import type { ApplicationSubmission } from '@storefront/ui';

/**
 * The wizards keep every answer as the text typed; the contract wants the ids of the chosen options and
 * the impact factor as numbers. The rules of `@storefront/validation` passed before the machine submits,
 * so these conversions only change the type.
 */
const id = (value: string | undefined) => Number.parseInt(value ?? '', 10);

/** The body of POST /try_out, field by field (the contract refuses unknown members). */
export function trialApplicationBody({ values }: ApplicationSubmission): TrialApplication {
  return {
    sku: values.sku ?? '',
    productName: values.productName ?? '',
    productApplication: values.productApplication ?? '',
    treeId: id(values.treeId),
    name: values.name ?? '',
    department: values.department ?? '',
    company: values.company ?? '',
    Verification: values.Verification ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    address: values.address ?? '',
    industryId: id(values.industryId),
    areaId: id(values.areaId),
  };
}

/**
 * The body of POST /paper_reward: `bonusAmount` is the award before tax the review showed (SPEC §9 tier
 * of the impact factor); the server checks it against the same tiers.
 */
export function paperAwardBody({ values, award }: ApplicationSubmission): RewardApplication {
  if (!award) throw new Error('The paper award is submitted without its amounts');
  const text = (name: keyof RewardApplication) => values[name] ?? '';
  return {
    name: text('name'),
    company: text('company'),
    department: text('department'),
    areaId: id(values.areaId),
    email: text('email'),
    education: text('education'),
    Verification: text('Verification'),
    idNumber: text('idNumber'),
    imageId1: text('imageId1'),
    imageId2: text('imageId2'),
    mentor: text('mentor'),
    labAddress: text('labAddress'),
    labPhone: text('labPhone'),
    paperTitle: text('paperTitle'),
    magazinePublished: text('magazinePublished'),
    influenceFactor: Number(values.influenceFactor),
    issueTime: text('issueTime'),
    doi: text('doi'),
    firstAuthor: text('firstAuthor'),
    correspondingAuthor: text('correspondingAuthor'),
    sku: text('sku'),
    productName: text('productName'),
    buyPackaging: text('buyPackaging'),
    distr: text('distr'),
    username: text('username'),
    remittancesAccount: text('remittancesAccount'),
    openingBank: text('openingBank'),
    bonusAmount: award.gross as RewardApplication['bonusAmount'],
  };
}
