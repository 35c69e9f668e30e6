import { z } from 'zod';
import { ERROR_PARAM_NAMES } from '../errors/errorParams';

/** The placeholders of a catalogue message in a reply, e.g. `{ min: 'S$0.01' }`. */
export const errorParamsWire = z
  .partialRecord(z.enum(ERROR_PARAM_NAMES), z.union([z.string(), z.number()]))
  .meta({ examples: [{ min: 'S$0.01' }] });
