import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { bearerAuthHandler } from './accounts/auth.js';
import { CaptchaTexts } from './accounts/captcha-texts.js';
import { registerDevCaptchaReader } from './accounts/dev-captcha.js';
import { accountsOperations } from './accounts/handlers.js';
import { RateLimiter } from './accounts/rate-limit.js';
import { AccountsService } from './accounts/service.js';
import { LoginThrottle } from './accounts/throttle.js';
import { analyticsOperations } from './analytics/handlers.js';
import { AnalyticsService } from './analytics/service.js';
import { AwardApplicationsService } from './applications/award-service.js';
import { applicationDataKey, FieldCipher } from './applications/data-key.js';
import { applicationsOperations } from './applications/handlers.js';
import { IdPhotosService } from './applications/id-photos.js';
import { TrialApplicationsService } from './applications/trial-service.js';
import { CatalogueCache, withCatalogueCache } from './cache/catalogue-cache.js';
import { listenForCatalogueChanges } from './cache/catalogue-changes.js';
import { cartOperations } from './cart/handlers.js';
import { CartService } from './cart/service.js';
import { catalogueOperations } from './catalogue/handlers.js';
import { CatalogueService } from './catalogue/service.js';
import { registerCompanyFiles } from './company/files.js';
import { companyOperations } from './company/handlers.js';
import { CompanyService } from './company/service.js';
import { siteConfigOperations } from './config/handlers.js';
import { SiteConfigService } from './config/service.js';
import { contentOperations } from './content/handlers.js';
import { ContentService } from './content/service.js';
import { ResponseValidator } from './contract/response-validator.js';
import { loadContract, type OpenApiDocument, readContractText } from './contract/spec.js';
import { type Db, pingDatabase } from './db/client.js';
import { registerApiDocs } from './docs.js';
import type { ServerConfig } from './env.js';
import { formsOperations } from './forms/handlers.js';
import { FormsService } from './forms/service.js';
import { SuggestionNotifier } from './forms/suggestion-mail.js';
import { geoOperations } from './geo/handlers.js';
import { GeoService } from './geo/service.js';
import { registerCompression } from './http/compression.js';
import { registerContractRoutes } from './http/contract-routes.js';
import { installErrorHandling } from './http/errors.js';
import { installFormTrimming } from './http/form-validation.js';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.js';
import { installJsonBodyParser } from './http/json-body.js';
import type { Operations } from './http/operations.js';
import { requestContextOf } from './http/request-context.js';
import { requestValidator } from './http/request-validator.js';
import { registerUploads } from './http/uploads.js';
import { CoaRequests } from './lots/coa-request.js';
import { registerLotFiles } from './lots/files.js';
import { lotsOperations } from './lots/handlers.js';
import { LotsService } from './lots/service.js';
import { planMessaging } from './messaging/plan.js';
import { createSenders } from './messaging/senders.js';
import { SubmissionMailer } from './messaging/submission-mailer.js';
import type { DeliveryLog, Senders } from './messaging/types.js';
import { newsOperations } from './news/handlers.js';
import { NewsService } from './news/service.js';
import { ApplicationNotifier } from './recruitment/application-mail.js';
import { recruitmentOperations } from './recruitment/handlers.js';
import { RecruitmentService } from './recruitment/service.js';
import { registerResourceFiles } from './resources/files.js';
import { resourcesOperations } from './resources/handlers.js';
import { ResourcesService } from './resources/service.js';
import { searchOperations } from './search/handlers.js';
import { QueryLog } from './search/query-log.js';
import { SearchService } from './search/service.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerSeoRoutes } from './seo/routes.js';
import { SitemapService } from './seo/service.js';
import { servicesOperations } from './services/handlers.js';
import { ServicesService } from './services/service.js';
import { createDirectApi } from './ssr/direct-api.js';
import { mountPages } from './ssr/mount-pages.js';
import { PageCache } from './ssr/page-cache.js';
import type { PageHandler } from './ssr/page-handler.js';
import { toolboxOperations } from './toolbox/handlers.js';
import { ToolboxService } from './toolbox/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the searches the log still keeps (QueryLog); tests call it before they read the log. */
    flushQueryLog(): Promise<void>;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** The SSR app (apps/web); without it only the API, /healthz and /api/docs are served. */
  pageHandler?: PageHandler;
  /** URLs per sitemap file (default 10,000; tests use a small one to see the index). */
  maxUrlsPerSitemap?: number;
  /** Defaults to openapi/openapi.yaml. */
  contract?: { document: OpenApiDocument; text: string };
  /**
   * Mail and SMS (main.ts: those of `startMessaging`, which runs the mail catcher; tests: fakes).
   * Default: the configuration's real services, and none where the plan wants the catcher.
   */
  senders?: Senders;
  /** A ready pino logger (main.ts), or else Fastify logger options; default pino at config.logLevel. */
  loggerInstance?: FastifyBaseLogger;
  logger?: FastifyServerOptions['logger'];
}

