import type { Database as Db } from 'better-sqlite3';
import { holderNameMatches, registeredNames } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import type { ProfileUpdateForm } from '@carbonmarket/domain/contract';
import { writeTransaction } from '../db/openDatabase';
import { ApiError } from '../apiError';
import type { BankCardService } from './bankCardService';
import { profileOf } from './memberStore';
import type { MemberStore, ProfileWire } from './memberStore';

/** Reading and editing a member's own profile. */
export function createProfileService(db: Db, members: MemberStore, bankCards: BankCardService) {
  return {
    get(memberId: number, now: Date): ProfileWire {
      return profileOf(members.get(memberId), now);
    },

    /**
     * Applies the fields given. The company name belongs to corporate members. With a bank card
     * saved, the names may only change in ways that still match its holder (case, spacing), so
     * withdrawals never go to an account in another name.
     */
    update(memberId: number, form: ProfileUpdateForm, now: Date): ProfileWire {
      return writeTransaction(db, () => {
        const member = members.get(memberId);
        if (form.companyName !== undefined && member.visitor_type !== 'corporate')
          throw new ApiError('OPERATION_FAILED', {}, { companyName: 'OPERATION_FAILED' });
        const next = {
          firstName: form.firstName ?? member.first_name,
          lastName: form.lastName ?? member.last_name,
          companyName: form.companyName ?? member.company_name,
          mobile: form.mobile ?? member.mobile,
        };
        const card = bankCards.find(memberId);
        const names = registeredNames({ visitorType: member.visitor_type, ...next });
        if (card && !holderNameMatches(card.holder_name, names)) {
          const fields: Record<string, ErrorCode> = {};
          for (const key of ['firstName', 'lastName', 'companyName'] as const)
            if (form[key] !== undefined) fields[key] = 'HOLDER_NAME_MISMATCH';
          throw new ApiError('HOLDER_NAME_MISMATCH', {}, fields);
        }
        db.prepare(
          'UPDATE members SET first_name = ?, last_name = ?, company_name = ?, mobile = ? WHERE id = ?',
        ).run(next.firstName, next.lastName, next.companyName, next.mobile, memberId);
        return profileOf(members.get(memberId), now);
      });
    },

    /** Points the avatar at a new URL and returns the one it replaces ('' for none). */
    replaceAvatar(memberId: number, url: string): string {
      return writeTransaction(db, () => {
        const previous = members.get(memberId).avatar;
        db.prepare('UPDATE members SET avatar = ? WHERE id = ?').run(url, memberId);
        return previous;
      });
    },
  };
}
