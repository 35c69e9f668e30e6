import type { ResourceKey } from 'i18next';
import { enCore } from './bundles/enCore';
import type { Locale } from './locale';
import { CORE_NAMESPACE } from './namespaces';
import type { LazyNamespace } from './namespaces';

/*
 * Where the backend of an instance that loads in parts (`createLazyI18n`) finds each namespace of
 * each language: every dynamic import is a chunk of the app's build. English: the core is
 * bundled, and each other namespace is its own chunk. Chinese: one chunk with every namespace but
 * the legal texts and the console's, which are chunks of their own (a Chinese reader fetches the
 * rest anyway, and a member never the console's).
 */

const ENGLISH: Readonly<Record<LazyNamespace, () => Promise<ResourceKey>>> = {
  errors: () => import('./locales/en/errors.json'),
  onboarding: () => import('./locales/en/onboarding.json'),
  orders: () => import('./locales/en/orders.json'),
  projectPages: () => import('./locales/en/projectPages.json'),
  profile: () => import('./locales/en/profile.json'),
  credits: () => import('./locales/en/credits.json'),
  wallet: () => import('./locales/en/wallet.json'),
  news: () => import('./locales/en/news.json'),
  footprint: () => import('./locales/en/footprint.json'),
  console: () => import('./locales/en/console.json'),
  legal: () => import('./locales/en/legal.json'),
};

const isLazy = (namespace: string): namespace is LazyNamespace => namespace in ENGLISH;

/**
 * The strings of `namespace` in `language`, for i18next-resources-to-backend; an unknown language
 * or namespace is refused (i18next then reports the namespace as failed).
 */
export async function readNamespace(language: string, namespace: string): Promise<ResourceKey> {
  const locale = language as Locale;
  if (locale === 'en') {
    if (namespace === CORE_NAMESPACE) return enCore;
    if (isLazy(namespace)) return ENGLISH[namespace]();
  }
  if (locale === 'cn') {
    if (namespace === 'legal') return import('./locales/cn/legal.json');
    if (namespace === 'console') return import('./locales/cn/console.json');
    const { cn } = await import('./bundles/cn');
    if (namespace === CORE_NAMESPACE || (isLazy(namespace) && namespace in cn))
      return cn[namespace as keyof typeof cn];
  }
  throw new Error(`No ${namespace} strings in ${language}`);
}
