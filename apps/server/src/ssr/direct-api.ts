import type { ApiClient } from '@storefront/api-client';
import {
  contentLanguages,
  type LanguageTag,
  localeFromAcceptLanguage,
  localeOfContentLanguage,
  pricesVisible,
} from '@storefront/site';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type ContractOperation, contractOperations } from '../contract/requests.js';
import type { OpenApiDocument } from '../contract/spec.js';
import type { RequestContext } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';
import { type Envelope, failure, STATUS_OF } from '../http/envelope.js';
import type { OperationId, Operations } from '../http/operations.js';
import type { RequestContextOf } from '../http/request-context.js';
import { requestValidator } from '../http/request-validator.js';
import { type ValidationIssue, validationFields } from '../http/validation-messages.js';

/** The API client of one page request in one site's language, answering without HTTP. */
export type DirectApi = (request: FastifyRequest) => (language: LanguageTag) => ApiClient;

export interface DirectApiOptions {
  contract: OpenApiDocument;
  /** The same handlers the HTTP routes call (with the same catalogue cache). */
  operations: Operations;
  /** The HTTP routes' request context, of which the language is replaced by the client's. */
  contextOf: RequestContextOf;
}

type Validate = ReturnType<ReturnType<typeof requestValidator>>;
type Values = Record<string, unknown>;
type Handler = (input: {
  ctx: RequestContext;
  query: Values;
  params: Values;
  body: undefined;
  log: FastifyBaseLogger;
}) => Promise<unknown>;

interface Route {
  operation: ContractOperation;
  handler: Handler | undefined;
  query: Validate;
  path: Validate;
}

/** What openapi-fetch's GET resolves to, which `unwrap` and the loaders read. */
interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * A parameter as it would arrive in a URL: the validation then coerces it back exactly as it does for
 * an HTTP request, so both paths see the same input (openapi-fetch repeats array parameters).
 */
function asUrlValues(values: Values | undefined): Values {
  const out: Values = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (value === undefined || value === null) continue;
    out[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

function partSchema(contract: OpenApiDocument, operation: ContractOperation, part: 'query' | 'path') {
  const parameters = operation.parameters.filter((p) => p.in === part);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
    // The parameters' `$ref`s point into the contract's components.
    components: contract.components,
  };
}

function failed(code: keyof typeof STATUS_OF, envelope: Envelope<unknown>): FetchResult {
  return { error: envelope, response: new Response(null, { status: STATUS_OF[code] }) };
}

/**
 * The server side of the web app's services port (`AppServices.api`): the loaders' GET calls reach the
 * operation's handler directly, as a function call, instead of an HTTP request routed in-process
 * through Fastify (hooks, Helmet, JSON out and back in). What the HTTP route does that matters to an
 * answer is done here too: the URL-supplied inputs (query and path parameters) are validated and
 * coerced by the contract with the same validator, an operation that needs a login answers E0003 (pages
 * render logged out), domain errors become their envelope and status. Only GET: pages render on GET
 * and their loaders only read; the browser keeps its HTTP client for everything.
 */
export function createDirectApi({ contract, operations, contextOf }: DirectApiOptions): DirectApi {
  const compile = requestValidator();
  const routes = new Map<string, Route>();
  const implemented = operations as Record<string, Handler | { handler: Handler } | undefined>;
  for (const operation of contractOperations(contract)) {
    if (operation.method !== 'get') continue;
    const entry = implemented[operation.operationId as OperationId];
    routes.set(operation.path, {
      operation,
      handler: typeof entry === 'function' ? entry : entry?.handler,
      query: compile({ schema: partSchema(contract, operation, 'query'), httpPart: 'querystring' }),
      path: compile({ schema: partSchema(contract, operation, 'path'), httpPart: 'params' }),
    });
  }

  return (request) => {
    const visitor = contextOf(request);
    const contexts = new Map<LanguageTag, RequestContext>();
    const contextIn = (language: LanguageTag): RequestContext => {
      let ctx = contexts.get(language);
      if (!ctx) {
        const lang = contentLanguages[localeFromAcceptLanguage(language)];
        ctx = {
          ...visitor,
          lang,
          showPrices: pricesVisible(localeOfContentLanguage(lang), visitor.inChina),
          user: null,
        };
        contexts.set(language, ctx);
      }
      return ctx;
    };

    const get = async (
      ctx: RequestContext,
      schemaPath: string,
      init: { params?: { query?: Values; path?: Values } } = {},
    ): Promise<FetchResult> => {
      const route = routes.get(schemaPath);
      if (!route) return failed('E0005', failure('E0005', ctx.lang));
      const query = asUrlValues(init.params?.query);
      const params = asUrlValues(init.params?.path);
      const issues = [
        ...(route.query(query) ? [] : (route.query.errors ?? [])),
        ...(route.path(params) ? [] : (route.path.errors ?? [])),
      ] as ValidationIssue[];
      if (issues.length > 0) {
        return failed('E0002', failure('E0002', ctx.lang, { fields: validationFields(issues, ctx.lang) }));
      }
      if (route.operation.needsLogin && route.handler) return failed('E0003', failure('E0003', ctx.lang));
      if (!route.handler) return failed('E0008', failure('E0008', ctx.lang));
      try {
        const data = await route.handler({ ctx, query, params, body: undefined, log: request.log });
        return { data, response: new Response(null, { status: 200 }) };
      } catch (error) {
        if (error instanceof DomainError) {
          const data = error.fields ? { fields: error.fields } : null;
          return failed(error.code, failure(error.code, ctx.lang, data, error.text));
        }
        request.log.error({ err: error, operationId: route.operation.operationId }, 'request failed');
        return failed('E0009', failure('E0009', ctx.lang));
      }
    };

    const clients = new Map<LanguageTag, ApiClient>();
    return (language) => {
      let client = clients.get(language);
      if (!client) {
        const ctx = contextIn(language);
        const onlyGet = () => {
          throw new Error('Pages render on GET: the server-side API client only reads');
        };
        // openapi-fetch's client type is generic per path; this object answers GET for every path of
        // the contract (checked at run time against the contract above) and refuses the rest.
        client = {
          GET: (schemaPath: string, init?: { params?: { query?: Values; path?: Values } }) =>
            get(ctx, schemaPath, init),
          PUT: onlyGet,
          POST: onlyGet,
          DELETE: onlyGet,
          OPTIONS: onlyGet,
          HEAD: onlyGet,
          PATCH: onlyGet,
          TRACE: onlyGet,
          request: onlyGet,
          use: onlyGet,
          eject: onlyGet,
        } as unknown as ApiClient;
        clients.set(language, client);
      }
      return client;
    };
  };
}
