// @vitest-environment happy-dom
// A merged inquiry: the page says where its conversation went, with a link there, in
// the player's language (Arabic right to left), and shows no empty conversation or "concluded".
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { InquiryDetail } from '@guildhall/contract/support';
import ar from '@guildhall/locales/player/ar.json';
import type { Dictionary } from '../../../lib/i18n';
import { renderSite } from '../../../../test/render';
import { InquiryView } from './inquiry-view';
import { StatusChip } from './status-chip';

const MERGED: InquiryDetail = {
  inquiryId: 41,
  gameId: 11,
  gameName: 'Nova Saga',
  gameImg: '',
  gameAreaId: 'kr-main',
  areaName: 'Korea',
  serverId: 's1',
  serverName: 'Server 1',
  roleId: '',
  roleName: 'Mina',
  queryType: 3,
  queryTypeName: 'Payment',
  title: 'Reward missing after the event',
  email: null,
  phone: null,
  status: 4,
  score: null,
  scoreComment: null,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  messages: [],
  mergedInto: { inquiryId: 42, gameId: 12, title: 'Mailbox does not open' },
};
const limits = { maxFiles: 3, maxBytes: 20 * 1024 * 1024 };
const text = () => document.body.textContent?.replace(/[\u2066-\u2069]/g, '') ?? '';

describe('the merged notice', () => {
  it('says where the conversation went and links there, instead of an empty conversation and "closed"', () => {
    renderSite(<InquiryView inquiry={MERGED} limits={limits} />);
    expect(screen.getByRole('heading', { name: 'This inquiry was merged' })).toBeTruthy();
    expect(text()).toContain(
      'Its messages and attachments are now in your inquiry “Mailbox does not open”, so everything is in one place.',
    );
    const link = screen.getByRole('link', { name: 'Open inquiry no. 42' });
    // The target's own game: the page there knows its game from the link.
    expect(link.getAttribute('href')).toBe('/SupportCenter/feedback?clientId=12&inquiryId=42');
    expect(screen.queryByRole('heading', { name: 'Conversation' })).toBeNull();
    expect(text()).not.toContain('This conversation is closed.');
    expect(screen.queryByRole('button', { name: 'End the conversation' })).toBeNull();
    // The notice comes first, and the status reads "Merged".
    expect(document.querySelector('.gh-inquiry > :first-child')?.textContent).toContain('This inquiry was merged');
    expect(text()).toContain('Merged');
    expect(text()).not.toContain('Closed');
  });

  it('reads in Arabic, right to left, the title kept in its own direction', () => {
    renderSite(<InquiryView inquiry={MERGED} limits={limits} />, { lang: 'ar', dict: ar as Dictionary, area: 'eru' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'تم دمج هذا الاستفسار' })).toBeTruthy();
    const body = screen.getByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith('نُقلت رسائله'));
    // The English title is isolated inside the Arabic sentence (first-strong isolate).
    expect(body.textContent).toContain('«\u2068Mailbox does not open\u2069»');
    expect(screen.getByRole('link', { name: 'فتح الاستفسار رقم 42' }).getAttribute('href')).toBe(
      '/SupportCenter/feedback?clientId=12&inquiryId=42',
    );
    expect(text()).toContain('مدموج');
  });

  it('shows an ordinary closed inquiry as before', () => {
    renderSite(<InquiryView inquiry={{ ...MERGED, mergedInto: undefined }} limits={limits} />);
    expect(screen.queryByRole('heading', { name: 'This inquiry was merged' })).toBeNull();
    expect(text()).toContain('This conversation is closed.');
    expect(screen.getByRole('heading', { name: 'Conversation' })).toBeTruthy();
  });

  it('marks a merged inquiry in the history as merged, others by their status', () => {
    renderSite(
      <>
        <StatusChip status={4} merged />
        <StatusChip status={4} />
      </>,
    );
    expect([...document.querySelectorAll('.gh-status')].map((e) => e.textContent)).toEqual(['Merged', 'Closed']);
  });
});
