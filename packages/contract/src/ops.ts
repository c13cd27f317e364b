// Operations routes (not enveloped, outside the API base): liveness, readiness and metrics.
import { z } from 'zod';

export const opsPaths = { health: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;

export const HealthSchema = z.object({ status: z.literal('ok') });
/** 200 when every dependency answers and the process is not shutting down, else 503. */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.record(z.string(), z.enum(['ok', 'failed'])),
});
/** Prometheus text exposition; 401 `unauthorized` without METRICS_TOKEN when one is set. */
export const MetricsTextSchema = z.string();
