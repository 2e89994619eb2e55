import { describe, expect, it } from 'vitest';
import { signUpErrors } from './sign-up-rules.ts';
import {
  EMPTY_SIGN_UP,
  firstStepOf,
  isStepValid,
  normalizePhone,
  planChoiceFrom,
  type SignUpValues,
  toastFieldName,
} from './sign-up-wizard.ts';

const valid: SignUpValues = {
  name: 'Sari Wulandari',
  email: 'sari@example.co.id',
  phone_number: '+6281234567890',
  industry: 'retail_ecommerce',
  country: 'ID',
  timezone: 'Asia/Jakarta',
  username: 'sari_shop',
  password: 'kopi-susu-2026',
  confirm_password: 'kopi-susu-2026',
  captcha: 'payload',
};

describe('signUpErrors', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(signUpErrors(valid)).toEqual({});
  });

  it('gives the spec message of each broken rule', () => {
    const errors = signUpErrors({
      ...valid,
      email: 'sari@',
      phone_number: '081234',
      username: 'Sari',
      password: 'short',
      confirm_password: 'other',
      captcha: '',
    });
    expect(errors).toEqual({
      email: 'email_invalid',
      phone_number: 'phone_invalid',
      username: 'username_invalid',
      password: 'password_too_short',
      confirm_password: 'password_mismatch',
      captcha: 'captcha_required',
    });
  });

  it('asks for a phone number when there is none', () => {
    expect(signUpErrors({ ...valid, phone_number: '' }).phone_number).toBe('phone_required');
  });
});

describe('isStepValid', () => {
  it('needs every field of the step filled and within the rules', () => {
    const empty = signUpErrors(EMPTY_SIGN_UP);
    expect(isStepValid(0, EMPTY_SIGN_UP, empty, {})).toBe(false);
    const personal = {
      ...EMPTY_SIGN_UP,
      name: 'Sari',
      email: 'sari@example.com',
      phone_number: '+6281234567',
    };
    expect(isStepValid(0, personal, signUpErrors(personal), {})).toBe(true);
    expect(isStepValid(1, personal, signUpErrors(personal), {})).toBe(false);
  });

  it('stays closed while an availability error stands', () => {
    expect(isStepValid(0, valid, {}, { email: 'email_taken' })).toBe(false);
    expect(isStepValid(2, valid, {}, { email: 'email_taken' })).toBe(true);
  });
});

describe('firstStepOf', () => {
  it('finds the earliest step holding a field', () => {
    expect(firstStepOf(['captcha', 'username'])).toBe(2);
    expect(firstStepOf(['phone_number'])).toBe(0);
    expect(firstStepOf(['non_field_errors'])).toBeUndefined();
  });
});

describe('toastFieldName', () => {
  it('uppercases and replaces the first underscore only', () => {
    expect(toastFieldName('phone_number')).toBe('PHONE NUMBER');
    expect(toastFieldName('username')).toBe('USERNAME');
    expect(toastFieldName('non_field_errors')).toBe('NON FIELD_ERRORS');
  });
});

describe('normalizePhone', () => {
  it('drops what people type between digits', () => {
    expect(normalizePhone(' +62 812-3456 (7890). ')).toBe('+6281234567890');
  });
});

describe('planChoiceFrom', () => {
  it('keeps a plan and cycle we sell and drops anything else', () => {
    expect(planChoiceFrom(new URLSearchParams('plan=professional&billing=yearly'))).toEqual({
      plan: 'professional',
      billing: 'yearly',
    });
    expect(planChoiceFrom(new URLSearchParams('plan=gold&billing=weekly'))).toEqual({
      plan: undefined,
      billing: undefined,
    });
  });
});
