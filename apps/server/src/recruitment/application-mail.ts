import type { DeliveryLog, MailSender, OutgoingMail } from '../messaging/types.js';
import type { StoredApplication } from './service.js';

/** Where a failed mail is told (the request's logger; the service needs none of it). */
type ApplicationLog = DeliveryLog & { error(details: object, message: string): void };

const MEDIA_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** HR's notice: the applicant, the job, and the CV attached (HR read it from their mail, no URL serves it). */
export function hrMail(application: StoredApplication, to: string): OutgoingMail {
  const site = application.locale === 'en' ? 'English site /en' : '中文站 Chinese site';
  return {
    to,
    subject: `职位申请 Job application ${application.reference}: ${application.jobTitle} — ${application.name}`,
    text: [
      `职位 Position: ${application.jobTitle} (#${application.jobId})`,
      `姓名 Name: ${application.name}`,
      `邮箱 E-mail: ${application.email}`,
      `电话 Phone: ${application.phone}`,
      `简历 CV: ${application.cvFileName} (${application.cvType.toUpperCase()}, ${application.cv.length} bytes)`,
      '',
      `站点 Site: ${site}`,
      `时间 Time: ${application.createdAt.toISOString()}`,
    ].join('\n'),
    attachments: [
      {
        filename: application.cvFileName,
        content: application.cv,
        contentType: MEDIA_TYPES[application.cvType],
      },
    ],
  };
}

/** The applicant's confirmation, in the language of the site they applied on. */
export function applicantMail(application: StoredApplication): OutgoingMail {
  if (application.locale === 'en') {
    return {
      to: application.email,
      subject: `We received your application: ${application.jobTitle}`,
      text: [
        `Dear ${application.name},`,
        '',
        `thank you for applying for the position "${application.jobTitle}". We received your application and your CV (${application.cvFileName}).`,
        'Our HR team reads every application and will contact you within two weeks if your profile fits.',
        '',
        `Your reference: ${application.reference}`,
      ].join('\n'),
    };
  }
  return {
    to: application.email,
    subject: `我们已收到您的职位申请：${application.jobTitle}`,
    text: [
      `${application.name}，您好：`,
      '',
      `感谢您应聘“${application.jobTitle}”职位。我们已收到您的申请和简历（${application.cvFileName}）。`,
      '人力资源部会认真阅读每一份申请，如您的背景符合要求，我们将在两周内与您联系。',
      '',
      `申请编号：${application.reference}`,
    ].join('\n'),
  };
}

/**
 * Mails HR (with the CV) and the applicant for each stored application. The applicant's answer never
 * waits for the mail server, and a failure never undoes the application: it is logged with the
 * application's id, so that HR can read it from the table instead.
 */
export class ApplicationNotifier {
  constructor(
    private readonly mail: MailSender | null,
    private readonly hrEmail: string,
  ) {}

  /** Sends both mails in the background; resolves once each is sent or logged (never rejects). */
  notify(application: StoredApplication, log: ApplicationLog): Promise<void> {
    const mail = this.mail;
    if (!mail) {
      log.warn({ applicationId: application.id }, 'job application stored; no mail service, HR not told');
      return Promise.resolve();
    }
    const send = (outgoing: OutgoingMail, who: string) =>
      mail.send(outgoing).catch((error: unknown) => {
        log.error(
          { err: error, applicationId: application.id },
          `job application stored; ${who} mail not sent`,
        );
      });
    return Promise.all([
      send(hrMail(application, this.hrEmail), 'HR'),
      send(applicantMail(application), 'applicant'),
    ]).then(() => undefined);
  }
}
