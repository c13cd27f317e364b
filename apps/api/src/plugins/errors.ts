// The one error handler: AppError becomes its envelope and HTTP status in the player's language;
// anything unexpected is logged with the request id and answered as 5000 without details.
//
// Every other way a request can fail answers in the same envelope too:
// - errors of Fastify, its plugins and the static file server (client-caused ones are 4xx, see
//   fromFastifyError; a 5xx is only a fault of ours);
// - framework errors before a route is found (bad URL encoding, an over-long path parameter):
//   `frameworkErrorHandler`, the Fastify option `frameworkErrors`;
// - Node's client errors, where there is no request at all (malformed HTTP, headers too large,
//   timeouts): `clientErrorHandler`, which writes a short HTTP/1.1 answer on the socket itself
//   when HTTP still allows one.
import type { Socket } from 'node:net';
import { maxHeaderSize, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@guildhall/contract/errors';
import type { Envelope } from '@guildhall/contract/envelope';
import type { Language } from '@guildhall/contract/areas';
import { AppError } from '../lib/app-error';
import { errorMessage, message } from '../lib/messages';
import type { RateLimitStore } from '../lib/rate-limit';
import type { BrandDirectory } from '../modules/brands/brands.service';
import { localeCookieOf, siteFor } from './context';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers';

interface FastifyLikeError {
  statusCode?: number;
  status?: number;
  code?: string;
  validation?: unknown;
  message?: string;
  /** http-errors (the static file server's) carry the headers of their answer, e.g. Content-Range with 416. */
  headers?: Record<string, string>;
}

const invalid = (field: string, rule: string, httpStatus?: number) =>
  new AppError(ErrorCode.validation, { data: [{ field, rule }], httpStatus });

/** The rule of a 1001 answered with one of these statuses, when the error says no more. */
const RULE_OF_STATUS: Record<number, [field: string, rule: string]> = {
  408: ['(request)', 'timeout'],
  411: ['(request)', 'length_required'],
  413: ['(body)', 'too_big'],
  414: ['(url)', 'too_long'],
  415: ['(body)', 'media_type'],
  416: ['(request)', 'range'],
  431: ['(request)', 'headers_too_large'],
};

const BY_CODE: Record<string, () => AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => invalid('(body)', 'too_big', 413),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => invalid('(body)', 'media_type', 415),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => invalid('(body)', 'content_length'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => invalid('(body)', 'invalid_json'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => invalid('(body)', 'invalid_json'),
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: () => invalid('(body)', 'media_type', 415),
  FST_ERR_ROUTE_MISSING_CONTENT: () => invalid('(body)', 'required'),
  FST_ERR_BAD_URL: () => invalid('(url)', 'malformed'),
  FST_ERR_INVALID_URL: () => invalid('(url)', 'malformed'),
  FST_ERR_MAX_PARAM_LENGTH: () => invalid('(url)', 'too_long', 414),
  // @fastify/multipart
  FST_PARTS_LIMIT: () => invalid('(body)', 'too_many_parts', 413),
  FST_FILES_LIMIT: () => invalid('(body)', 'too_many_files', 413),
  FST_FIELDS_LIMIT: () => invalid('(body)', 'too_many_fields', 413),
  FST_REQ_FILE_TOO_LARGE: () => invalid('(body)', 'too_big', 413),
  FST_PROTO_VIOLATION: () => invalid('(body)', 'invalid'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => invalid('(body)', 'media_type', 415),
  FST_INVALID_JSON_FIELD_ERROR: () => invalid('(body)', 'invalid_json'),
};

/** Busboy's words for a multipart body that is not one (it gives them no code). */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|multipart data)|Malformed (part header|urlencoded form)|Multipart: Boundary not found|Malformed content type)/i;

/** A client-caused error of the framework, its plugins or the body parsers as an AppError; null for a fault of ours. */
export function fromFastifyError(error: FastifyLikeError): AppError | null {
  const byCode = error.code ? BY_CODE[error.code] : undefined;
  if (byCode) return byCode();
  if (error instanceof SyntaxError || error.validation) return invalid('(body)', 'invalid');
  if (typeof error.message === 'string' && MALFORMED_MULTIPART.test(error.message))
    return invalid('(body)', 'malformed');
  const status = error.statusCode ?? error.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  // The static file server answers 403 for a path outside its folder (`..`) and 404 for a missing
  // file; both are "not found" here, as is a method a path does not have.
  if (status === 403 || status === 404 || status === 405) return AppError.notFound();
  if (status === 429) return new AppError(ErrorCode.rateLimited);
  const [field, rule] = RULE_OF_STATUS[status] ?? ['(request)', 'malformed'];
  const appError = invalid(field, rule, status);
  return error.headers
    ? new AppError(appError.code, {
        data: appError.data,
        headers: { ...error.headers },
        messageKey: appError.messageKey,
        httpStatus: appError.httpStatus,
      })
    : appError;
}

/** A request whose client went away before it was read: nobody is left to read the answer. */
function clientWentAway(request: FastifyRequest): boolean {
  const raw = request.raw;
  return !raw.complete && (raw.destroyed || raw.socket?.destroyed === true);
}

function envelopeOf(appError: AppError, lang: Language): Envelope<unknown> {
  return {
    code: appError.code,
    msg: appError.messageKey
      ? message(lang, `errors.${appError.messageKey}`, appError.params)
      : errorMessage(lang, appError.code, appError.params),
    data: appError.data,
  };
}

export const errorsPlugin = fp<{ rateLimits: RateLimitStore; notFoundPerMinute: number }>(
  async (app, { rateLimits, notFoundPerMinute }) => {
    app.setErrorHandler(async (error, request, reply) => {
      let appError = error instanceof AppError ? error : fromFastifyError(error as FastifyLikeError);
      if (!appError && clientWentAway(request)) {
        request.log.info({ err: error }, 'client went away during the request');
        appError = invalid('(request)', 'incomplete');
      }
      const lang = request.site?.lang ?? 'en';
      if (!appError) {
        request.log.error({ err: error }, 'unhandled error');
        const body: Envelope<null> = {
          code: ErrorCode.internal,
          msg: errorMessage(lang, ErrorCode.internal),
          data: null,
        };
        return reply.status(500).send(body);
      }
      if (appError.httpStatus >= 500) request.log.error({ err: error }, 'server error');
      for (const [k, v] of Object.entries(appError.headers)) reply.header(k, v);
      return reply.status(appError.httpStatus).send(envelopeOf(appError, lang));
    });

    // Unknown paths are what scanners repeat: count them per IP and slow them down.
    app.setNotFoundHandler(async (request) => {
      const hit = await rateLimits.hit(`404:${request.ip}`, notFoundPerMinute, 60_000);
      if (!hit.allowed) {
        throw new AppError(ErrorCode.rateLimited, { headers: { 'retry-after': String(hit.retryAfterSeconds) } });
      }
      throw AppError.notFound();
    });
  },
);

export interface ServerErrorOptions extends SecurityHeaderOptions {
  /** The brand directory, for the caller's language (set once the app is built). */
  brands: () => BrandDirectory | undefined;
}

/**
 * The caller's language from what is known of the request; English when nothing is. It never
 * rejects, so the handlers below start the answer with `void languageOf(…).then(write)`: they are
 * synchronous callbacks of Node and Fastify, and nothing is left to await.
 */
async function languageOf(
  brands: BrandDirectory | undefined,
  request: {
    host: string | undefined;
    url: string | undefined;
    acceptLanguage: string | undefined;
    cookie?: string | undefined;
  },
): Promise<Language> {
  // Nothing known of the request (a timeout before its headers): no brand to guess from.
  if (!brands || (!request.host && !request.acceptLanguage)) return 'en';
  let query: Record<string, string> = {};
  try {
    query = Object.fromEntries(new URLSearchParams((request.url ?? '').split('?')[1] ?? ''));
  } catch {
    // A query that is not one leaves the language to the brand and Accept-Language.
  }
  try {
    // The locale the browser remembers (gh_lang, decision 23) counts as it does for routed answers.
    return (
      await siteFor(brands, {
        host: request.host,
        query,
        acceptLanguage: request.acceptLanguage,
        cookie: localeCookieOf(request.cookie),
      })
    ).lang;
  } catch {
    return 'en';
  }
}

/**
 * Fastify's `frameworkErrors`: errors met before a route is chosen (the URL does not decode, a path
 * parameter is too long). No hook runs for these, so the answer sets its own headers.
 */
export function frameworkErrorHandler(options: ServerErrorOptions) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const appError = fromFastifyError(error) ?? new AppError(ErrorCode.internal);
    if (appError.httpStatus >= 500) request.log.error({ err: error }, 'framework error');
    else request.log.info({ err: error }, 'refused before routing');
    const headers = request.headers;
    void languageOf(options.brands(), {
      host: headers.host,
      url: request.raw.url,
      acceptLanguage: typeof headers['accept-language'] === 'string' ? headers['accept-language'] : undefined,
      cookie: headers.cookie,
    }).then((lang) => {
      reply
        .status(appError.httpStatus)
        .headers({ ...appError.headers, ...securityHeaders(options, request.protocol === 'https') })
        .header('x-request-id', request.id)
        .header('cache-control', 'no-cache')
        .send(envelopeOf(appError, lang));
    });
  };
}

