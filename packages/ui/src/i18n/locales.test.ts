import { describe, expect, it } from 'vitest';
import { APP_NAMES, ERROR_CATALOGUE, ERROR_CODES, PROJECT_TYPES } from '@carbonmarket/domain';
import { cn, en } from './resources';
import { createI18n, intlLocale, toLocale } from './createI18n';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const enKeys = flatten(en as Tree);
  const cnKeys = flatten(cn as Tree);

  it('have every key in both en and cn', () => {
    expect(Object.keys(cnKeys).sort()).toEqual(Object.keys(enKeys).sort());
  });

  it('have no empty text', () => {
    for (const [key, text] of [...Object.entries(enKeys), ...Object.entries(cnKeys)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it("call the app by the domain's name in each language (the certificates' issuer too)", () => {
    expect(en.common.appName).toBe(APP_NAMES.en);
    expect(cn.common.appName).toBe(APP_NAMES.cn);
  });

  it('name every project type of the domain, and nothing else, in both languages', () => {
    for (const names of [en.display.projectType, cn.display.projectType])
      expect(Object.keys(names).sort()).toEqual([...PROJECT_TYPES].sort());
    expect(new Set(Object.values(cn.display.projectType)).size).toBe(PROJECT_TYPES.length);
    expect(new Set(Object.values(en.display.projectType)).size).toBe(PROJECT_TYPES.length);
  });

  it('have a message for every error code of the domain, and no other, in both languages', () => {
    for (const messages of [en.errors, cn.errors])
      expect(Object.keys(messages).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('fill in exactly the values the domain names for each error code', () => {
    for (const code of ERROR_CODES) {
      const named = [...ERROR_CATALOGUE[code].params].sort();
      const shown = (text: string) => [...new Set(placeholders(text))];
      expect(shown(en.errors[code]), code).toEqual(named);
      expect(shown(cn.errors[code]), code).toEqual(named);
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(enKeys)) {
      expect(placeholders(cnKeys[key] ?? ''), key).toEqual(placeholders(text));
    }
  });
});

describe('createI18n', () => {
  it('is ready synchronously in the requested language', () => {
    expect(createI18n('cn').t('common.cancel')).toBe('取消');
    expect(createI18n().t('common.cancel')).toBe('Cancel');
  });

  it('gives independent instances', () => {
    const a = createI18n('en');
    const b = createI18n('en');
    void b.changeLanguage('cn');
    expect(a.t('common.ok')).toBe('OK');
    expect(b.t('common.ok')).toBe('好的');
  });

  it('maps locales for Intl and narrows unknown values', () => {
    expect(intlLocale('cn')).toBe('zh-CN');
    expect(intlLocale('en')).toBe('en-SG');
    expect(toLocale('cn')).toBe('cn');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(null)).toBe('en');
  });
});
