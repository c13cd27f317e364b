// @vitest-environment happy-dom
// Each status value reads as docs/product.md section 4 names it, in the player's language.
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { INQUIRY_STATUS_VALUES } from '@guildhall/contract/inquiry-status';
import type { Dictionary } from '../../../lib/i18n';
import en from '@guildhall/locales/player/en.json';
import ja from '@guildhall/locales/player/ja.json';
import { renderSite } from '../../../../test/render';
import { StatusChip } from './status-chip';

/** The chip shown for each status, by the test id of the row it sits in (null when it shows nothing). */
function texts(dict: Dictionary, statuses: readonly number[]): (string | null)[] {
  cleanup();
  renderSite(
    <>
      {statuses.map((s) => (
        <div key={s} data-testid={`status-${s}`}>
          <StatusChip status={s} />
        </div>
      ))}
    </>,
    { dict },
  );
  return statuses.map((s) => screen.getByTestId(`status-${s}`).querySelector('.gh-status')?.textContent ?? null);
}

describe('StatusChip', () => {
  it('names every status as the player sees it', () => {
    expect(texts(en, INQUIRY_STATUS_VALUES)).toEqual([
      'No reply',
      'Waiting for reply',
      'Replied',
      'Waiting for your rating',
      'Closed',
    ]);
  });

  it('speaks the player’s language and shows nothing for an unknown status', () => {
    expect(texts(ja as Dictionary, [0, 3, 4, 9])).toEqual(['未回答', '評価待ち', '完了', null]);
  });
});