/** Node's client errors as the envelope: status, field and rule. */
function clientErrorAnswer(
  error: { code?: string },
  rawPacket: Buffer | undefined,
): { status: number; field: string; rule: string } | null {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, field: '(request)', rule: 'timeout' };
    case 'HPE_HEADER_OVERFLOW': {
      // A request line of more than half the header limit: the URL is what is too long.
      const head = rawPacket?.subarray(0, 16).toString('latin1') ?? '';
      const lineEnd = rawPacket?.indexOf(0x0a) ?? -1;
      const inRequestLine = /^[A-Z-]+ /.test(head) && (lineEnd === -1 || lineEnd > maxHeaderSize / 2);
      return inRequestLine
        ? { status: 414, field: '(url)', rule: 'too_long' }
        : { status: 431, field: '(request)', rule: 'headers_too_large' };
    }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, field: '(body)', rule: 'too_big' };
    case 'HPE_INVALID_METHOD':
      return { status: 400, field: '(request)', rule: 'method' };
    case 'HPE_INVALID_EOF_STATE':
      return { status: 400, field: '(body)', rule: 'incomplete' };
    default:
      return error.code?.startsWith('HPE_') ? { status: 400, field: '(request)', rule: 'malformed' } : null;
  }
}

/** A request's Host and Accept-Language (and URL) from the bytes of its head, when they are there. */
function headOf(packet: Buffer | undefined): {
  host: string | undefined;
  url: string | undefined;
  acceptLanguage: string | undefined;
  cookie: string | undefined;
  method: string | undefined;
} {
  const text = packet?.subarray(0, 8192).toString('latin1') ?? '';
  const header = (name: string) => new RegExp(`^${name}:[ \\t]*([^\\r\\n]{1,512})`, 'im').exec(text)?.[1]?.trim();
  return {
    host: header('host'),
    url: /^[A-Z-]+ (\S{1,2048}) HTTP\//.exec(text)?.[1],
    acceptLanguage: header('accept-language'),
    cookie: header('cookie'),
    method: /^([A-Z-]+) /.exec(text)?.[1],
  };
}

