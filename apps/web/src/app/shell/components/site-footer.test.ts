import { describe, expect, it } from 'vitest';
import { copyrightLine } from './site-footer';

const line = (company: string) => `© 2026 \u2068${company}\u2069. All rights reserved.`;

describe('copyrightLine', () => {
  it('lets a company name ending in a period take the sentence\'s period (no "Ltd..")', () => {
    expect(copyrightLine(line('Example Co., Ltd.'), 'Example Co., Ltd.')).toBe(
      '© 2026 \u2068Example Co., Ltd.\u2069 All rights reserved.',
    );
  });

  it('leaves every other name and a sentence without a period after the name as they are', () => {
    expect(copyrightLine(line('Lumen Games Pte Ltd'), 'Lumen Games Pte Ltd')).toBe(line('Lumen Games Pte Ltd'));
    const zh = '© 2026 \u2068Example Co., Ltd.\u2069 版权所有。';
    expect(copyrightLine(zh, 'Example Co., Ltd.')).toBe(zh);
  });
});
