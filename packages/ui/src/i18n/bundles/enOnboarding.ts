import onboarding from '../locales/en/onboarding.json';

/**
 * The English strings of the onboarding area and of Settings (start, login, register, password
 * reset, FAQ, About, the legal pages' frames): fetched with those pages' code, not with the entry.
 */
export const enOnboarding = onboarding;
