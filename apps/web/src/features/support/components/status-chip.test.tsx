// @vitest-environment happy-dom
// Each status value reads as PRODUCT.md section 4 names it, in the player's language.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { INQUIRY_STATUS_VALUES } from '@guildhall/contract/inquiry-status';
import { I18nProvider, type Dictionary } from '../../../lib/i18n';
import en from '@guildhall/locales/player/en.json';
import ja from '@guildhall/locales/player/ja.json';
import { StatusChip } from './status-chip';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLDivElement | null = null;

function texts(dict: Dictionary, statuses: readonly number[]): (string | null)[] {
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container!);
    root.render(
      <I18nProvider lang="en" dict={dict}>
        {statuses.map((s) => (
          <div key={s} data-status={s}>
            <StatusChip status={s} />
          </div>
        ))}
      </I18nProvider>,
    );
  });
  return statuses.map((s) => container!.querySelector(`[data-status="${s}"] .gh-status`)?.textContent ?? null);
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

describe('StatusChip', () => {
  it('names every status as the player sees it', () => {
    expect(texts(en, INQUIRY_STATUS_VALUES)).toEqual(['No reply', 'Waiting for reply', 'Replied', 'Waiting for evaluation', 'Concluded']);
  });

  it('speaks the player’s language and shows nothing for an unknown status', () => {
    expect(texts(ja as Dictionary, [0, 3, 4, 9])).toEqual(['未回答', '評価待ち', '完了', null]);
  });
});
