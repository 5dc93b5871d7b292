import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.js';
import { ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import type { CaptchaTexts } from './captcha-texts.js';

function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  return isIP(plain) === 4 ? plain.startsWith('127.') : plain === '::1';
}

/**
 * Whether the request came from this machine: the connection and every address a proxy forwarded. With
 * TRUST_PROXY a client may put 127.0.0.1 first in X-Forwarded-For, but not in what the proxy appends.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const addresses = [request.socket.remoteAddress ?? '', request.ip, ...(request.ips ?? [])];
  return addresses.every(isLoopback);
}

/**
 * `GET /api/dev/captcha/:captchaId` → `{ captchaId, text }`, or E0005 for an unknown id (not in the
 * contract). Answers requests from this machine only (the end-to-end journeys run beside the server);
 * to anyone else the route does not exist.
 */
export function registerDevCaptchaReader(app: FastifyInstance, texts: CaptchaTexts): void {
  app.get('/api/dev/captcha/:captchaId', async (request) => {
    if (!fromThisMachine(request)) throw new DomainError('E0005');
    const { captchaId } = request.params as { captchaId: string };
    const text = texts.text(captchaId);
    if (text === undefined) throw new DomainError('E0005');
    return ok({ captchaId, text }, requestLanguage(request));
  });
}
