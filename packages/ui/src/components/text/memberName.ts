import type { Member } from '@carbonmarket/domain';

const HAN = /\p{Script=Han}/u;

/** What the name of a member is made of. */
export type NamedMember = Pick<Member, 'visitorType' | 'firstName' | 'lastName' | 'companyName'>;

/**
 * The name the profile shows for a member: a company by its registered name; a person by first
 * then last name, except a name written in Chinese characters, which reads family name first with
 * no space between (陈 + 美玲 gives 陈美玲).
 */
export function memberName(member: NamedMember): string {
  const company = member.companyName?.trim();
  if (member.visitorType === 'corporate' && company) return company;
  const first = member.firstName.trim();
  const last = member.lastName.trim();
  if (HAN.test(first) && HAN.test(last)) return `${last}${first}`;
  return `${first} ${last}`.trim();
}
