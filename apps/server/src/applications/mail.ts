import { areaName, industries } from '../accounts/reference-data.js';
import type { OutgoingMail } from '../messaging/types.js';
import type { StoredAwardApplication } from './award-service.js';
import type { StoredTrialApplication } from './trial-service.js';

/** Staff mail lines: each field under both languages' label (the staff read both). */
const lines = (rows: [string, string | number][]): string =>
  rows.map(([label, value]) => `${label}: ${value}`).join('\n');

const siteOf = (locale: 'cn' | 'en') => (locale === 'en' ? 'English site /en' : '中文站 Chinese site');

export function trialStaffMail(application: StoredTrialApplication, to: string): OutgoingMail {
  const industry = industries.find((candidate) => candidate.id === application.industryId);
  return {
    to,
    subject: `试用装申请 Trial sample application ${application.reference}: ${application.catalogNumber} — ${application.name}`,
    text: lines([
      ['编号 Reference', application.reference],
      ['货号 Cat.No.', application.catalogNumber],
      ['产品名称 Product', application.productName],
      ['应用 Applications', application.productApplication],
      ['产品分类 Category id', application.treeId],
      ['姓名 Name', application.name],
      ['实验室/部门 Lab/department', application.department],
      ['单位 Institute/company', application.company],
      ['邮箱 E-mail', application.email],
      ['电话 Phone', application.phone],
      ['邮寄地址 Mailing address', application.address],
      ['行业 Segment', industry ? `${industry.name.zh} ${industry.name.en}` : application.industryId],
      ['省份 Province', `${areaName(application.areaId, 'zh')} ${areaName(application.areaId, 'en')}`],
      ['站点 Site', siteOf(application.locale)],
      ['时间 Time', application.createdAt.toISOString()],
    ]),
  };
}

export function trialApplicantMail(application: StoredTrialApplication): OutgoingMail {
  if (application.locale === 'en') {
    return {
      to: application.email,
      subject: `We received your trial sample application ${application.reference}`,
      text: [
        `Dear ${application.name},`,
        '',
        `thank you for applying for a free trial sample of ${application.productName} (${application.catalogNumber}).`,
        'Our team reviews every application and will contact you about the shipment.',
        '',
        `Your reference: ${application.reference}`,
      ].join('\n'),
    };
  }
  return {
    to: application.email,
    subject: `我们已收到您的试用装申请 ${application.reference}`,
    text: [
      `${application.name}，您好：`,
      '',
      `感谢您申请 ${application.productName}（${application.catalogNumber}）的免费试用装。`,
      '我们会审核每一份申请，并就寄送事宜与您联系。',
      '',
      `申请编号：${application.reference}`,
    ].join('\n'),
  };
}

/** The staff's copy of an award application: never the ID number, the bank account or the photos. */
export function awardStaffMail(application: StoredAwardApplication, to: string): OutgoingMail {
  return {
    to,
    subject: `文章奖励申请 Paper award application ${application.reference}: ${application.doi} — ${application.name}`,
    text: lines([
      ['编号 Reference', application.reference],
      ['姓名 Name', application.name],
      ['单位 Company', application.company],
      ['部门 Department', application.department],
      ['省份 Province', `${areaName(application.areaId, 'zh')} ${areaName(application.areaId, 'en')}`],
      ['邮箱 E-mail', application.email],
      ['学历 Education', application.education],
      ['导师 Mentor', application.mentor],
      ['实验室地址 Lab address', application.labAddress],
      ['实验室电话 Lab phone', application.labPhone],
      ['论文题目 Paper', application.paperTitle],
      ['期刊 Journal', application.journal],
      ['影响因子 Impact factor', application.impactFactor],
      ['发表日期 Issue date', application.issueDate],
      ['DOI', application.doi],
      ['第一作者 First author', application.firstAuthor],
      ['通讯作者 Corresponding author', application.correspondingAuthor],
      ['货号 Cat.No.', application.catalogNumber],
      ['产品名称 Product', application.productName],
      ['规格 Package', application.packageBought],
      ['购买渠道 Distributor', application.distributor],
      ['户名 Account holder', application.accountHolder],
      ['开户行 Bank', application.bank],
      ['账号 Account', `**** ${application.accountLast4}`],
      ['奖励 Award (CNY)', `${application.awardGross} − ${application.awardTax} = ${application.awardNet}`],
      ['身份证号与照片 ID number and photos', '仅在后台查看 In the staff back office only'],
      ['站点 Site', siteOf(application.locale)],
      ['时间 Time', application.createdAt.toISOString()],
    ]),
  };
}

export function awardApplicantMail(application: StoredAwardApplication): OutgoingMail {
  const amounts = { gross: application.awardGross, tax: application.awardTax, net: application.awardNet };
  if (application.locale === 'en') {
    return {
      to: application.email,
      subject: `We received your paper award application ${application.reference}`,
      text: [
        `Dear ${application.name},`,
        '',
        `thank you for applying for the paper award for "${application.paperTitle}" (DOI ${application.doi}).`,
        `Award: CNY ${amounts.gross}, tax withheld CNY ${amounts.tax}, paid CNY ${amounts.net} once approved.`,
        '',
        `Your reference: ${application.reference}`,
      ].join('\n'),
    };
  }
  return {
    to: application.email,
    subject: `我们已收到您的文章奖励申请 ${application.reference}`,
    text: [
      `${application.name}，您好：`,
      '',
      `感谢您为论文《${application.paperTitle}》（DOI ${application.doi}）申请文章奖励。`,
      `奖励金额：${amounts.gross} 元，代扣税 ${amounts.tax} 元，审核通过后实发 ${amounts.net} 元。`,
      '',
      `申请编号：${application.reference}`,
    ].join('\n'),
  };
}