/** The configuration's own senders, without a mail catcher (none runs outside main.ts). */
function configuredSenders(config: ServerConfig, log: DeliveryLog): Senders {
  return createSenders(planMessaging(config), { mailFrom: config.mailFrom, catcherSmtp: null, log });
}

/**
 * All implemented operations of the contract, keyed by operationId; the public catalogue reads keep
 * their answers in `cache` until the catalogue changes.
 */
export function liveOperations(
  db: Db,
  config: ServerConfig,
  accounts: AccountsService,
  cache: CatalogueCache,
  senders: Senders,
  queryLog: QueryLog,
): Operations {
  const limiter = new RateLimiter(db);
  const catalogue = new CatalogueService(db);
  const lots = new LotsService(db);
  cache.onChange(() => catalogue.forgetReads());
  const search = new SearchService(db, catalogue, queryLog);
  cache.onChange(() => search.forgetReads());
  const operations: Operations = {
    ...accountsOperations(accounts),
    ...catalogueOperations(catalogue),
    ...lotsOperations(
      lots,
      new CoaRequests(db, lots, limiter),
      senders.mail,
      {
        // Without configured origins (development) the QR codes point at this server.
        zh: config.siteOriginCn ?? `http://localhost:${config.port}`,
        en: config.siteOriginEn ?? `http://localhost:${config.port}`,
      },
      config.staffEmail,
    ),
    ...searchOperations(search),
    ...contentOperations(new ContentService(db)),
    ...newsOperations(new NewsService(db, limiter)),
    ...companyOperations(new CompanyService(db)),
    ...servicesOperations(new ServicesService(db)),
    ...siteConfigOperations(new SiteConfigService(db)),
    ...geoOperations(),
    ...formsOperations(
      new FormsService(db, limiter),
      config,
      new SuggestionNotifier(senders.mail, config.staffEmail),
      new SubmissionMailer(senders.mail),
    ),
    ...analyticsOperations(new AnalyticsService(db, limiter)),
    ...cartOperations(new CartService(db)),
    ...toolboxOperations(new ToolboxService(limiter)),
    ...recruitmentOperations(
      new RecruitmentService(db, limiter),
      new ApplicationNotifier(senders.mail, config.hrEmail),
    ),
    ...resourcesOperations(new ResourcesService(db, limiter)),
    ...applicationsOperations({
      db,
      trials: new TrialApplicationsService(db, limiter, accounts),
      awards: new AwardApplicationsService(
        db,
        limiter,
        accounts,
        new FieldCipher(applicationDataKey(config)),
      ),
      photos: new IdPhotosService(db, limiter),
      mailer: new SubmissionMailer(senders.mail),
      staffEmail: config.staffEmail,
    }),
  };
  return withCatalogueCache(operations, cache);
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const contract = options.contract ?? { document: loadContract(), text: readContractText() };

  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    // Errors raised before any route or hook runs (the router, Node's HTTP parser) leave as the
    // envelope too; the rest go through installErrorHandling.
    frameworkErrors,
    clientErrorHandler,
  });

  app.setValidatorCompiler(requestValidator());
  // Bodies are plain JSON.stringify: conformance to the contract is checked by the response check
  // below and by the tests, rather than by a serializer that would silently drop or coerce fields.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await registerSecurityHeaders(app, config);
  // Before every route: the plugin attaches itself to the routes registered after it.
  await registerCompression(app);

  installErrorHandling(app);
  installJsonBodyParser(app);
  await registerUploads(app);
  installFormTrimming(app);

  if (config.nodeEnv !== 'production') {
    // Outside production every API answer is checked against the contract and a mismatch logged,
    // so a drift between code and contract shows up while developing.
    const validator = new ResponseValidator(contract.document);
    app.addHook('preSerialization', async (request, reply, payload) => {
      const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
      if (operationId) {
        const check = validator.check(operationId, reply.statusCode, payload);
        if (!check.valid) {
          request.log.error({ operationId, errors: check.errors }, 'response does not match the contract');
        }
      }
      return payload;
    });
  }

  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ok', database: 'up' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: 'down' });
    }
  });

  await registerApiDocs(app, contract.text);
  // NODE_ENV=test keeps each captcha's text for the end-to-end journeys (README "Mail and SMS").
  const captchaTexts = config.nodeEnv === 'test' ? new CaptchaTexts() : null;
  const senders = options.senders ?? configuredSenders(config, app.log);
  const accounts = new AccountsService(db, senders, new RateLimiter(db), new LoginThrottle(db), captchaTexts);
  const geo = new GeoService({ countryHeader: config.countryHeader, devAssumeChina: config.devAssumeChina });
  const catalogueCache = new CatalogueCache();
  // Every process drops its kept catalogue answers when any of them (or a script) changes the catalogue.
  const stopListening = await listenForCatalogueChanges(db, () => catalogueCache.changed(), {
    onError: (error) => app.log.warn({ err: error }, 'catalogue changes: listening again'),
  });
  app.addHook('onClose', async () => {
    await stopListening();
  });
  const queryLog = new QueryLog(db, (error) => app.log.error({ err: error }, 'search log: a batch was lost'));
  // Closing writes the searches still waiting (before the database is closed by whoever opened it).
  app.addHook('onClose', () => queryLog.flush());
  app.decorate('flushQueryLog', () => queryLog.flush());
  const operations = liveOperations(db, config, accounts, catalogueCache, senders, queryLog);
  const contextOf = requestContextOf(geo);
  await registerContractRoutes(app, contract.document, {
    operations,
    contextOf,
    securityHandlers: { bearerAuth: bearerAuthHandler(accounts, (operationId) => operationId in operations) },
  });
  if (captchaTexts) registerDevCaptchaReader(app, captchaTexts);
  // Before the pages' catch-all: the investor documents' and COAs' PDFs, robots.txt and the sitemaps are the
  // server's, not the web app's.
  await registerCompanyFiles(app, new CompanyService(db));
  await registerResourceFiles(app, new ResourcesService(db, new RateLimiter(db)), accounts);
  await registerLotFiles(app, new LotsService(db), config);
  await registerSeoRoutes(app, {
    service: new SitemapService(db),
    config,
    ...(options.maxUrlsPerSitemap !== undefined && { maxUrlsPerSitemap: options.maxUrlsPerSitemap }),
  });
  if (options.pageHandler) {
    // The pages' loaders call the same handlers directly (no HTTP round trip per call).
    const directApi = createDirectApi({ contract: contract.document, operations, contextOf });
    // Rendered pages are kept per price view until the catalogue changes (ssr/page-cache.ts).
    const pageCache = config.pageCache
      ? new PageCache({ visitor: (request) => (geo.isChina(request.ip, request.headers) ? 'cn' : 'world') })
      : undefined;
    if (pageCache) catalogueCache.onChange(() => pageCache.clear());
    await mountPages(app, options.pageHandler, directApi, pageCache);
  }

  return app;
}
