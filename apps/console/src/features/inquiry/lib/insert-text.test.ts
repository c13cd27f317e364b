import { describe, expect, it } from 'vitest';
import { insertText } from './insert-text';

describe('inserting a canned reply', () => {
  it('fills an empty composer', () => {
    expect(insertText('  ', 'Hello')).toEqual({ text: 'Hello', caret: 5 });
  });
  it('goes at the caret, set off by blank lines', () => {
    expect(insertText('Hi Mina,Thanks', 'BODY', 8)).toEqual({ text: 'Hi Mina,\n\nBODY\n\nThanks', caret: 14 });
    expect(insertText('Hi Mina,\n', 'BODY')).toEqual({ text: 'Hi Mina,\n\nBODY', caret: 14 });
  });
  it('replaces a selection', () => {
    expect(insertText('A\n\nXXX\n\nB', 'BODY', 3, 6).text).toBe('A\n\nBODY\n\nB');
  });
});
