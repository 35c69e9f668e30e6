import { holderNameMatches, registeredNames } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import type { ProfileUpdateForm } from '@carbonmarket/domain/contract';
import type { Data } from '../db/data';
import { ApiError } from '../apiError';
import type { BankCardService } from './bankCardService';
import { profileOf } from './memberStore';
import type { MemberStore, ProfileWire } from './memberStore';

/** Reading and editing a member's own profile. */
export function createProfileService(data: Data, members: MemberStore, bankCards: BankCardService) {
  return {
    async get(memberId: number, now: Date): Promise<ProfileWire> {
      return profileOf(await members.get(memberId), now);
    },

    /**
     * Applies the fields given. The company name belongs to corporate members. With a bank card
     * saved, the names may only change in ways that still match its holder (case, spacing), so
     * withdrawals never go to an account in another name.
     */
    update(memberId: number, form: ProfileUpdateForm, now: Date): Promise<ProfileWire> {
      return data.transaction(async () => {
        const member = await members.getLocked(memberId);
        if (form.companyName !== undefined && member.visitor_type !== 'corporate')
          throw new ApiError('OPERATION_FAILED', {}, { companyName: 'OPERATION_FAILED' });
        const next = {
          firstName: form.firstName ?? member.first_name,
          lastName: form.lastName ?? member.last_name,
          companyName: form.companyName ?? member.company_name,
          mobile: form.mobile ?? member.mobile,
        };
        const card = await bankCards.find(memberId);
        const names = registeredNames({ visitorType: member.visitor_type, ...next });
        if (card && !holderNameMatches(card.holder_name, names)) {
          const fields: Record<string, ErrorCode> = {};
          for (const key of ['firstName', 'lastName', 'companyName'] as const)
            if (form[key] !== undefined) fields[key] = 'HOLDER_NAME_MISMATCH';
          throw new ApiError('HOLDER_NAME_MISMATCH', {}, fields);
        }
        await data
          .q()
          .updateTable('members')
          .set({
            first_name: next.firstName,
            last_name: next.lastName,
            company_name: next.companyName,
            mobile: next.mobile,
          })
          .where('id', '=', memberId)
          .execute();
        return profileOf(await members.get(memberId), now);
      });
    },

    /** Points the avatar at a new URL and returns the one it replaces ('' for none). */
    replaceAvatar(memberId: number, url: string): Promise<string> {
      return data.transaction(async () => {
        const previous = (await members.get(memberId)).avatar;
        await data
          .q()
          .updateTable('members')
          .set({ avatar: url })
          .where('id', '=', memberId)
          .execute();
        return previous;
      });
    },
  };
}
