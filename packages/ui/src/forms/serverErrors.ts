import type { ErrorCode } from '@carbonmarket/domain';

/** Catalogue codes per field name, as an API refusal carries them (`ApiError.fields`). */
export type FieldErrors = Readonly<Partial<Record<string, ErrorCode>>>;

/**
 * Server codes that always concern one field, for refusals that name no field (a code request
 * refused with EMAIL_EXISTS): the one map from a reply's code to a form field, used by every form.
 */
export const FIELD_OF_SERVER_CODE = {
  EMAIL_EXISTS: 'email',
  EMAIL_NOT_REGISTERED: 'email',
  CODE_INVALID: 'code',
  CODE_ATTEMPTS_EXCEEDED: 'code',
  CODE_NOT_EXPIRED: 'code',
  INVITATION_CODE_INVALID: 'invitationCode',
  QUANTITY_INVALID: 'quantity',
  QUANTITY_BELOW_MINIMUM: 'quantity',
  QUANTITY_ABOVE_MAXIMUM: 'quantity',
  INSUFFICIENT_REMAINING_TONS: 'quantity',
  PRESALE_QUANTITY_INVALID: 'quantity',
  SELL_QUANTITY_INVALID: 'quantity',
  INSUFFICIENT_CARBON_BALANCE: 'quantity',
  RETIREMENT_QUANTITY_INVALID: 'quantity',
  TERMS_NOT_AGREED: 'agreed',
} as const satisfies Partial<Record<ErrorCode, string>>;

const fieldOfCode: Partial<Record<ErrorCode, string>> = FIELD_OF_SERVER_CODE;

const isGroup = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The names a refusal may give a form's fields: each value's name and, inside a group of fields
 * (`title: { en, cn }`), each field's path (`title.en`), as the server names them.
 */
export function fieldNames(values: Readonly<Record<string, unknown>>, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const name = `${prefix}${key}`;
    return isGroup(value) ? [name, ...fieldNames(value, `${name}.`)] : [name];
  });
}

/** Where a refusal shows in a form: codes on its fields, and the rest in the banner. */
export interface PlacedServerErrors {
  fields: Partial<Record<string, ErrorCode>>;
  banner: ErrorCode | undefined;
}

/**
 * Places a refusal on a form with the fields `names`: each of `fieldErrors` on its field, the
 * reply's `error` on the field it concerns (FIELD_OF_SERVER_CODE) unless that field already has
 * a code, and `error` in the banner unless a field shows it.
 */
export function placeServerErrors(
  names: readonly string[],
  error: ErrorCode | undefined,
  fieldErrors: FieldErrors,
): PlacedServerErrors {
  const fields: Partial<Record<string, ErrorCode>> = {};
  for (const [name, code] of Object.entries(fieldErrors))
    if (code !== undefined && names.includes(name)) fields[name] = code;
  const own = error === undefined ? undefined : fieldOfCode[error];
  if (error !== undefined && own !== undefined && names.includes(own) && !(own in fields))
    fields[own] = error;
  const shown = error !== undefined && Object.values(fields).includes(error);
  return { fields, banner: shown ? undefined : error };
}
