import { describe, expect, it } from 'vitest';
import { fieldNames, placeServerErrors } from './serverErrors';

const REGISTER = ['email', 'code', 'icNumber', 'invitationCode'];

describe('server errors on a form', () => {
  it('names the fields of a group by their paths, as a refusal names them', () => {
    const names = fieldNames({
      title: { en: 'Forest', cn: '森林' },
      imageUrl: '',
      tags: ['a'],
      at: new Date(0),
    });
    expect(names).toEqual(['title', 'title.en', 'title.cn', 'imageUrl', 'tags', 'at']);
    expect(
      placeServerErrors(names, 'TEXT_CHARACTERS_INVALID', {
        'title.en': 'TEXT_CHARACTERS_INVALID',
      }),
    ).toEqual({ fields: { 'title.en': 'TEXT_CHARACTERS_INVALID' }, banner: undefined });
  });

  it('places each field code of a refusal on its field, and no banner for a code a field shows', () => {
    expect(
      placeServerErrors(REGISTER, 'IC_NUMBER_INVALID', {
        icNumber: 'IC_NUMBER_INVALID',
        invitationCode: 'INVITATION_CODE_INVALID',
      }),
    ).toEqual({
      fields: { icNumber: 'IC_NUMBER_INVALID', invitationCode: 'INVITATION_CODE_INVALID' },
      banner: undefined,
    });
  });

  it('places a code that concerns one field there when the refusal names none', () => {
    expect(placeServerErrors(REGISTER, 'EMAIL_EXISTS', {})).toEqual({
      fields: { email: 'EMAIL_EXISTS' },
      banner: undefined,
    });
  });

  it('places the order refusals about the quantity and the terms on those fields', () => {
    const order = ['quantity', 'agreed'];
    expect(placeServerErrors(order, 'INSUFFICIENT_REMAINING_TONS', {})).toEqual({
      fields: { quantity: 'INSUFFICIENT_REMAINING_TONS' },
      banner: undefined,
    });
    expect(placeServerErrors(order, 'TERMS_NOT_AGREED', {})).toEqual({
      fields: { agreed: 'TERMS_NOT_AGREED' },
      banner: undefined,
    });
    expect(placeServerErrors(order, 'PURCHASE_MONTHLY_LIMIT_REACHED', {})).toEqual({
      fields: {},
      banner: 'PURCHASE_MONTHLY_LIMIT_REACHED',
    });
  });

  it('keeps a field code of the refusal over the reply code for that field', () => {
    expect(placeServerErrors(REGISTER, 'CODE_INVALID', { code: 'CODE_ATTEMPTS_EXCEEDED' })).toEqual(
      {
        fields: { code: 'CODE_ATTEMPTS_EXCEEDED' },
        banner: 'CODE_INVALID',
      },
    );
  });

  it('shows in the banner what no field of this form holds', () => {
    expect(
      placeServerErrors(['email', 'password'], 'ANSWER_INVALID', { bought: 'ANSWER_INVALID' }),
    ).toEqual({
      fields: {},
      banner: 'ANSWER_INVALID',
    });
    expect(placeServerErrors(['email'], 'INVITATION_CODE_INVALID', {}).banner).toBe(
      'INVITATION_CODE_INVALID',
    );
    expect(placeServerErrors(['email'], undefined, {})).toEqual({ fields: {}, banner: undefined });
  });
});
