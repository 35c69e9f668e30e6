import type { Database as Db } from 'better-sqlite3';
import { passwordAttempt } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import type { LoginForm } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import { writeTransaction } from '../db/openDatabase';
import type { DeviceTokens } from './deviceTokens';
import type { KeyedQueue } from './keyedQueue';
import type { MemberRow } from '../db/memberRow';
import { UNMATCHABLE_HASH, verifyPassword } from './passwords';
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
  accounts: KeyedQueue<number>;
  deviceTokens: DeviceTokens;
  unknownSignIns: ReturnType<typeof createUnknownSignIns>;
  /** Opens the session of an accepted sign-in, with a new device token. */
  signedIn: (member: MemberRow, now: Date) => SignedIn;
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
  db: Db,
  { accounts, deviceTokens, unknownSignIns, signedIn }: SignInParts,
) {
  const memberByEmail = db.prepare<[string], MemberRow>('SELECT * FROM members WHERE email = ?');
  const memberById = db.prepare<[number], MemberRow>('SELECT * FROM members WHERE id = ?');
  const countRefusedSignIn = db.prepare(
    'UPDATE members SET failed_logins = failed_logins + 1 WHERE id = ?',
  );
  const deviceSignIns = db.prepare<[string], { failed_logins: number; locked: number }>(
    'SELECT failed_logins, locked FROM device_sign_ins WHERE token_hash = ?',
  );
  const countDeviceSignIn = db.prepare(
    `INSERT INTO device_sign_ins (token_hash, member_id, failed_logins, locked) VALUES (?, ?, ?, ?)
     ON CONFLICT (token_hash) DO UPDATE SET failed_logins = excluded.failed_logins, locked = excluded.locked`,
  );
  const countAccountSignIn = db.prepare(
    'UPDATE members SET failed_logins = ?, sign_in_locked = ? WHERE id = ?',
  );

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
    const member = memberById.get(memberId);
    if (!member?.password_hash) throw new ApiError('LOGIN_CREDENTIALS_INCORRECT');
    // A token locked by its own wrong passwords is no token (OWASP's device cookies).
    const device = sentDevice && deviceSignIns.get(sentDevice)?.locked !== 1 ? sentDevice : null;
    const lockedOut = !device && member.sign_in_locked === 1;
    if (lockedOut) {
      countRefusedSignIn.run(memberId);
      // As long as a check of the password: the time does not tell a locked account.
      await verifyPassword(password, UNMATCHABLE_HASH);
      throw new ApiError('LOGIN_ATTEMPTS_EXCEEDED');
    }
    const ok = await verifyPassword(password, member.password_hash);
    // The refusal is thrown after the transaction commits: throwing inside would roll back the
    // count of wrong passwords, and the account would never lock.
    const outcome = writeTransaction(db, (): SignInOutcome => {
      const current = memberById.get(memberId);
      const deviceNow = device ? deviceSignIns.get(device) : undefined;
      const lockedNow = device ? deviceNow?.locked === 1 : current?.sign_in_locked === 1;
      // Locked, or the password replaced, by something outside this sign-in (another attempt, an
      // operator, a reset) while this password was being checked.
      if (!current || lockedNow || current.password_hash !== member.password_hash) {
        if (!device) countRefusedSignIn.run(memberId);
        return lockedNow ? 'LOGIN_ATTEMPTS_EXCEEDED' : 'LOGIN_CREDENTIALS_INCORRECT';
      }
      const attempt = passwordAttempt(
        device ? (deviceNow?.failed_logins ?? 0) : current.failed_logins,
        ok,
      );
      const lock = attempt.kind === 'lock' ? 1 : 0;
      if (device) countDeviceSignIn.run(device, memberId, attempt.failed, lock);
      else countAccountSignIn.run(attempt.failed, lock, memberId);
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
      const member = memberByEmail.get(form.email);
      if (!member || member.visitor_type !== form.visitorType || !member.password_hash) {
        // As long as a check of a member's password, and answered as a wrong one, counted and
        // locked alike: neither the time nor the reply tells who has an account (ADR 037).
        await verifyPassword(form.password, UNMATCHABLE_HASH);
        throw wrongPassword(unknownSignIns.refuse(form.email, form.visitorType, now));
      }
      const device = deviceTokens.trusted(form.deviceToken, member.id);
      return accounts.run(member.id, () => decide(member.id, form.password, now, device));
    },
  };
}
