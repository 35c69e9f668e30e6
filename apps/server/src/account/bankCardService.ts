import type { z } from 'zod';
import { SINGAPORE_BANKS, holderNameMatches, registeredNames } from '@carbonmarket/domain';
import type { bankAccountRequestSchema, bankCardWire } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { Data } from '../db/data';
import type { MemberRow, MemberStore } from './memberStore';
import type { Selectable } from 'kysely';
import type { BankCardsTable } from '../db/tables';

/** A row of `bank_cards`. */
export type BankCardRow = Selectable<BankCardsTable>;

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
export function createBankCardService(data: Data, members: MemberStore) {
  const find = (memberId: number): Promise<BankCardRow | undefined> =>
    data
      .q()
      .selectFrom('bank_cards')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  return {
    /** The saved card row, or undefined. */
    find,

    async get(memberId: number) {
      const row = await find(memberId);
      return { card: row ? bankCardOf(row) : null, banks: [...SINGAPORE_BANKS] };
    },

    /** Saves (or replaces) the card; the holder must be the registered name. */
    async save(
      memberId: number,
      form: z.output<typeof bankAccountRequestSchema>,
      now: Date,
    ): Promise<BankCardWire> {
      const member = await members.get(memberId);
      if (!holderNameMatches(form.holderName, namesOf(member)))
        throw new ApiError('HOLDER_NAME_MISMATCH', {}, { holderName: 'HOLDER_NAME_MISMATCH' });
      const card = {
        bank_name: form.bankName,
        account_number: form.accountNumber,
        holder_name: form.holderName,
        paynow_number: form.paynowNumber ?? null,
        updated_at: now.toISOString(),
      };
      const row = await data
        .q()
        .insertInto('bank_cards')
        .values({ member_id: memberId, ...card })
        .onConflict((conflict) => conflict.column('member_id').doUpdateSet(card))
        .returningAll()
        .executeTakeFirstOrThrow();
      return bankCardOf(row);
    },
  };
}

export type BankCardService = ReturnType<typeof createBankCardService>;
