import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../domain/context.js';
import { isApiPath } from '../ssr/mount-pages.js';
import { failure, sendFailure } from './envelope.js';
import { languageOf, requestLanguage } from './language.js';
import { type RequestProblem, requestFields } from './request-messages.js';

/**
 * A page (not API) request refused before any route ran: a short bilingual HTML page, since the web
 * app cannot render an address the router could not read, or a request Node could not parse.
 */
function statusPage(status: number): string {
  const wording: Record<number, string> = {
    400: '请求地址或格式无效 / The address or the request is not valid',
    408: '请求未能及时送达 / The request did not arrive in time',
    431: '请求头过大 / The request headers are too large',
  };
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${status}</title></head>` +
    `<body><h1>${wording[status] ?? wording[400]}</h1></body></html>`
  );
}

/**
 * Fastify's `frameworkErrors`: the router could not decode the path (`%zz`, FST_ERR_BAD_URL) or a
 * path parameter is longer than it matches (FST_ERR_MAX_PARAM_LENGTH). Both are the client's fault:
 * E0002 on the API, the 400 status page elsewhere; never Fastify's own JSON.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code !== 'FST_ERR_BAD_URL' && error.code !== 'FST_ERR_MAX_PARAM_LENGTH') {
    // An async route constraint failed (none is used): a fault of ours.
    request.log.error({ err: error }, 'request failed in the router');
    return sendFailure(reply, 'E0009', requestLanguage(request));
  }
  if (!isApiPath(request.url)) {
    return reply.code(400).type('text/html; charset=utf-8').send(statusPage(400));
  }
  const lang = requestLanguage(request);
  const problem: RequestProblem = error.code === 'FST_ERR_BAD_URL' ? 'badUrl' : 'paramTooLong';
  return sendFailure(reply, 'E0002', lang, requestFields(problem, lang));
}

/** What of a request Node's parser had read when it gave up: its path and language, when there. */
function readRawRequest(raw: unknown): { path: string | null; lang: Lang } {
  // Node hands over the chunk it was parsing as a Buffer (Fastify's type says otherwise).
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const path = /^[A-Z]+ (\S+) HTTP\//.exec(text)?.[1] ?? null;
  const acceptLanguage = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(text)?.[1];
  return { path, lang: languageOf(acceptLanguage) };
}

/**
 * Fastify's `clientErrorHandler`, for requests Node's HTTP parser refused before Fastify saw them
 * (headers over the size limit, a malformed line, a timeout). An API request gets the E0002
 * envelope, a page a short HTML page with the HTTP status; the connection is closed as Node does.
 * When the request line is not among what was read, the path is unknown and the answer is the
 * envelope (the stricter promise).
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer. (Like Fastify's default, nothing is logged: these
  // are nearly always network noise.)
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const problem: RequestProblem =
    status === 431 ? 'headersTooLarge' : status === 408 ? 'timeout' : 'malformed';
  const { path, lang } = readRawRequest(error.rawPacket);
  const page = path !== null && !isApiPath(path);
  const body = page
    ? statusPage(status)
    : JSON.stringify(failure('E0002', lang, requestFields(problem, lang)));
  const answerStatus = page ? status : 400;
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answerStatus} ${STATUS_CODES[answerStatus]}\r\n` +
        `Content-Type: ${page ? 'text/html' : 'application/json'}; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
