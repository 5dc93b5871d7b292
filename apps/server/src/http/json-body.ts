import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors.js';
import { requestLanguage } from './language.js';
import { requestFields } from './request-messages.js';

/**
 * How deep a JSON body may nest. The contract's deepest request body has a handful of levels;
 * anything far deeper is an attack on whatever walks it later (a recursive String(), a checker).
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** Whether JSON text nests arrays and objects deeper than `max` (one pass, strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (OPENERS.has(char)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(char)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (secure-json-parse: `__proto__` and `constructor` keys refused), after
 * a check of the nesting depth: a body nested deeper than MAX_JSON_DEPTH is E0002 before it is
 * parsed, so no later step ever walks one.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new DomainError('E0002', requestFields('tooDeep', requestLanguage(request))), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
