import type { ApiClient } from '@storefront/api-client';
import type { JobApplication } from '@storefront/ui';
import { type Locale, localizePath } from '../../i18n/locale';

/** The careers page (SPEC §1). */
export function recruitmentHref(locale: Locale): string {
  return localizePath(locale, '/recruitment');
}

/** The page of one job, with its apply form. */
export function jobHref(locale: Locale, id: number): string {
  return localizePath(locale, `/recruitment/job?id=${id}`);
}

/** The job id of a job page's address, or null when it is not one (the page then answers 404). */
export function jobIdOf(search: URLSearchParams): number | null {
  const id = search.get('id')?.trim() ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const value = Number(id);
  return value <= 2_147_483_647 ? value : null;
}

/**
 * The multipart body of POST /recruitment_needs/application (contract `JobApplication`), field by field:
 * the browser sets the boundary, the CV goes as the file it is.
 */
export function applicationFormData(application: JobApplication): FormData {
  const body = new FormData();
  body.set('name', application.name);
  body.set('email', application.email);
  body.set('phone', application.phone);
  body.set('jobId', String(application.jobId));
  body.set('cv', application.cv, application.cv.name);
  return body;
}

/**
 * POST /recruitment_needs/application as multipart (the page's action sends it, with JavaScript or
 * without): the contract's fields, the CV as the file it is (the body's type names it by its file name,
 * which is what the server's validation sees of it).
 */
export function postApplication(api: ApiClient, application: JobApplication) {
  return api.POST('/recruitment_needs/application', {
    body: { ...application, cv: application.cv.name },
    bodySerializer: () => applicationFormData(application),
  });
}
