/** The values an error message may show, by name: `times`, `maxtimes`, `max`, `step`, `min`. */
export const ERROR_PARAM_NAMES = ['times', 'maxtimes', 'max', 'step', 'min'] as const;

/** The name of a value an error message shows. */
export type ErrorParamName = (typeof ERROR_PARAM_NAMES)[number];

/**
 * Values for an error message (`{ times: 2 }`, `{ min: 'S$0.01' }`), as a refusal carries them on
 * the wire: any of the names, text or number.
 */
export type ErrorParams = Partial<Record<ErrorParamName, number | string>>;
