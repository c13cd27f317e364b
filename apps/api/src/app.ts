// The application as a Fastify plugin tree: infrastructure plugins first (context, errors,
// signature, idempotency), then the modules under the API base, then the web site. Everything a
// test needs to swap (database, storage, stores, clock) comes in through `deps`.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type onResponseAsyncHookHandler,
} from 'fastify';
import { API_BASE } from '@guildhall/contract/constants';
import type { Config } from './config';
import type { DbHandle } from './db/connection';
import { createBrandDirectory } from './modules/brands/brands.service';
import { contextPlugin } from './plugins/context';
import { clientErrorHandler, connectHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { signaturePlugin } from './plugins/signature';
import { idempotencyPlugin } from './plugins/idempotency';
import { compressionPlugin } from './plugins/compression';
import { webPlugin } from './plugins/web';
import { consoleDistFor, consolePlugin } from './plugins/console';
import { gamesRoutes } from './modules/games/games.routes';
import { siteRoutes } from './modules/site/site.routes';
import { seoRoutes } from './modules/site/seo.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { filesRoutes, fileStorage } from './modules/files/files.routes';
import { signedFileUrl } from './modules/files/file-urls';
import { staffMayReadFile } from './modules/files/files.service';
import { findInquiry } from './modules/inquiries/inquiries.repository';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { cannedRepliesRoutes } from './modules/canned-replies/canned-replies.routes';
import { mergeRoutes } from './modules/merge/merge.routes';
import { fieldsRoutes } from './modules/fields/fields.routes';
import { triageRoutes } from './modules/triage/triage.routes';
import { rulesRoutes } from './modules/rules/rules.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { staffAdminRoutes } from './modules/admin/staff-admin.routes';
import { assignmentRoutes } from './modules/assignment/assignment.routes';
import { slaRoutes } from './modules/sla/sla.routes';
import { staffAuthPlugin } from './plugins/staff-auth';
import { authPlugin } from './plugins/auth';
import { configuredProviders } from './modules/social/providers';
import { socialCallbackRoutes, socialRoutes } from './modules/social/social.routes';
import { createMailer, type Mailer } from './lib/mail';
import { memoryNonceStore, memoryRateLimitStore, type NonceStore, type RateLimitStore } from './lib/rate-limit';
import type { Storage } from './lib/storage';
import type { Redis } from 'ioredis';
import { opsPlugin } from './plugins/ops';
import { routeSchemasPlugin } from './plugins/route-schemas';
import { staffRateLimitPlugin } from './plugins/staff-rate-limit';
import { apiReferenceRoutes, openApiPlugin } from './plugins/openapi';
import { preloadMessages } from './lib/messages';
import { ttlCache } from './lib/ttl-cache';
import { requestLogger } from './lib/request-logger';
import { memoryEventBus, redisEventBus, type EventBus } from './lib/events';
import { staffPaths } from '@guildhall/contract/staff';
import { privacyRoutes } from './modules/privacy/privacy.routes';

export interface AppDeps {
  db: DbHandle;
  storage: Storage;
  rateLimits?: RateLimitStore;
  nonces?: NonceStore;
  now?: () => number;
  mailer?: Mailer;
  /** Shared Redis connection (REDIS_URL), for readiness; the stores above are built from it. */
  redis?: Redis;
  /** Events between processes; default: over `redis` when given, else within this process. */
  events?: EventBus;
  /** Extra routes under the API base (tests use it to exercise machinery before routes use it). */
  extraApiRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /** Check every answer against the schema its route declares (the API test suite). */
  checkAnswers?: boolean;
  /** Where log lines go (tests read them); default stdout. */
  logStream?: NodeJS.WritableStream;
}

const SENSITIVE_QUERY = /([?&](?:oauth_token|token|code|state|password|sig)=)[^&#]*/gi;

/** Request URLs in logs never carry tokens or codes. */
export function redactUrl(url: string): string {
  return url.replace(SENSITIVE_QUERY, '$1[redacted]');
}

/**
 * Request ids: this process's random prefix and a counter (`k3Vx9QzR1bTe-1a2b`), unique across
 * processes and restarts like a UUID and cheaper to make for every request (no 16 random bytes
 * turned into 36 characters).
 */
const requestIdPrefix = `${randomBytes(9).toString('base64url')}-`;
let requestCounter = 0;
function nextRequestId(): string {
  requestCounter = (requestCounter + 1) % Number.MAX_SAFE_INTEGER;
  return requestIdPrefix + requestCounter.toString(36);
}

/** Whether Fastify's own line per request (incoming, completed) is written at this level. */
export function requestLinesLogged(level: Config['LOG_LEVEL']): boolean {
  return level === 'debug' || level === 'trace';
}

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
    serializers: {
      req(req) {
        return {
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
          host: req.headers.host,
          remoteAddress: req.ip,
        };
      },
    },
  };
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  preloadMessages();
  const brands = createBrandDirectory(deps.db.db, { defaultBrand: 'nova', extraHosts: config.BRAND_HOSTS });
  // Answers written outside the request cycle (framework and socket errors) carry the same
  // security headers and speak the caller's language where it can be known.
  const serverErrors = { hstsMaxAge: config.HSTS_MAX_AGE, brands: () => brands };
  // Node refuses headersTimeout above requestTimeout; it checks both every
  // connectionsCheckingInterval, so that interval bounds how late a stalled client is cut off.
  const headersTimeout = Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS);
  const app = Fastify({
    logger: deps.logStream ? { ...(loggerOptions(config) as object), stream: deps.logStream } : loggerOptions(config),
    childLoggerFactory: requestLogger,
    // A line for every request ("incoming request", "request completed") only at debug and trace:
    // at info, the default, they cost more than the rest of a cached read (33.5 against 16 µs of
    // CPU a request, measured). At info a request is logged when it fails or is slow (ops.ts).
    logController: new LogController({ disableRequestLogging: !requestLinesLogged(config.LOG_LEVEL) }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : nextRequestId();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Shutdown (server.ts): a request that still arrives on an open connection while the server
    // closes is served, not refused with a 503; the database stays open until every one is done.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A client that holds a connection without finishing its request is cut off (408 in the
    // envelope), an idle one closed.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout,
      connectionsCheckingInterval: Math.max(250, Math.min(5000, Math.floor(headersTimeout / 4))),
    },
    frameworkErrors: frameworkErrorHandler(serverErrors),
    clientErrorHandler: clientErrorHandler(serverErrors),
  });
  app.server.on('connect', connectHandler(serverErrors));

  const rateLimits = deps.rateLimits ?? memoryRateLimitStore();
  const nonces = deps.nonces ?? memoryNonceStore();
  const db = deps.db.db;
  const catalogueCache = ttlCache<Buffer>(2000);
  // A console edit in any process drops the brand and catalogue caches of every process at once;
  // their 2 s lifetime stays as the bound when an event is lost (Redis unreachable).
  const events =
    deps.events ??
    (deps.redis
      ? redisEventBus(deps.redis, { channel: `${config.REDIS_PREFIX}events`, log: app.log })
      : memoryEventBus({ log: app.log }));
  if (!deps.events) app.addHook('onClose', async () => events.close());
  events.subscribe('catalogue.changed', () => {
    brands.invalidate();
    catalogueCache.clear();
  });
  // Social login: the providers with a configured client id (OAUTH_<PROVIDER>_*).
  const socialProviders = configuredProviders(config);

  app.decorate('closing', false);
  // Before any route: every route's schemas are compiled by it and collected for the reference.
  // Before the route schemas: its wrapper of staff changes runs inside theirs (after the caller is known).
  await app.register(staffRateLimitPlugin, { rateLimits });
  await app.register(routeSchemasPlugin, { checkAnswers: deps.checkAnswers ?? false });
  await app.register(openApiPlugin);
  await app.register(opsPlugin, { db: deps.db, redis: deps.redis, metricsToken: config.METRICS_TOKEN });
  await app.register(contextPlugin, { brands });
  await app.register(errorsPlugin, { rateLimits, notFoundPerMinute: config.NOT_FOUND_RATE_LIMIT });
  await app.register(securityHeadersPlugin, { hstsMaxAge: config.HSTS_MAX_AGE });
  await app.register(signaturePlugin, { nonces, ...(deps.now ? { now: deps.now } : {}) });
  await app.register(idempotencyPlugin, { db, ...(deps.now ? { now: deps.now } : {}) });
  // After idempotency: its onSend must see (and store) the plain answer.
  await app.register(compressionPlugin);
  await app.register(authPlugin, { db });
  await app.register(staffAuthPlugin, { db });
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  app.addHook('onClose', async () => mailer.close());

  // A staff reply is news for the player: say so on the bus, for a push channel to pass on. (The
  // red dot itself is read from the database, so every process shows it without this.) A hook of
  // that route alone, added as it is declared, so no other request pays for the check.
  const replyRoute = `${API_BASE}${staffPaths.reply}`;
  const announceReply: onResponseAsyncHookHandler = async (request, reply) => {
    if (reply.statusCode !== 200 || reply.hasHeader('idempotent-replayed')) return;
    const inquiryId = Number((request.params as { inquiryId?: string }).inquiryId);
    const row = await findInquiry(db, inquiryId);
    if (row) await events.publish('inquiry.replied', { accountId: row.user_id, inquiryId });
  };
  app.addHook('onRoute', (route) => {
    if (route.url !== replyRoute) return;
    const declared = route.onResponse;
    route.onResponse = [
      ...(declared === undefined ? [] : Array.isArray(declared) ? declared : [declared]),
      announceReply,
    ] as typeof declared;
  });

  await app.register(
    async (api) => {
      await api.register(gamesRoutes, { db, cache: catalogueCache });
      await api.register(accountsRoutes, {
        db,
        rateLimits,
        nonces,
        mailer,
        passwordCost: config.PASSWORD_HASH_COST,
        socialProviders: () => [...socialProviders.keys()],
      });
      await api.register(socialRoutes, { db, rateLimits, providers: socialProviders });
      await api.register(catalogueRoutes, { db });
      // Attachments are shown in <img> and <video>, which carry no token: signed URLs (about an hour).
      const fileUrl = (id: string) => signedFileUrl(id, (deps.now ?? Date.now)());
      await api.register(inquiriesRoutes, { db, fileUrl, rateLimits, createPerHour: config.INQUIRY_CREATE_PER_HOUR });
      await api.register(staffRoutes, {
        db,
        rateLimits,
        mailer,
        passwordCost: config.PASSWORD_HASH_COST,
        enforceAdminTotp: config.STAFF_ADMIN_TOTP_REQUIRED,
        fileUrl,
      });
      await api.register(cannedRepliesRoutes, { db });
      // Merging two inquiries of one player.
      await api.register(mergeRoutes, { db, mailer });
      // Fields per category: definitions, an inquiry's values, filters and the report.
      await api.register(fieldsRoutes, { db });
      await api.register(triageRoutes, { db });
      await api.register(rulesRoutes, { db, mailer });
      await api.register(adminRoutes, {
        db,
        media: deps.storage,
        events,
      });
      await api.register(staffAdminRoutes, { db, passwordCost: config.PASSWORD_HASH_COST });
      await api.register(assignmentRoutes, { db });
      await api.register(slaRoutes, { db });
      await api.register(siteRoutes, { db, rateLimits, clientErrorsPerMinute: config.CLIENT_ERROR_RATE_LIMIT });
      await api.register(filesRoutes, {
        db,
        storage: fileStorage(config),
        ...(config.FILE_URL_SECRET ? { urlSecret: config.FILE_URL_SECRET } : {}),
        ...(deps.now ? { now: deps.now } : {}),
        minBytesPerSecond: config.UPLOAD_MIN_BYTES_PER_SECOND,
        rateWindowMs: config.UPLOAD_RATE_WINDOW_MS,
        imageMaxPixels: config.IMAGE_MAX_PIXELS,
        ...(config.CLAMAV_URL ? { clamavUrl: config.CLAMAV_URL } : {}),
        // Staff read the attachments of inquiries on their brands.
        canRead: async (request, file) => {
          const staff = await request.requireStaff().catch(() => null);
          return staff !== null && staffMayReadFile(db, staff.brands, file);
        },
      });
      // Player data rights: the archive and the deletion, for the player and for admins.
      await api.register(privacyRoutes, {
        db,
        storage: fileStorage(config),
        rateLimits,
        retentionDays: config.ATTACHMENT_RETENTION_DAYS,
        ...(deps.now ? { now: deps.now } : {}),
      });
      if (deps.extraApiRoutes) await deps.extraApiRoutes(api);
    },
    { prefix: API_BASE },
  );

  await app.register(apiReferenceRoutes);

  // Social login: Apple's form_post answer to /vkRedirect becomes the callback page's GET.
  await app.register(socialCallbackRoutes);

  // robots.txt, sitemap.xml and share images per brand host: plain routes, so the web's catch-all never takes them.
  await app.register(seoRoutes, { db, media: deps.storage, events });

  await app.register(consolePlugin, {
    distDir: config.CONSOLE_DIST !== undefined ? path.resolve(config.CONSOLE_DIST) : consoleDistFor(config.WEB_DIST),
  });
  await app.register(webPlugin, {
    db,
    distDir: config.WEB_DIST ? path.resolve(config.WEB_DIST) : '',
    media: deps.storage,
    rateLimits,
    notFoundPerMinute: config.NOT_FOUND_RATE_LIMIT,
    events,
    dev: config.WEB_DEV,
  });

  app.decorate('brands', brands);
  app.decorate('catalogueCache', catalogueCache);
  app.decorate('events', events);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    brands: ReturnType<typeof createBrandDirectory>;
    /** Cleared when the catalogue changes, through this process or another (a catalogue.changed event). */
    catalogueCache: { clear(): void };
    events: EventBus;
  }
}
