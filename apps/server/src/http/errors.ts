import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '../domain/context.js';
import { DomainError, type FailureCode } from '../domain/errors.js';
import { sendFailure } from './envelope.js';
import { formValidationFields } from './form-validation.js';
import { requestLanguage } from './language.js';
import { type RequestProblem, requestField, requestFields, tooLarge } from './request-messages.js';
import { failedReadingUpload } from './uploads.js';
import { type ValidationIssue, validationFields } from './validation-messages.js';

const CLIENT_ERROR_CODES: Record<number, FailureCode> = {
  401: 'E0003',
  403: 'E0004',
  404: 'E0005',
  409: 'E0006',
  429: 'E0007',
};

/** Fastify's refusals of a request body, each worded by us (the framework's text never leaves). */
const BODY_PROBLEMS: Record<string, RequestProblem> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'notJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bodyMissing',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
};

/** One message per refused field: the contract's, worded by the operation's form or own checks. */
function validationFieldsOf(
  error: FastifyError,
  request: FastifyRequest,
  lang: Lang,
): Record<string, string> {
  const issues = error.validation as ValidationIssue[];
  const form = request.routeOptions.config.form;
  const bodyFields = request.routeOptions.config.bodyFields;
  const onBody = error.validationContext === 'body';
  const body =
    request.body !== null && typeof request.body === 'object'
      ? (request.body as Record<string, unknown>)
      : {};
  return {
    ...(form && onBody
      ? formValidationFields(form, issues, request.body, lang)
      : validationFields(issues, lang)),
    // The operation's own checks add every other broken field (all problems at once).
    ...(bodyFields && onBody ? bodyFields(body, lang) : {}),
  };
}

/**
 * Every failure leaves as an envelope: a domain error → its code, status, text and field messages;
 * validation → E0002 with per-field messages, known client errors → their code, anything else → E0009
 * without internals (the error is logged instead).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    const lang = requestLanguage(request);

    if (error instanceof DomainError) {
      return sendFailure(reply, error.code, lang, error.fields ? { fields: error.fields } : null, error.text);
    }

    if (error.validation) {
      try {
        return sendFailure(reply, 'E0002', lang, { fields: validationFieldsOf(error, request, lang) });
      } catch (wordingError) {
        // The operation's own wording of a refused body failed on it: the request is still refused,
        // and the fault (ours) is logged instead of leaving as Fastify's bare answer.
        request.log.error({ err: wordingError }, 'validation messages failed');
        return sendFailure(reply, 'E0009', lang);
      }
    }

    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendFailure(reply, 'E0002', lang, {
        fields: { [requestField(lang)]: tooLarge(lang, request.routeOptions.bodyLimit) },
      });
    }

    // Whatever stopped the reading of a multipart body is the body's fault (busboy's errors have no status).
    if (failedReadingUpload(request)) {
      return sendFailure(reply, 'E0002', lang, requestFields('malformed', lang));
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CLIENT_ERROR_CODES[status];
      if (code) return sendFailure(reply, code, lang);
      // Malformed JSON (also a forbidden __proto__ key), a content type nobody parses, a body that
      // does not match its Content-Length: the request itself is at fault.
      const problem =
        BODY_PROBLEMS[error.code] ?? (error instanceof SyntaxError ? 'invalidJson' : 'malformed');
      return sendFailure(reply, 'E0002', lang, requestFields(problem, lang));
    }

    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, 'E0009', lang);
  });

  app.setNotFoundHandler((request, reply) => sendFailure(reply, 'E0005', requestLanguage(request)));
}
