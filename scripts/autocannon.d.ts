// Just the part of autocannon's programmatic API that scripts/bench.ts uses (the package ships
// no types and @types/autocannon is not installed).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string | Buffer;
    timeout?: number;
  }

  /** Percentiles and summary of one histogram (latency in ms, requests per second, bytes/s). */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total?: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9?: number;
  }

  export interface Result {
    url: string;
    connections: number;
    pipelining: number;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    throughput: Histogram & { total: number };
  }

  export interface Instance extends EventEmitter {
    stop(): void;
  }

  export default function autocannon(options: Options, callback: (err: Error | null, result: Result) => void): Instance;
}
