import type { Foundation } from '../foundation';
import { createAccountAdminService } from './accountAdminService';
import { createBankCardService } from './bankCardService';
import { createMemberStore } from './memberStore';
import { createMembershipService } from './membershipService';
import { createPasswordService } from './passwordService';
import { createProfileService } from './profileService';
import { createWithdrawalPasswordGuard } from './withdrawalPasswordGuard';
import { createFundRecordService } from '../wallet/fundRecordService';
import { createPayNowProvider } from '../wallet/paymentProvider';
import type { TopUpPaymentProvider } from '../wallet/paymentProvider';
import { createTopUpService } from '../wallet/topUpService';
import { createWithdrawalService } from '../wallet/withdrawalService';
import { createPayoutApproval } from '../wallet/payoutApproval';
import { createMemberDirectory } from './memberDirectory';

/**
 * Every service of the account and wallet area over the shared foundation. The routes use it,
 * and so may a scheduler or a seed: for example `topUps.confirm(id, now)`,
 * `topUps.cancel(id, now)`, `withdrawals.complete(id, byOperator, now)`, `withdrawals.refuse(id, now)`,
 * `topUps.pending(page)`, `withdrawals.processing(page)` and `membership.expireLapsed(now)`.
 * Each refuses with an ApiError (NOT_FOUND, STATUS_CHANGE_NOT_ALLOWED, a weekend) as the admin
 * endpoints do, and pushes the socket events after its transaction commits.
 */
export function createAccountWalletServices(
  services: Pick<Foundation, 'data' | 'ledger' | 'write' | 'limits' | 'accounts' | 'hashing'>,
  provider: TopUpPaymentProvider = createPayNowProvider(),
) {
  const { data, ledger, write, limits, accounts, hashing } = services;
  const members = createMemberStore(data);
  const bankCards = createBankCardService(data, members);
  const guard = createWithdrawalPasswordGuard(data, members, ledger);
  const approval = createPayoutApproval(data);
  return {
    members,
    bankCards,
    profiles: createProfileService(data, members, bankCards),
    passwords: createPasswordService(data, members, write, guard, accounts, hashing),
    membership: createMembershipService(data, members, ledger, write, limits),
    fundRecords: createFundRecordService(data),
    topUps: createTopUpService(data, members, write, limits, provider),
    withdrawals: createWithdrawalService(data, {
      members,
      bankCards,
      guard,
      accounts,
      ledger,
      write,
      limits,
      approval,
    }),
    /** Four eyes on large payouts: the admin's threshold. */
    payoutApproval: approval,
    accountAdmin: createAccountAdminService(data, members, ledger, write),
    /** The operator's view of members. */
    directory: createMemberDirectory(data, members),
  };
}

export type AccountWalletServices = ReturnType<typeof createAccountWalletServices>;
