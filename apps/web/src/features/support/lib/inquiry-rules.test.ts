// The rule names of the contract's CreateInquirySchema and of the API's 1001 answer land on the
// form's fields, in the player's words.
import { describe, expect, it } from 'vitest';
import { CreateInquirySchema } from '@guildhall/contract/support';
import { translate } from '../../../lib/i18n';
import type { TFunction } from '../../../lib/i18n';
import en from '@guildhall/locales/player/en.json';
import ko from '@guildhall/locales/player/ko.json';
import { issueRule } from '@guildhall/contract/issues';
import { apiIssues, fieldOf, issuesToErrors } from './inquiry-rules';

const tEn: TFunction = (key, vars) => translate(en, key, vars);
const tKo: TFunction = (key, vars) => translate(ko as typeof en, key, vars);

describe('inquiry rules', () => {
  it('maps API fields onto form fields, the agreements included', () => {
    expect(fieldOf('title')).toBe('title');
    expect(fieldOf('agreements.privacy')).toBe('privacy');
    expect(fieldOf('agreements')).toBe('terms');
    expect(fieldOf('gameId')).toBeNull();
    expect(fieldOf('(body)')).toBeNull();
  });

  it('turns a 1001 answer into one message per field, and flags what names no field', () => {
    const data = [
      { field: 'title', rule: 'too_short' },
      { field: 'content', rule: 'min_words' },
      { field: 'content', rule: 'too_short' },
      { field: 'email', rule: 'required_for_guest' },
      { field: 'roleId', rule: 'unknown' },
      { field: 'agreements.userAgreement', rule: 'agreement' },
      { field: 'phone', rule: 'phone' },
      { field: 'gameId', rule: 'unknown' },
    ];
    const { errors, unplaced } = issuesToErrors(apiIssues(data), tEn);
    expect(errors).toEqual({
      title: 'Use at least 2 characters.',
      content: 'Write at least 2 words.',
      email: 'Guests must give an email address.',
      roleId: 'This choice is no longer available. Please choose again.',
      userAgreement: 'Please accept this to continue.',
      phone: 'Enter a valid phone number in international format, e.g. +82 10 1234 5678.',
    });
    expect(unplaced).toBe(true);
    expect(issuesToErrors(apiIssues([{ field: 'queryType', rule: 'required' }]), tEn)).toEqual({
      errors: { queryType: 'Please make a choice.' },
      unplaced: false,
    });
  });

  it('speaks the player’s language', () => {
    const { errors } = issuesToErrors(
      [
        { field: 'title', rule: 'too_long' },
        { field: 'email', rule: 'contact_required' },
      ],
      tKo,
    );
    expect(errors.title).toBe('100자 이하로 입력해 주세요.');
    expect(errors.email).toBe('이메일 주소나 전화번호를 입력해 주세요.');
  });

  it('asks for visible text when only invisible characters were sent', () => {
    const parsed = CreateInquirySchema.safeParse({ title: '\u200B\u200D\uFEFF', content: '\u3164\u2800 \u0301' });
    const issues = parsed.error!.issues.map((i) => ({ field: i.path.join('.'), rule: issueRule(i) }));
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'title', rule: 'invisible' },
        { field: 'content', rule: 'invisible' },
      ]),
    );
    expect(issuesToErrors(issues, tEn).errors).toMatchObject({
      title: 'Write some visible text.',
      content: 'Write some visible text.',
    });
    expect(issuesToErrors([{ field: 'title', rule: 'invisible' }], tKo).errors.title).toBe(
      '보이는 글자를 입력해 주세요.',
    );
  });

  it('ignores a malformed 1001 answer', () => {
    expect(apiIssues(null)).toEqual([]);
    expect(apiIssues([{ field: 1 }, 'x', { field: 'title', rule: 'too_short' }])).toEqual([
      { field: 'title', rule: 'too_short' },
    ]);
  });

  it('reads the same rule names from the contract schema as the API sends', () => {
    const result = CreateInquirySchema.safeParse({
      gameId: 1,
      gameAreaId: '',
      serverId: 's1',
      roleId: '',
      roleName: 'Mina',
      queryType: '',
      title: 'A',
      content: 'one',
      attachments: [],
      email: 'not-an-email',
      agreements: { terms: true, userAgreement: false, privacy: true },
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => ({ field: i.path.join('.'), rule: issueRule(i) }));
    const { errors } = issuesToErrors(issues, tEn, (f) => f === 'gameAreaId' || f === 'queryType');
    expect(errors).toMatchObject({
      gameAreaId: 'Please make a choice.',
      queryType: 'Please make a choice.',
      title: 'Use at least 2 characters.',
      content: 'Use at least 10 characters.',
      email: 'Enter a valid email address.',
      userAgreement: 'Please accept this to continue.',
    });
  });
});
