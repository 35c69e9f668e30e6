import { passwordAttempt } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import type { LoginForm } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { Data } from '../db/data';
import type { AccountQueue } from '../foundation';
import type { DeviceTokens } from './deviceTokens';
import type { MemberRow } from '../db/memberRow';
import { verifyPassword } from './passwords';
import type { SignedIn } from './session';
import type { createUnknownSignIns } from './unknownSignIns';

/** How a sign-in attempt ended, decided inside its transaction and thrown after the commit. */
type SignInOutcome =
  | SignedIn
  | Extract<ErrorCode, 'LOGIN_ATTEMPTS_EXCEEDED' | 'LOGIN_CREDENTIALS_INCORRECT' | 'ACCOUNT_LOCKED'>
  | number;

/** What a sign-in needs from the rest of the auth service. */
export interface SignInParts {
  /** Runs the password decisions of one account one after another. */
  accounts: AccountQueue;
  deviceTokens: DeviceTokens;
  unknownSignIns: ReturnType<typeof createUnknownSignIns>;
  /** Opens the session of an accepted sign-in, with a new device token. */
  signedIn: (member: MemberRow, now: Date) => Promise<SignedIn>;
  /** A hash no password matches, at the cost of the server's own. */
  unmatchable: string;
}

/** The refusal of a wrong password: the attempts left, or the lock. */
const wrongPassword = (outcome: number | 'LOGIN_ATTEMPTS_EXCEEDED') =>
  typeof outcome === 'number'
    ? new ApiError('LOGIN_PASSWORD_ATTEMPTS_LEFT', { times: outcome })
    : new ApiError(outcome);

/**
 * Sign-in with a password: the account's lock and count of wrong passwords, the device tokens'
 * (ADR 040), and the same count for addresses without an account (ADR 037).
 */
export function createSignIns(
  data: Data,
  { accounts, deviceTokens, unknownSignIns, signedIn, unmatchable }: SignInParts,
) {
  const memberById = (id: number) =>
    data.q().selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  const countRefusedSignIn = (id: number) =>
    data
      .q()
      .updateTable('members')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', id)
      .execute();
  const deviceSignIns = (tokenHash: string) =>
    data
      .q()
      .selectFrom('device_sign_ins')
      .select(['failed_logins', 'locked'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  const countDeviceSignIn = (tokenHash: string, memberId: number, failed: number, locked: number) =>
    data
      .q()
      .insertInto('device_sign_ins')
      .values({ token_hash: tokenHash, member_id: memberId, failed_logins: failed, locked })
      .onConflict((oc) => oc.column('token_hash').doUpdateSet({ failed_logins: failed, locked }))
      .execute();
  const countAccountSignIn = (failed: number, locked: number, id: number) =>
    data
      .q()
      .updateTable('members')
      .set({ failed_logins: failed, sign_in_locked: locked })
      .where('id', '=', id)
      .execute();

  /**
   * Decides one sign-in of `memberId`. `sentDevice` is the hash of a device token this server
   * signed for the account (the browser has signed in to it before), or null. Wrong passwords with
   * a device token count against that token alone, and five lock it, after which it counts as no
   * token; without one they count against the account's sign-in lock, which refuses only browsers
   * without a token (ADR 040). Neither lock ends a session already open. The decision runs alone
   * for its account (the caller queues it): the lock, the password and the count are read and
   * written with no other decision of the account in between. An account the operator must unlock
   * (wrong withdrawal passwords) is told as such to its owner only: after the right password.
   */
  const decide = async (
    memberId: number,
    password: string,
    now: Date,
    sentDevice: string | null,
  ) => {
    const member = await memberById(memberId);
    if (!member?.password_hash) throw new ApiError('LOGIN_CREDENTIALS_INCORRECT');
    // A token locked by its own wrong passwords is no token (OWASP's device cookies).
    const device =
      sentDevice && (await deviceSignIns(sentDevice))?.locked !== 1 ? sentDevice : null;
    const lockedOut = !device && member.sign_in_locked === 1;
    if (lockedOut) {
      await countRefusedSignIn(memberId);
      // As long as a check of the password: the time does not tell a locked account.
      await verifyPassword(password, unmatchable);
      throw new ApiError('LOGIN_ATTEMPTS_EXCEEDED');
    }
    const ok = await verifyPassword(password, member.password_hash);
    // The password is checked above, inside the account's queue but outside any transaction; the
    // transaction below holds only the decision's reads and writes. The refusal is thrown after it
    // commits: throwing inside would roll back the count of wrong passwords, and the account would
    // never lock. On PostgreSQL the member's row is locked first, so that a sign-in on another
    // instance (whose queue this one does not see) decides after this one.
    const outcome = await data.transaction(async (): Promise<SignInOutcome> => {
      let read = data.q().selectFrom('members').selectAll().where('id', '=', memberId);
      if (data.engine === 'postgres') read = read.forUpdate();
      const current = await read.executeTakeFirst();
      const deviceNow = device ? await deviceSignIns(device) : undefined;
      const lockedNow = device ? deviceNow?.locked === 1 : current?.sign_in_locked === 1;
      // Locked, or the password replaced, by something outside this sign-in (another attempt, an
      // operator, a reset) while this password was being checked.
      if (!current || lockedNow || current.password_hash !== member.password_hash) {
        if (!device) await countRefusedSignIn(memberId);
        return lockedNow ? 'LOGIN_ATTEMPTS_EXCEEDED' : 'LOGIN_CREDENTIALS_INCORRECT';
      }
      const attempt = passwordAttempt(
        device ? (deviceNow?.failed_logins ?? 0) : current.failed_logins,
        ok,
      );
      const lock = attempt.kind === 'lock' ? 1 : 0;
      if (device) await countDeviceSignIn(device, memberId, attempt.failed, lock);
      else await countAccountSignIn(attempt.failed, lock, memberId);
      if (attempt.kind === 'accepted' && current.locked) return 'ACCOUNT_LOCKED';
      if (attempt.kind === 'accepted') return signedIn(current, now);
      if (attempt.kind === 'wrong') return attempt.attemptsLeft;
      return 'LOGIN_ATTEMPTS_EXCEEDED';
    });
    if (typeof outcome === 'string') throw new ApiError(outcome);
    if (typeof outcome === 'number') throw wrongPassword(outcome);
    return outcome;
  };

  return {
    /**
     * Five wrong passwords in a row lock sign-in: for browsers without a device token of the
     * account when they came without one, or for that token alone (ADR 040).
     */
    async login(form: LoginForm & { deviceToken?: string }, now: Date): Promise<SignedIn> {
      const member = await data
        .q()
        .selectFrom('members')
        .selectAll()
        .where('email', '=', form.email)
        .executeTakeFirst();
      if (!member || member.visitor_type !== form.visitorType || !member.password_hash) {
        // As long as a check of a member's password, and answered as a wrong one, counted and
        // locked alike: neither the time nor the reply tells who has an account (ADR 037).
        await verifyPassword(form.password, unmatchable);
        throw wrongPassword(await unknownSignIns.refuse(form.email, form.visitorType, now));
      }
      const device = await deviceTokens.trusted(form.deviceToken, member.id);
      return accounts.run(member.id, () => decide(member.id, form.password, now, device));
    },
  };
}
