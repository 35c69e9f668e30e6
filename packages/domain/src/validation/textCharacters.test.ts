import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { issueCodes } from './issueCodes';
import { multilineTextSchema, nameSchema, textSchema } from './fields';
import { registerFormSchema } from './authForms';
import { profileUpdateFormSchema } from './accountForms';
import { bankAccountFormSchema } from './moneyForms';
import { projectInputSchema } from '../api/endpoints/adminMarket';
import { adminEndpoints } from '../api/adminRegistry';

const codeOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : (issueCodes(result.error)['_form'] ?? null);
};

/** Control characters and direction overrides/isolates no name or text may carry. */
const REFUSED_EVERYWHERE: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['backspace', '\u0008'],
  ['vertical tab', '\u000B'],
  ['form feed', '\u000C'],
  ['ESC (ANSI colour)', '\u001B[31m'],
  ['unit separator', '\u001F'],
  ['DEL', '\u007F'],
  ['C1 next line', '\u0085'],
  ['C1 CSI', '\u009B'],
  ['LRE', '\u202A'],
  ['RLE', '\u202B'],
  ['PDF', '\u202C'],
  ['LRO', '\u202D'],
  ['RLO', '\u202E'],
  ['LRI', '\u2066'],
  ['RLI', '\u2067'],
  ['FSI', '\u2068'],
  ['PDI', '\u2069'],
];
/** Allowed inside multi-line text only. */
const LINE_BREAKS: [string, string][] = [
  ['newline', '\n'],
  ['carriage return', '\r\n'],
  ['tab', '\t'],
];

describe('names and single-line text', () => {
  it.each(REFUSED_EVERYWHERE)('refuse %s with TEXT_CHARACTERS_INVALID', (_name, bad) => {
    expect(codeOf(nameSchema, `Ana${bad}Tan`)).toBe('TEXT_CHARACTERS_INVALID');
    expect(codeOf(textSchema(), `Green${bad} Leaf`)).toBe('TEXT_CHARACTERS_INVALID');
  });

  it.each(LINE_BREAKS)('refuse a %s inside', (_name, bad) => {
    expect(codeOf(nameSchema, `Ana${bad}Tan`)).toBe('TEXT_CHARACTERS_INVALID');
  });

  it('keep ordinary letters of any script, punctuation and marks', () => {
    for (const name of [
      'Mei Ling',
      'Zoë',
      "O'Brien-Smith",
      '陈美玲',
      'Nguyễn',
      'محمد',
      'Ana\u200ETan',
    ])
      expect(codeOf(nameSchema, name), name).toBeNull();
    // Spaces and line breaks around a name are trimmed, not refused.
    expect(nameSchema.parse('\n\tAna ')).toBe('Ana');
  });

  it('refuse a text exactly when it holds a refused character', () => {
    const forbidden = fc.constantFrom(
      ...REFUSED_EVERYWHERE.map(([, c]) => c),
      ...LINE_BREAKS.map(([, c]) => c),
    );
    const letters = fc.string({
      unit: fc.constantFrom('a', 'Z', '陈', 'é', ' ', '-', '1'),
      maxLength: 20,
    });
    fc.assert(
      fc.property(letters, forbidden, letters, (before, bad, after) => {
        expect(codeOf(textSchema(), `x${before}${bad}${after}x`)).toBe('TEXT_CHARACTERS_INVALID');
        expect(codeOf(textSchema(), `x${before}${after}x`)).toBeNull();
      }),
    );
  });
});

describe('multi-line text', () => {
  it.each(LINE_BREAKS)('keeps a %s', (_name, ok) => {
    expect(codeOf(multilineTextSchema(500), `First line${ok}second line`)).toBeNull();
  });

  it.each(REFUSED_EVERYWHERE)('refuses %s', (_name, bad) => {
    expect(codeOf(multilineTextSchema(500), `First${bad}\nsecond`)).toBe('TEXT_CHARACTERS_INVALID');
  });

  it('still refuses empty and long text first', () => {
    expect(codeOf(multilineTextSchema(5), ' \n ')).toBe('REQUIRED');
    expect(codeOf(multilineTextSchema(5), 'abcdef')).toBe('TEXT_TOO_LONG');
  });
});

