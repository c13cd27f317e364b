// Rate limits of the staff API, per staff member (packages/contract/src/staff.ts STAFF_RATE_LIMITS):
// every POST under /staff counts as a change, and a route that declares `config.rateLimit:
// 'sensitive'` also counts against the tighter limit. Registered before plugins/route-schemas.ts, so
// its wrapper runs inside that one's: after the caller is known and the request checked, before the
// handler. The sign-in keeps its own limits (staff.service.ts).
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { API_BASE } from '@guildhall/contract/constants';
import { ErrorCode } from '@guildhall/contract/errors';
import { STAFF_RATE_LIMITS, staffPaths, type StaffRateLimit } from '@guildhall/contract/staff';
import { AppError } from '../lib/app-error';
import type { RateLimitStore } from '../lib/rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff change tighter limited than the others (STAFF_RATE_LIMITS.sensitive). */
    rateLimit?: 'sensitive';
  }
}

const EXEMPT = new Set([`${API_BASE}${staffPaths.login}`]);

export const staffRateLimitPlugin = fp<{ rateLimits: RateLimitStore }>(async (app, { rateLimits }) => {
  async function count(staffId: number, which: StaffRateLimit) {
    const rule = STAFF_RATE_LIMITS[which];
    const hit = await rateLimits.hit(`staff-${which}:${staffId}`, rule.limit, rule.windowMs);
    if (!hit.allowed)
      throw new AppError(ErrorCode.rateLimited, {
        data: [{ field: 'staff', rule: which }],
        headers: { 'retry-after': String(hit.retryAfterSeconds) },
      });
  }

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('POST') || !route.url.startsWith(`${API_BASE}/staff/`) || EXEMPT.has(route.url)) return;
    const sensitive = route.config?.rateLimit === 'sensitive';
    const handler = route.handler as (this: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;
    route.handler = async function limited(this: unknown, request: FastifyRequest, reply: FastifyReply) {
      // The session the route's own check resolved (or -600, as the handler would answer).
      const { staff } = await request.requireStaff(undefined, { allowTotpSetup: true });
      if (sensitive) await count(staff.id, 'sensitive');
      await count(staff.id, 'write');
      return handler.call(this, request, reply);
    } as RouteHandlerMethod;
  });
});
