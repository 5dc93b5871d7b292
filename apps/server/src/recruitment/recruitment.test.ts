import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readContractText } from '../contract/spec.js';
import type { Job, JobPage, RecruitmentConfig } from '../contract/types.js';
import { jobApplications } from '../db/schema.js';
import type { OutgoingMail, Senders } from '../messaging/types.js';
import {
  callOperation,
  contract,
  createTestContext,
  type TestContext,
  testConfig,
} from '../testing/test-app.js';

/** The site's mail path, faked: what was handed to it. */
class Inbox implements Senders {
  readonly mails: OutgoingMail[] = [];
  readonly mail = {
    send: async (mail: OutgoingMail) => {
      this.mails.push(mail);
    },
  };
  readonly sms = null;
}

const HR = 'hr@example.cn';
const inbox = new Inbox();
let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    db: ctx.database.db,
    config: testConfig({ HR_EMAIL: HR }),
    senders: inbox,
    contract: { document: contract, text: readContractText() },
  });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(jobApplications);
  inbox.mails.length = 0;
});

const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]),
  Buffer.from('[Content_Types].xml ... word/document.xml ...'),
]);
const EXE = Buffer.from(
  'MZ\x90\x00\x03\x00\x00\x00\x04\x00This program cannot be run in DOS mode.',
  'latin1',
);

interface Part {
  name: string;
  value: string | { fileName: string; bytes: Buffer; type?: string };
}

