import type { operations } from '@storefront/api-client';
import { localeOfContentLanguage } from '@storefront/site';
import { coaForm } from '@storefront/validation';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import type { CoaResult } from '../contract/types.js';
import type { Db } from '../db/client.js';
import { coaRequests } from '../db/schema.js';
import type { RequestContext } from '../domain/context.js';
import { assertValidForm } from '../domain/forms.js';
import { staffMail } from '../forms/form-mail.js';
import type { OutgoingMail } from '../messaging/types.js';
import type { CoaLang } from './coa-pdf.js';
import { coaFilePath, coaVerifyPath } from './files.js';
import type { LotsService } from './service.js';

export type CoaRequest = operations['requestCoa']['requestBody']['content']['application/json'];

/** COA requests per address: a certificate mail carries attachments, so the form is no mail relay. */
export const COA_LIMIT: Limit = { max: 10, windowSeconds: 600 };

/** The most catalog numbers one form asks for (the field takes 500 characters). */
const MAX_ITEMS = 20;

const list = (value: string) =>
  value
    .split(/[;；]/)
    .map((item) => item.trim())
    .filter(Boolean);

const notFoundText = {
  zh: (catalogNumber: string, lots: string) => `未找到货号${catalogNumber}批号为${lots}的COA，未发送该项。`,
  en: (catalogNumber: string, lots: string) =>
    `No COA of catalog number ${catalogNumber} with lot ${lots} was found; nothing was sent for it.`,
};

/** The certificates found for a form, with their PDFs (for the mail) and where each is downloaded. */
export interface CoaAnswer extends CoaResult {
  pdfs: { fileName: string; content: Buffer }[];
}

/**
 * The COA form: finds each catalog number's lot and makes its certificate in the request language.
 * Lists are paired by position when as long as each other, else every lot number is tried with each
 * catalog number (one lot number for several products, or lots in another order). Every request is
 * stored with what was found; its reference comes from the insert.
 */
export class CoaRequests {
  constructor(
    private readonly db: Db,
    private readonly lots: LotsService,
    private readonly limiter: RateLimiter,
  ) {}

  async answer(ctx: RequestContext, form: CoaRequest, origin: string): Promise<CoaAnswer> {
    assertValidForm(
      coaForm,
      { ...form, areaId: String(form.areaId), industryId: String(form.industryId) },
      ctx.lang,
    );
    await this.limiter.hit(`form:coa:ip:${ctx.clientIp}`, COA_LIMIT);
    const lang: CoaLang = ctx.lang;
    const catalogNumbers = [...new Set(list(form.catalogNumbers))].slice(0, MAX_ITEMS);
    const lotNumbers = [...new Set(list(form.lotNumber))].slice(0, MAX_ITEMS);
    const paired = catalogNumbers.length === lotNumbers.length;
    const answer: CoaAnswer = { reference: '', documents: [], notFound: [], emailed: false, pdfs: [] };
    for (const [i, catalogNumber] of catalogNumbers.entries()) {
      const candidates = paired ? [lotNumbers[i] as string] : lotNumbers;
      let found = false;
      for (const lotNumber of candidates) {
        const hit = await this.lots.findLot(lang, catalogNumber, lotNumber);
        if (!hit) continue;
        found = true;
        const lotNo = hit.lot.lotNumber;
        answer.documents.push({
          catalogNumber: hit.catalogNumber,
          lotNumber: lotNo,
          url: coaFilePath(hit.catalogNumber, lotNo, lang),
        });
        const { coaPdf } = await import('./coa-pdf.js');
        const pdf = await coaPdf({
          lang,
          productName: hit.productName,
          catalogNumber: hit.catalogNumber,
          lot: hit.lot,
          verifyUrl: `${origin}${coaVerifyPath(hit.catalogNumber, lotNo, lang)}`,
        });
        answer.pdfs.push({
          fileName: `COA_${hit.catalogNumber}_${lotNo}_${lang}.pdf`,
          content: Buffer.from(pdf),
        });
      }
      if (!found) {
        answer.notFound.push({
          catalogNumber,
          message: notFoundText[lang](catalogNumber, candidates.join(', ')),
        });
      }
    }
    const optional = (value: string | undefined) => value?.trim() || null;
    const [stored] = await this.db
      .insert(coaRequests)
      .values({
        userId: ctx.user?.id ?? null,
        name: form.name.trim(),
        dept: form.dept.trim(),
        areaId: form.areaId,
        industryId: form.industryId,
        email: optional(form.email),
        phone: optional(form.phone),
        idea: optional(form.idea),
        catalogNumbers: form.catalogNumbers,
        lotNumbers: form.lotNumber,
        found: answer.documents.map(({ catalogNumber, lotNumber }) => ({ catalogNumber, lotNumber })),
        locale: localeOfContentLanguage(ctx.lang),
      })
      .returning({ reference: coaRequests.reference });
    if (!stored) throw new Error('insert into coa_requests returned no row');
    answer.reference = stored.reference;
    return answer;
  }
}

/** The visitor's mail: the certificates found, attached, in the language of the form. */
export function coaMail(to: string, name: string, lang: CoaLang, answer: CoaAnswer): OutgoingMail {
  const items = answer.documents.map((d) => `- ${d.catalogNumber} / ${d.lotNumber}`);
  const missing = answer.notFound.map((n) => `- ${n.message}`);
  const text =
    lang === 'en'
      ? [
          `Dear ${name},`,
          '',
          'attached are the certificates of analysis you asked for:',
          ...items,
          ...(missing.length ? ['', ...missing] : []),
          '',
          'Each certificate carries a QR code and a link to verify it against our records.',
          '',
          `Your reference: ${answer.reference}`,
          '',
          'Hetai Bio',
        ]
      : [
          `${name}，您好：`,
          '',
          '附件为您申请的分析证书（COA）：',
          ...items,
          ...(missing.length ? ['', ...missing] : []),
          '',
          '每份证书均附有二维码和核验链接，可与我们的存档记录核对。',
          '',
          `编号：${answer.reference}`,
          '',
          '禾泰生物',
        ];
  return {
    to,
    subject:
      lang === 'en'
        ? `Your certificates of analysis (COA) ${answer.reference}`
        : `您申请的分析证书（COA） ${answer.reference}`,
    text: text.join('\n'),
    attachments: answer.pdfs.map((pdf) => ({
      filename: pdf.fileName,
      content: pdf.content,
      contentType: 'application/pdf',
    })),
  };
}

/** The staff's copy of a COA request: who asked, for what, and which certificates were found. */
export function coaStaffMail(form: CoaRequest, answer: CoaResult, lang: CoaLang, to: string): OutgoingMail {
  const found = answer.documents.map((d) => `${d.catalogNumber} / ${d.lotNumber}`).join('; ');
  return staffMail(
    to,
    `COA 申请 COA request ${answer.reference}: ${form.catalogNumbers}`,
    [
      ['货号 Cat.No.', form.catalogNumbers],
      ['批号 Lot', form.lotNumber],
      ['已找到 Found', found || '—'],
      ['未找到 Not found', answer.notFound.map((n) => n.catalogNumber).join('; ') || null],
      ['姓名 Name', form.name],
      ['单位 Company', form.dept],
      ['电话 Phone', form.phone ?? null],
      ['邮箱 E-mail', form.email ?? null],
      ['备注 Comments', form.idea ?? null],
    ],
    { locale: lang === 'en' ? 'en' : 'cn', createdAt: new Date() },
  );
}
