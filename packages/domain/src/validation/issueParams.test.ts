import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueParams } from './issueCodes';

const paramsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : issueParams(result.error);
};

describe('issueParams', () => {
  it("gives the first issue's placeholders, only the catalogue's names with text or number values", () => {
    const schema = z.string().refine(() => false, {
      error: 'SELL_PROCEEDS_TOO_SMALL',
      params: { min: 'S$0.01', times: 2, step: { nested: true }, other: 'x' },
    });
    expect(paramsOf(schema, 'a')).toEqual({ min: 'S$0.01', times: 2 });
  });

  it('gives nothing when the first issue carries no placeholders', () => {
    expect(paramsOf(z.string({ error: 'REQUIRED' }), 1)).toEqual({});
    const second = z.object({
      a: z.string({ error: 'REQUIRED' }),
      b: z.string().refine(() => false, { error: 'SELL_QUANTITY_INVALID', params: { step: '1' } }),
    });
    expect(paramsOf(second, { b: 'x' })).toEqual({});
  });
});
