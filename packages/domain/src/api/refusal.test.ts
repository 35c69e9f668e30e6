import { describe, expect, it } from 'vitest';
import { refusalWire } from './refusal';
import type { RefusalReply } from './refusal';

describe('refusalWire', () => {
  it('reads a refusal as the server writes it, losing nothing', () => {
    const reply: RefusalReply = {
      code: 1,
      msg: 'LOGIN_PASSWORD_ATTEMPTS_LEFT',
      data: { params: { times: 4 }, fields: { password: 'LOGIN_CREDENTIALS_INCORRECT' } },
      wait: 3,
      time: '2026-11-20T02:00:00.000Z',
    };
    expect(refusalWire.parse(reply)).toEqual({
      replyCode: 1,
      code: 'LOGIN_PASSWORD_ATTEMPTS_LEFT',
      params: { times: 4 },
      fields: { password: 'LOGIN_CREDENTIALS_INCORRECT' },
    });
    expect(refusalWire.parse({ ...reply, data: null })).toMatchObject({ params: {}, fields: {} });
  });

  it('reads an unknown code as OPERATION_FAILED and leaves out what is out of shape', () => {
    expect(
      refusalWire.parse({ code: 3, msg: 'NEW_CODE', data: { params: { min: [] }, fields: 'x' } }),
    ).toEqual({ replyCode: 3, code: 'OPERATION_FAILED', params: {}, fields: {} });
  });

  it('is no refusal without a positive whole reply code', () => {
    for (const code of [0, -1, 1.5, '1'])
      expect(refusalWire.safeParse({ code, msg: 'REQUIRED', data: null }).success).toBe(false);
  });
});
