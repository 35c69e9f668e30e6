import type { VisitorType } from '../model/visitor';

/** What the holder-name rule needs to know about a member. */
export interface RegisteredIdentity {
  visitorType: VisitorType;
  firstName: string;
  lastName: string;
  companyName?: string | null | undefined;
}

/** Upper case with surrounding spaces trimmed and runs of spaces folded. */
const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * The names a bank account may be held in. A person: "first last" or "last first" (Singapore
 * banks often print the family name first). A company: its registered company name.
 */
export function registeredNames(member: RegisteredIdentity): string[] {
  if (member.visitorType === 'corporate') return member.companyName ? [member.companyName] : [];
  const first = member.firstName.trim();
  const last = member.lastName.trim();
  if (!first && !last) return [];
  return [`${first} ${last}`.trim(), `${last} ${first}`.trim()];
}

/** True when the holder name is one of the registered names, ignoring case and extra spaces. */
export function holderNameMatches(holderName: string, names: string | readonly string[]): boolean {
  const holder = normalName(holderName);
  if (!holder) return false;
  return (typeof names === 'string' ? [names] : names).some((name) => normalName(name) === holder);
}
