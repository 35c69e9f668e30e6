import type { Database as Db } from 'better-sqlite3';
import type { z } from 'zod';
import { SINGAPORE_BANKS, holderNameMatches, registeredNames } from '@carbonmarket/domain';
import type { SingaporeBank } from '@carbonmarket/domain';
import type { bankAccountRequestSchema, bankCardWire } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { MemberRow, MemberStore } from './memberStore';

/** A row of `bank_cards`. */
export interface BankCardRow {
  member_id: number;
  bank_name: SingaporeBank;
  account_number: string;
  holder_name: string;
  paynow_number: string | null;
  updated_at: string;
}

export type BankCardWire = z.input<typeof bankCardWire>;

export const bankCardOf = (row: BankCardRow): BankCardWire => ({
  bankName: row.bank_name,
  accountNumber: row.account_number,
  holderName: row.holder_name,
  paynowNumber: row.paynow_number,
});

/** The names a member's bank account may be held in. */
export const namesOf = (member: MemberRow) =>
  registeredNames({
    visitorType: member.visitor_type,
    firstName: member.first_name,
    lastName: member.last_name,
    companyName: member.company_name,
  });

/** The bank account withdrawals are paid into: one per member. */
export function createBankCardService(db: Db, members: MemberStore) {
  const find = db.prepare<[number], BankCardRow>('SELECT * FROM bank_cards WHERE member_id = ?');
  const upsert = db.prepare(
    `INSERT INTO bank_cards (member_id, bank_name, account_number, holder_name, paynow_number, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (member_id) DO UPDATE SET bank_name = excluded.bank_name,
       account_number = excluded.account_number, holder_name = excluded.holder_name,
       paynow_number = excluded.paynow_number, updated_at = excluded.updated_at`,
  );
  return {
    /** The saved card row, or undefined. */
    find(memberId: number): BankCardRow | undefined {
      return find.get(memberId);
    },

    get(memberId: number) {
      const row = find.get(memberId);
      return { card: row ? bankCardOf(row) : null, banks: [...SINGAPORE_BANKS] };
    },

    /** Saves (or replaces) the card; the holder must be the registered name. */
    save(
      memberId: number,
      form: z.output<typeof bankAccountRequestSchema>,
      now: Date,
    ): BankCardWire {
      const member = members.get(memberId);
      if (!holderNameMatches(form.holderName, namesOf(member)))
        throw new ApiError('HOLDER_NAME_MISMATCH', {}, { holderName: 'HOLDER_NAME_MISMATCH' });
      upsert.run(
        memberId,
        form.bankName,
        form.accountNumber,
        form.holderName,
        form.paynowNumber ?? null,
        now.toISOString(),
      );
      const row = find.get(memberId);
      if (!row) throw new Error(`bank card of member ${memberId} missing after saving`);
      return bankCardOf(row);
    },
  };
}

export type BankCardService = ReturnType<typeof createBankCardService>;
