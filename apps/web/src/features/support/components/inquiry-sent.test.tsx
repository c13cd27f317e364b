// @vitest-environment happy-dom
// After filing: received, its number, when a reply may come (from the API's answer, or
// the brand's setting), where it arrives (My inquiries; the inbox when mailed), links to both.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SiteBrand } from '@guildhall/contract/brands';
import { renderSite, TEST_BRAND } from '../../../../test/render';
import { replyBy } from '../../../lib/reply-time';
import { InquirySent } from './inquiry-sent';

describe('InquirySent', () => {
  it('says it was received, its number, when and where the reply comes, with links to it and My inquiries', () => {
    renderSite(
      <InquirySent
        clientId={11}
        result={{
          inquiryId: 42,
          expectedReply: { withinHours: 72, by: '2026-11-28T00:00:00Z' },
          replyMailTo: 'mina@example.com',
        }}
      />,
    );
    const heading = screen.getByRole('heading', { name: 'We have received your inquiry' });
    expect(document.activeElement).toBe(heading);
    expect(document.body.textContent).toContain('Inquiry no. 42');
    expect(document.body.textContent).toContain('Our support team usually replies within 3 days.');
    expect(document.body.textContent).toContain(`You can expect a reply by ${replyBy('2026-11-28T00:00:00Z', 'en')}.`);
    expect(document.body.textContent).toContain('The reply will appear in My inquiries');
    expect(document.body.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain(
      'We will also email you at mina@example.com when we reply.',
    );
    expect(screen.getByRole('link', { name: 'View your inquiry' }).getAttribute('href')).toBe(
      '/SupportCenter/feedback?clientId=11&inquiryId=42',
    );
    expect(screen.getByRole('link', { name: 'My inquiries' }).getAttribute('href')).toBe('/SupportCenter/history');
  });

  it("names no inbox when the reply is not mailed, and falls back to the brand's setting", () => {
    renderSite(<InquirySent clientId={11} result={{ inquiryId: 7, replyMailTo: null }} />, {
      brand: { ...TEST_BRAND, replyWithinHours: 24 } as SiteBrand,
    });
    expect(document.body.textContent).toContain('usually replies within 24 hours.');
    expect(document.body.textContent).not.toContain('email you');
    expect(document.body.textContent).not.toContain('expect a reply by');
  });
});
