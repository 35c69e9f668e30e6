import { enteredPasswordSchema } from './fields';

const HIDDEN = '[secret]';

/**
 * A password after parsing, wrapped so it cannot leak: it serialises, prints and hashes (for
 * idempotency) as `[secret]`. Only `reveal()` gives the text, for the one check that needs it.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The secret text itself. */
  reveal(): string {
    return this.#value;
  }

  toJSON(): string {
    return HIDDEN;
  }

  toString(): string {
    return HIDDEN;
  }
}

/** A password that only has to be present (the server judges it), read into a Secret. */
export const secretPasswordSchema = enteredPasswordSchema.transform((text) => new Secret(text));
