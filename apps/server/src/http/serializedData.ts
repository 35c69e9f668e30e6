/**
 * Reply data that is already JSON text (a cached read, see `db/unchangedReads.ts`): the envelope
 * carries it as it is instead of serialising the data again. `T` is the data it was made from,
 * so a handler still answers with its endpoint's response type.
 */
export class SerializedData<T> {
  declare private readonly data?: T;

  constructor(readonly json: string) {}
}
