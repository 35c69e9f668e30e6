/** Story globals as Storybook passes them to render and play functions. */
type Globals = Record<string, unknown>;

/**
 * Sample content for stories in both languages, so Chinese screenshots show Chinese text.
 * `sample(globals, key)` gives the text of the story's locale; `localise(globals, text)` turns
 * an English sample passed as an arg into the story's locale (other text stays as given).
 */
export function storySamples<T extends Record<string, string>>(samples: {
  en: T;
  cn: Record<keyof T, string>;
}) {
  const pick = (globals: Globals): Record<keyof T, string> =>
    globals['locale'] === 'cn' ? samples.cn : samples.en;
  const keys = Object.keys(samples.en) as (keyof T)[];
  return {
    sample: (globals: Globals, key: keyof T): string => pick(globals)[key],
    localise: (globals: Globals, text: string | undefined): string | undefined => {
      const key = keys.find((candidate) => samples.en[candidate] === text);
      return key === undefined ? text : pick(globals)[key];
    },
  };
}
