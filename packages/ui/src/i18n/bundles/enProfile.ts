import profile from '../locales/en/profile.json';

/** The English strings of the Profile tab: fetched with its code, not with the entry (ADR 022). */
export const enProfile = profile;