/** A multipart/form-data body as a browser's form sends it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----storefront-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof part.value === 'string') {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.value.fileName}"\r\n` +
            `Content-Type: ${part.value.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.value.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let ipCounter = 0;
function apply(parts: Part[], lang: 'en' | 'zh-CN' = 'en') {
  ipCounter += 1;
  const { payload, headers } = multipart(parts);
  return callOperation<{ id: number } | { fields: Record<string, string> }>(
    app,
    'applyForJob',
    '/api/v1/recruitment_needs/application',
    { lang, headers, inject: { method: 'POST', payload, remoteAddress: `198.18.13.${ipCounter}` } },
  );
}

async function firstJob(): Promise<Job> {
  const res = await callOperation<JobPage>(app, 'listJobs', '/api/v1/recruitment_needs?size=1', {
    lang: 'en',
  });
  const job = res.body.data.list[0];
  if (!job) throw new Error('no demo job');
  return job;
}

const applicant = (jobId: number, cv: Part['value']): Part[] => [
  { name: 'name', value: 'Li Lei' },
  { name: 'email', value: 'li.lei@example.cn' },
  { name: 'phone', value: '13812345678' },
  { name: 'jobId', value: String(jobId) },
  { name: 'cv', value: cv },
];

const storedApplications = async () =>
  (await ctx.database.db.select({ n: count() }).from(jobApplications))[0]?.n;

describe('careers page data', () => {
  it('lists the eight demo jobs, hot ones first, in the request language', async () => {
    const en = await callOperation<JobPage>(app, 'listJobs', '/api/v1/recruitment_needs', { lang: 'en' });
    expect(en.body.data.total).toBe(8);
    const hot = en.body.data.list.map((job) => job.isHot);
    expect(hot).toEqual([...hot].sort((a, b) => Number(b) - Number(a)));
    const zh = await callOperation<JobPage>(app, 'listJobs', '/api/v1/recruitment_needs?isHot=true', {
      lang: 'zh-CN',
    });
    expect(zh.body.data.list.length).toBe(hot.filter(Boolean).length);
    expect(zh.body.data.list[0]?.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers one job by id, and E0005 for one that does not exist', async () => {
    const job = await firstJob();
    const res = await callOperation<Job>(app, 'getJob', `/api/v1/recruitment_needs/${job.id}`, {
      lang: 'en',
    });
    expect(res.body.data).toEqual(job);
    const missing = await callOperation(app, 'getJob', '/api/v1/recruitment_needs/999999', { lang: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('E0005');
  });

  it('puts every job in the content search, linked to its page, in both languages', async () => {
    type Hits = { list: { title: string; link: string; treeName: string }[] };
    const en = await callOperation<Hits>(
      app,
      'searchContent',
      '/api/v1/search/content?keywords=purification%20engineer',
      {
        lang: 'en',
      },
    );
    const hit = en.body.data.list.find((result) => result.title === 'Protein Purification Engineer');
    expect(hit).toMatchObject({
      treeName: 'Careers',
      link: expect.stringMatching(/^\/recruitment\/job\?id=\d+$/),
    });
    const zh = await callOperation<Hits>(
      app,
      'searchContent',
      `/api/v1/search/content?keywords=${encodeURIComponent('质量控制')}`,
      {
        lang: 'zh-CN',
      },
    );
    expect(zh.body.data.list.map((result) => result.title)).toContain('质量控制专员（QC）');
  });

  it('gives salary, welfare, content and requirements in both languages', async () => {
    const en = await callOperation<RecruitmentConfig>(
      app,
      'getRecruitmentConfig',
      '/api/v1/recruitment_needs/config',
      {
        lang: 'en',
      },
    );
    const zh = await callOperation<RecruitmentConfig>(
      app,
      'getRecruitmentConfig',
      '/api/v1/recruitment_needs/config',
      {
        lang: 'zh-CN',
      },
    );
    expect(en.body.data.welfare.length).toBeGreaterThan(3);
    expect(en.body.data.salary).toMatch(/bonus/);
    expect(zh.body.data.salary).toMatch(/奖金/);
  });
});

describe('applying for a job', () => {
  it('stores a PDF application and mails HR (with the CV) and the applicant', async () => {
    const job = await firstJob();
    const res = await apply(
      applicant(job.id, { fileName: 'Li Lei CV.pdf', bytes: PDF, type: 'application/pdf' }),
    );
    expect(res.body.code).toBe('E0001');
    const { id, reference } = res.body.data as { id: number; reference: string };
    expect(reference).toMatch(/^JA-\d{8}-\d{4,10}$/);
    const [row] = await ctx.database.db.select().from(jobApplications);
    expect(row).toMatchObject({
      id,
      reference,
      jobId: job.id,
      name: 'Li Lei',
      cvType: 'pdf',
      cvFileName: 'Li Lei CV.pdf',
    });
    expect(row?.cv.equals(PDF)).toBe(true);

    await expect.poll(() => inbox.mails.length).toBe(2);
    const hr = inbox.mails.find((mail) => mail.to === HR);
    expect(hr?.subject).toContain(job.title);
    expect(hr?.subject).toContain(reference);
    expect(hr?.text).toContain('li.lei@example.cn');
    expect(hr?.attachments?.[0]).toMatchObject({ filename: 'Li Lei CV.pdf', contentType: 'application/pdf' });
    expect(hr?.attachments?.[0]?.content.equals(PDF)).toBe(true);
    const confirmation = inbox.mails.find((mail) => mail.to === 'li.lei@example.cn');
    expect(confirmation?.subject).toBe(`We received your application: ${job.title}`);
    expect(confirmation?.text).toContain(`Your reference: ${reference}`);
    expect(confirmation?.attachments).toBeUndefined();
  });

  it('takes a Word document (.docx) by its content', async () => {
    const job = await firstJob();
    const res = await apply(applicant(job.id, { fileName: 'cv.docx', bytes: DOCX }), 'zh-CN');
    expect(res.body.code).toBe('E0001');
    await expect.poll(() => inbox.mails.length).toBe(2);
    expect(inbox.mails.find((mail) => mail.to === 'li.lei@example.cn')?.subject).toMatch(
      /^我们已收到您的职位申请/,
    );
  });

  it('refuses a PDF renamed .docx and an executable renamed .pdf, storing and mailing nothing', async () => {
    const job = await firstJob();
    for (const cv of [
      { fileName: 'cv.docx', bytes: PDF },
      { fileName: 'cv.pdf', bytes: EXE, type: 'application/pdf' },
    ]) {
      const res = await apply(applicant(job.id, cv));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('E0002');
      expect(res.body.data).toEqual({
        fields: { cv: 'Only PDF or Word files (.pdf, .doc, .docx) are accepted' },
      });
    }
    const zh = await apply(applicant(job.id, { fileName: 'cv.pdf', bytes: EXE }), 'zh-CN');
    expect(zh.body.data).toEqual({ fields: { cv: '仅接受 PDF 或 Word 文件（.pdf、.doc、.docx）' } });
    expect(await storedApplications()).toBe(0);
    expect(inbox.mails).toEqual([]);
  });

  it('refuses a CV over 5 MB and stores nothing', async () => {
    const job = await firstJob();
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const res = await apply(applicant(job.id, { fileName: 'cv.pdf', bytes: big }));
    expect(res.body.code).toBe('E0002');
    expect(res.body.data).toEqual({ fields: { cv: 'The file must not be larger than 5 MB' } });
    // Exactly 5 MiB is still accepted.
    const atLimit = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length, 0x20)]);
    expect((await apply(applicant(job.id, { fileName: 'cv.pdf', bytes: atLimit }))).body.code).toBe('E0001');
    expect(await storedApplications()).toBe(1);
  });

  it('names every missing or broken field at once, in the request language, and stores nothing', async () => {
    const res = await apply(
      [
        { name: 'email', value: 'not-an-address' },
        { name: 'jobId', value: '999999' },
      ],
      'zh-CN',
    );
    expect(res.body.code).toBe('E0002');
    expect(res.body.data).toEqual({
      fields: expect.objectContaining({ name: '姓名不能为空', cv: '请上传简历', phone: expect.any(String) }),
    });
    const unknownJob = await apply(applicant(999999, { fileName: 'cv.pdf', bytes: PDF }));
    expect(unknownJob.body.data).toEqual({ fields: { jobId: 'Please choose the position' } });
    expect(await storedApplications()).toBe(0);
  });

  it('refuses a JSON body and a file sent to an operation that takes none', async () => {
    const job = await firstJob();
    const json = await callOperation(app, 'applyForJob', '/api/v1/recruitment_needs/application', {
      lang: 'en',
      inject: {
        method: 'POST',
        payload: { name: 'Li', email: 'li@example.cn', phone: '1', jobId: job.id, cv: 'x' },
      },
    });
    expect(json.body.code).toBe('E0002');
    const { payload, headers } = multipart([{ name: 'email', value: { fileName: 'cv.pdf', bytes: PDF } }]);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/v1/mail/subscription',
      payload,
      headers,
    });
    expect(elsewhere.json()).toMatchObject({ code: 'E0002' });
    expect(await storedApplications()).toBe(0);
  });
});
