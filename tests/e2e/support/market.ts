// Set-up of the market journeys through the API: members with money, projects the operator lists.
import { randomUUID } from 'node:crypto';
import { endpoints, adminEndpoints } from '@carbonmarket/domain/contract';
import type { RequestOf } from '@carbonmarket/domain/contract';
import { call, signedInMember } from './api';
import type { Member } from './api';

/** A member with S$1,000.00 available (a top-up the operator confirmed) and their token. */
export async function fundedMember(base: string): Promise<Member & { token: string }> {
  const member = await signedInMember(base);
  const { token } = member;
  const topUp = await call(
    base,
    endpoints.wallet.createTopUp,
    { amount: '1000' },
    { token, idempotencyKey: randomUUID() },
  );
  await call(base, adminEndpoints.confirmTopUp, { id: topUp.id }, { admin: true });
  return member;
}

/** The withdrawal password the journeys' members set. */
export const WITHDRAWAL_PASSWORD = 'Withdraw#2026';

/** A bank account in the member's registered name and a withdrawal password, set through the API. */
export async function readyToWithdraw(base: string, token: string): Promise<void> {
  await call(
    base,
    endpoints.profile.saveBankCard,
    { bankName: 'DBS Bank', accountNumber: '0271234569', holderName: 'Wei Ling Tan' },
    { token },
  );
  await call(
    base,
    endpoints.profile.setWithdrawalPassword,
    { password: WITHDRAWAL_PASSWORD, confirmPassword: WITHDRAWAL_PASSWORD },
    { token },
  );
}

/** A project in progress the operator lists: S$7.35 a ton, 3 to 50 t an order, 500 t. */
export async function projectInProgress(
  base: string,
  name: string,
  changes: Partial<RequestOf<typeof adminEndpoints.createProject>> = {},
) {
  return call(
    base,
    adminEndpoints.createProject,
    {
      name,
      location: 'Johor, Malaysia',
      type: 'blue_carbon',
      standards: ['Verra VCS'],
      status: 'in_progress',
      unitPrice: '7.35',
      quantity: '500',
      minTons: '3',
      maxTons: '50',
      introduction: 'Replanting mangroves along the Johor Strait.',
      vintage: 2025,
      verificationAgency: 'SCS Global Services',
      monitoring: 'Annual field survey',
      creditType: 'VCU',
      developer: 'Coastal Carbon Sdn Bhd',
      ...changes,
    },
    { admin: true },
  );
}

/** A presale the operator lists: S$12.80 expected a ton, a 10% booking fee, 10 to 100 t a booking. */
export async function presaleProject(
  base: string,
  name: string,
  changes: Partial<RequestOf<typeof adminEndpoints.createProject>> = {},
) {
  return call(
    base,
    adminEndpoints.createProject,
    {
      name,
      location: 'Sarawak, Malaysia',
      type: 'renewable_energy',
      standards: ['Gold Standard'],
      status: 'presale',
      unitPrice: '12.80',
      quantity: '2000',
      minTons: '10',
      maxTons: '100',
      introduction: 'Rooftop solar for longhouse communities.',
      presale: { bookingFeePercent: '10', expectedQuantity: '2000' },
      vintage: 2026,
      verificationAgency: 'SCS Global Services',
      monitoring: 'Metered generation, audited yearly',
      creditType: 'VER',
      developer: 'Borneo Sun Sdn Bhd',
      ...changes,
    },
    { admin: true },
  );
}
