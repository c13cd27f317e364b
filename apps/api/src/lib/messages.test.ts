// The API's `msg` takes the plural form of its count in the player's language (decision record 15).
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@guildhall/contract/errors';
import { errorMessage, message } from './messages';

describe('API messages', () => {
  it('take the plural form of the count and format numbers in the language', () => {
    expect(errorMessage('en', ErrorCode.tooManyAttachments, { count: 1 })).toBe('You can attach at most 1 file.');
    expect(errorMessage('en', ErrorCode.tooManyAttachments, { count: 3 })).toBe('You can attach at most 3 files.');
    expect(errorMessage('ru', ErrorCode.tooManyAttachments, { count: 3 })).toBe('Можно прикрепить не более 3 файлов.');
    expect(errorMessage('ar', ErrorCode.tooManyAttachments, { count: 2 })).toBe('يمكنك إرفاق ملفين كحد أقصى.');
    expect(errorMessage('ar', ErrorCode.tooManyAttachments, { count: 0 })).toBe('لا يمكن إرفاق ملفات.');
    expect(message('de', 'support.rules.tooLong', { count: 2000 })).toBe('Verwende höchstens 2.000 Zeichen.');
  });
});
