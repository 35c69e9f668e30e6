import type { i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LOCALE } from '@carbonmarket/domain';
import { enCore } from './bundles/enCore';
import { createI18nInstance } from './i18nInstance';
import type { Locale } from './locale';
import { CORE_NAMESPACE, ERRORS_NAMESPACE, LAZY_NAMESPACES } from './namespaces';
import type { TextArea } from './namespaces';
import { readNamespace } from './readNamespace';

export type { TextArea } from './namespaces';

/*
 * Translations in parts, for an app that counts the bytes of its first page (ADR 032): the
 * English core is bundled with the caller; every other namespace (the error messages, each area
 * that comes with its own pages, the legal texts, and all of Chinese) is fetched by i18next's
 * backend the first time it is needed, once per instance.
 */

/**
 * An i18next instance in English with the shell's and most screens' strings, ready to render
 * synchronously. The error messages come with the language (`loadLanguage`, which the app awaits
 * before its first render); a page of an area with its own strings loads them first
 * (`loadAreaTexts`).
 */
export function createLazyI18n(): I18n {
  return createI18nInstance(
    DEFAULT_LOCALE,
    { en: { [CORE_NAMESPACE]: enCore } },
    resourcesToBackend(readNamespace),
  );
}

/** The namespaces every screen may use: the core and the error messages. */
const LANGUAGE_NAMESPACES = [CORE_NAMESPACE, ERRORS_NAMESPACE];

/**
 * The namespaces the instance uses: those of the language, and every area or legal text loaded so
 * far (each is loaded in English too, the fallback).
 */
const namespacesInUse = (i18n: I18n): Set<string> =>
  new Set([
    ...LANGUAGE_NAMESPACES,
    ...Object.keys(i18n.getDataByLanguage(DEFAULT_LOCALE) ?? {}),
    // Asked for and perhaps still on its way (a page's area, requested beside the language).
    ...(requests.get(i18n)?.keys() ?? []),
  ]);

/**
 * Loads, through the instance's backend, those of `namespaces` that `languages` lack, and fails
 * if one could not be fetched. (i18next's `loadNamespaces` resolves even when a download failed,
 * and does not ask again for a namespace that failed once; a reload of just the missing bundles
 * joins a download under way, tries a failed one again, and reports the failure.)
 */
async function loadBundles(
  i18n: I18n,
  languages: readonly string[],
  namespaces: Iterable<string>,
): Promise<void> {
  // An instance without a backend (`createI18n`) holds all it will ever have.
  if (!i18n.modules.backend) return;
  const wanted = [...namespaces];
  const missingIn = (language: string) =>
    wanted.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  await Promise.all(
    languages.map(async (language) => {
      const missing = missingIn(language);
      if (missing.length === 0) return;
      await i18n.reloadResources([language], missing);
      const failed = missingIn(language);
      if (failed.length > 0)
        throw new Error(`The ${language} strings ${failed.join(', ')} could not be loaded`);
    }),
  );
}

/**
 * The last request for each namespace of an instance: one promise while it covers the languages
 * asked for, so that React's `use` can wait on it without suspending again (a page suspends on
 * `loadLegalTexts`); a failed one is forgotten, so the next request tries again.
 */
const requests = new WeakMap<I18n, Map<string, { languages: string[]; done: Promise<void> }>>();
function loadOnce(i18n: I18n, languages: readonly string[], namespace: string): Promise<void> {
  let known = requests.get(i18n);
  if (!known) {
    known = new Map();
    requests.set(i18n, known);
  }
  const last = known.get(namespace);
  const covered = (language: string) =>
    i18n.hasResourceBundle(language, namespace) || last?.languages.includes(language) === true;
  if (last && languages.every(covered)) return last.done;
  const request = { languages: [...languages], done: loadBundles(i18n, languages, [namespace]) };
  const requested = known;
  request.done.catch(() => {
    if (requested.get(namespace) === request) requested.delete(namespace);
  });
  known.set(namespace, request);
  return request.done;
}

/** The language and the one it falls back to (English), whose strings a page needs. */
const withFallback = (locale: Locale): Locale[] =>
  locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];

/** Whether `locale` has `key` in any namespace (the bundled instance keeps all in the core). */
const hasKey = (i18n: I18n, locale: Locale, key: string): boolean =>
  [CORE_NAMESPACE, ...LAZY_NAMESPACES].some(
    (namespace) => i18n.getResource(locale, namespace, key) !== undefined,
  );

/**
 * Whether the screens' strings and the error messages of `locale` are in the instance already (no
 * download needed). The legal texts or an area alone do not count.
 */
export function hasLanguage(i18n: I18n, locale: Locale): boolean {
  return hasKey(i18n, locale, 'common.cancel') && hasKey(i18n, locale, 'errors.NETWORK_ERROR');
}

/**
 * Fetches what `locale` lacks of the namespaces the instance uses (the screens' strings, the
 * error messages, the areas and legal texts loaded so far), then switches the instance to it.
 */
export async function loadLanguage(i18n: I18n, locale: Locale): Promise<void> {
  await loadBundles(i18n, withFallback(locale), namespacesInUse(i18n));
  await i18n.changeLanguage(locale);
  // An area asked for while this language was on its way was asked in the previous one: its
  // strings in this language are fetched before the language counts as loaded.
  await loadBundles(i18n, withFallback(locale), namespacesInUse(i18n));
}

/** The current language of the instance and its fallback. */
const current = (i18n: I18n): readonly string[] =>
  i18n.languages.length > 0 ? i18n.languages : [DEFAULT_LOCALE];

/**
 * Fetches the terms of service and the privacy policy in the current language (and English),
 * once per instance; a later switch of language fetches them in the new one.
 */
export function loadLegalTexts(i18n: I18n): Promise<void> {
  return loadOnce(i18n, current(i18n), 'legal');
}

/**
 * Fetches the strings of an area in the current language (and English), once per instance. An
 * app that loads its pages lazily waits for this beside those pages' code.
 */
export function loadAreaTexts(i18n: I18n, area: TextArea): Promise<void> {
  return loadOnce(i18n, current(i18n), area);
}