describe('every name and free-text field of the contract', () => {
  const fields = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? {} : issueCodes(result.error);
  };
  const rlo = '\u202E';

  it('registration: first, last and company names', () => {
    const form = {
      visitorType: 'corporate',
      email: 'ana@green.sg',
      code: '123456',
      firstName: `Ana${rlo}`,
      lastName: 'Tan\u0007',
      icNumber: 'S1234567D',
      mobile: '91234567',
      password: 'Greener2026',
      confirmPassword: 'Greener2026',
      agreed: true,
      companyName: 'Green\u001B[2J Leaf',
      uen: '201912345K',
    };
    expect(fields(registerFormSchema, form)).toEqual({
      firstName: 'TEXT_CHARACTERS_INVALID',
      lastName: 'TEXT_CHARACTERS_INVALID',
      companyName: 'TEXT_CHARACTERS_INVALID',
    });
  });

  it('profile names and the bank holder name', () => {
    expect(
      fields(profileUpdateFormSchema, { firstName: 'A\u0000', companyName: `X${rlo}` }),
    ).toEqual({ firstName: 'TEXT_CHARACTERS_INVALID', companyName: 'TEXT_CHARACTERS_INVALID' });
    expect(
      fields(bankAccountFormSchema({ registeredName: 'Ana Tan' }), {
        bankName: 'DBS Bank',
        accountNumber: '0271234567',
        holderName: `Ana Tan${rlo}`,
      }),
    ).toMatchObject({ holderName: 'TEXT_CHARACTERS_INVALID' });
  });

  it("the operator's news, notifications and projects", () => {
    const both = (en: string, cn: string = en) => ({ en, cn });
    expect(
      fields(adminEndpoints.publishNews.request, {
        title: both(`Launch${rlo}`),
        summary: both('Line one\nline two', 'Bad\u0007'),
        body: both('<p>ok</p>\n<p>two</p>', '<p>\u2066x\u2069</p>'),
      }),
    ).toEqual({
      'title.en': 'TEXT_CHARACTERS_INVALID',
      'title.cn': 'TEXT_CHARACTERS_INVALID',
      'summary.cn': 'TEXT_CHARACTERS_INVALID',
      'body.cn': 'TEXT_CHARACTERS_INVALID',
    });
    expect(
      fields(adminEndpoints.publishNotification.request, {
        memberId: 'all',
        title: both('Hello', 'Hi\u001B[0m'),
        body: both('Line one\n\tline two', 'ok'),
      }),
    ).toEqual({ 'title.cn': 'TEXT_CHARACTERS_INVALID' });
    const project = projectInputSchema.safeParse({
      name: `Borneo${rlo}`,
      location: 'Kalimantan',
      type: 'peatland',
      standards: ['Verra\u0000'],
      unitPrice: '12.50',
      quantity: '1000',
      minTons: '1',
      maxTons: '100',
      introduction: 'Blocks canals.\n\nKeeps the peat wet.\u0007',
      factSheetUrl: 'https://example.org/a.pdf',
      imageUrl: '/a.jpg',
      vintage: 2024,
      verificationAgency: 'SCS',
      monitoring: 'Yearly audit\nSatellite',
      creditType: 'VCU',
      developer: 'Green Peat',
    });
    expect(project.success ? {} : issueCodes(project.error)).toEqual({
      name: 'TEXT_CHARACTERS_INVALID',
      'standards.0': 'TEXT_CHARACTERS_INVALID',
      introduction: 'TEXT_CHARACTERS_INVALID',
    });
  });
});
