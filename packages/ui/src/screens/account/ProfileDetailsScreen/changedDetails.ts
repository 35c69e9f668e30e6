import type { Member } from '@carbonmarket/domain';
import type { ProfileUpdateForm } from '@carbonmarket/domain/contract';

/** The details a member may change, as the form sends them. */
export const EDITABLE_DETAILS = ['firstName', 'lastName', 'companyName', 'mobile'] as const;

/**
 * Only what differs from the saved profile: the server keeps every field left out, and a name
 * left as it was is not checked against the bank card's holder again.
 */
export function changedDetails(member: Member, form: ProfileUpdateForm): ProfileUpdateForm {
  const changes: ProfileUpdateForm = {};
  for (const key of EDITABLE_DETAILS) {
    const value = form[key];
    if (value !== undefined && value !== member[key]) changes[key] = value;
  }
  return changes;
}
