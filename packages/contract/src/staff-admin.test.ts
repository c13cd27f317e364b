import { describe, expect, it } from 'vitest';
import { ReportQuerySchema } from './staff-admin';

describe('ReportQuerySchema', () => {
  it('takes days that exist and refuses the ones that only look like dates', () => {
    expect(ReportQuerySchema.safeParse({ from: '2024-02-29', to: '2026-12-31' }).success).toBe(true);
    for (const day of ['2026-02-30', '2026-13-01', '9981-44-62', '2026-00-10']) {
      const result = ReportQuerySchema.safeParse({ from: day, to: '2026-01-01' });
      expect(result.success, day).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['from'], message: 'date' });
    }
  });
});
