// Each request's logger (Fastify's childLoggerFactory). Pino's child logger, the one that writes the
// request id on every line, is made on the first line the request logs at a level in force, not
// for every request: at the default level most requests log nothing, and making the child cost
// about 0.3 µs a request, measured under `npm run bench` (docs/architecture.md, "Request pipeline").
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];
type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type AnyLogFn = (...args: unknown[]) => void;

type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/** Stands for pino's child logger until a line is written at a level in force. */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
  private write(level: LogLevel, args: unknown[]): void {
    if (((this.made ?? this.parent) as LevelAware).isLevelEnabled(level)) (this.logger[level] as AnyLogFn)(...args);
  }
  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }
  set level(level: string) {
    this.logger.level = level;
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: a RequestLogger, or pino's child at once for a route with a level or serializers of its own. */
export const requestLogger: ChildLoggerFactory = (logger, bindings, options) =>
  options.level === undefined && options.serializers === undefined && 'isLevelEnabled' in logger
    ? (new RequestLogger(logger as LevelAware, bindings, options) as unknown as FastifyBaseLogger)
    : logger.child(bindings, options);
