import type { BankCard, SingaporeBank } from '@carbonmarket/domain';

/** What the bank card page shows: the saved account, the banks to choose from, whose it may be. */
export interface BankCardAccount {
  /** The saved account, or null before the first is saved. */
  card: BankCard | null;
  /** The banks a member may choose, in the order shown. */
  banks: readonly SingaporeBank[];
  /**
   * The names the account may be held in (the member's registered name, in either order; a
   * company's name): the first is filled in for a new card and named in the help.
   */
  holderNames: readonly string[];
}
