import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  GuestLoginSchema,
  LoginRequestSchema,
  PasswordLoginSchema,
  RegisterSchema,
  SocialAuthQuerySchema,
} from './accounts';
import { checkRequest, issueField, issueRule, issuesOf } from './issues';
import { CreateInquirySchema } from './support';

describe('issues as the wire names them', () => {
  it('names a rule by the contract message, else by zod code', () => {
    expect(issueRule({ message: 'too_short', code: 'custom' })).toBe('too_short');
    expect(issueRule({ message: 'Invalid input: expected string, received number', code: 'invalid_type' })).toBe(
      'invalid_type',
    );
    expect(issueField({ path: ['agreements', 'terms'] })).toBe('agreements.terms');
    expect(issueField({ path: [] })).toBe('(body)');
  });

  it('gives the fields and rules of a real contract failure', () => {
    const result = RegisterSchema.safeParse({ account: 'ab', password: 'longenough1', confirmPassword: 'other' });
    expect(result.success).toBe(false);
    expect(issuesOf(result.error!.issues)).toEqual(expect.arrayContaining([{ field: 'account', rule: 'too_small' }]));
    const inquiry = checkRequest(CreateInquirySchema, {});
    expect(inquiry.success).toBe(false);
    if (!inquiry.success)
      expect(inquiry.issues.every((i) => typeof i.field === 'string' && /^[a-z_]+$/.test(i.rule))).toBe(true);
  });
});

describe('a path of several shapes (shapesBy)', () => {
  it('checks a login against the shape its keys pick, never the other one', () => {
    // As a plain union, { guest: false, account, password } passes as a password login.
    const body = { guest: false, account: 'player1', password: 'secret' };
    expect(z.union([GuestLoginSchema, PasswordLoginSchema]).safeParse(body).success).toBe(true);
    expect(checkRequest(LoginRequestSchema, body)).toEqual({
      success: false,
      issues: [{ field: 'guest', rule: 'invalid_value' }],
    });
    expect(checkRequest(LoginRequestSchema, { account: 'player1' })).toEqual({
      success: false,
      issues: [{ field: 'password', rule: 'invalid_type' }],
    });
    expect(checkRequest(LoginRequestSchema, null)).toEqual({
      success: false,
      issues: [{ field: '(body)', rule: 'invalid_type' }],
    });
    expect(checkRequest(LoginRequestSchema, { guest: true })).toEqual({
      success: true,
      data: { guest: true, remember: false },
    });
  });

  it('tells a social login start, finish and abandon apart by their keys', () => {
    expect(checkRequest(SocialAuthQuerySchema, { remember: 'true' })).toEqual({
      success: true,
      data: { remember: 'true' },
    });
    expect(checkRequest(SocialAuthQuerySchema, { state: 'x'.repeat(20) })).toEqual({
      success: false,
      issues: [{ field: 'code', rule: 'invalid_type' }],
    });
    expect(checkRequest(SocialAuthQuerySchema, { error: 'access_denied', state: 's' })).toEqual({
      success: true,
      data: { error: 'access_denied', state: 's' },
    });
    expect(checkRequest(SocialAuthQuerySchema, { remember: 'yes' })).toEqual({
      success: false,
      issues: [{ field: 'remember', rule: 'invalid_value' }],
    });
  });
});