/** Sockets already answered: a parser in error keeps reporting the same error. */
const answered = new WeakSet<Socket>();
/** How long a closed-for-writing socket may linger for the client to read the answer. */
const LINGER_MS = 2000;

/** A complete answer in the envelope straight on the socket, then the connection closes. */
function writeAnswer(
  socket: Socket,
  answer: { status: number; field: string; rule: string },
  lang: Language,
  options: SecurityHeaderOptions,
  method: string | undefined,
): void {
  if (socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(envelopeOf(invalid(answer.field, answer.rule, answer.status), lang));
  const headers: Record<string, string | number> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
    Connection: 'close',
    ...securityHeaders(options, (socket as Socket & { encrypted?: boolean }).encrypted === true),
  };
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  // An answer to HEAD carries the headers of the answer without its body: bytes after them would
  // be read by the client as a second, unasked-for answer.
  socket.end(
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n${lines.join('')}\r\n${method === 'HEAD' ? '' : body}`,
  );
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * Fastify's `clientErrorHandler` (Node's `clientError`): a short, complete HTTP/1.1 answer in the
 * envelope when the socket can still take one and no answer has started on it; then the
 * connection closes. Written with end() rather than destroy(): unread bytes of the client's
 * request at destroy would reset the connection and could take our answer with them.
 */
export function clientErrorHandler(options: ServerErrorOptions) {
  return function onClientError(
    this: FastifyInstance,
    error: Error & { code?: string; rawPacket?: unknown },
    socket: Socket,
  ): void {
    if (answered.has(socket)) return;
    answered.add(socket);
    if (error.code === 'ECONNRESET' || socket.destroyed) {
      socket.destroy();
      return;
    }
    const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined;
    const answer = clientErrorAnswer(error, packet);
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse & { req?: IncomingMessage } })._httpMessage;
    if (!answer || !socket.writable) {
      socket.destroy();
      return;
    }
    this.log.debug({ err: error }, 'client error');
    // The request being answered is whole, so the error is in the next one on the connection
    // (pipelined, or body bytes a client sent without saying their length): answer it in its
    // turn, after the one before.
    if (inFlight && inFlight.req?.complete && !inFlight.writableFinished) {
      const next = headOf(packet);
      const after = () =>
        void languageOf(options.brands(), next).then((lang) => writeAnswer(socket, answer, lang, options, next.method));
      inFlight.once('finish', after);
      inFlight.once('close', () => (inFlight.writableFinished ? undefined : socket.destroy()));
      return;
    }
    // An answer already under way on this socket cannot be replaced.
    if (inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    // A stalled body's request was parsed: its headers say the language.
    const req = inFlight?.req;
    const head = req
      ? {
          host: req.headers.host,
          url: req.url,
          acceptLanguage:
            typeof req.headers['accept-language'] === 'string' ? req.headers['accept-language'] : undefined,
          cookie: req.headers.cookie,
          method: req.method,
        }
      : headOf(packet);
    void languageOf(options.brands(), head).then((lang) => writeAnswer(socket, answer, lang, options, head.method));
  };
}

/**
 * Node's `connect` event: CONNECT asks for a tunnel, which this server does not offer. Without a
 * listener Node drops the connection without a word; with this one it is told so in the envelope.
 */
export function connectHandler(options: ServerErrorOptions) {
  return (req: FastifyRequest['raw'], socket: Socket): void => {
    answered.add(socket);
    socket.on('error', () => socket.destroy());
    const acceptLanguage =
      typeof req.headers['accept-language'] === 'string' ? req.headers['accept-language'] : undefined;
    void languageOf(options.brands(), {
      host: req.headers.host,
      url: undefined,
      acceptLanguage,
      cookie: req.headers.cookie,
    }).then((lang) =>
      writeAnswer(socket, { status: 400, field: '(request)', rule: 'method' }, lang, options, req.method),
    );
  };
}
