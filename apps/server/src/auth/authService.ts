import { createDatabaseVersion } from '../db/databaseVersion';
import { keptUntilChange } from '../db/keptUntilChange';
import { createHash, randomInt } from 'node:crypto';
import type { Database as Db } from 'better-sqlite3';
import { addMinutes, subSeconds } from 'date-fns';
import {
  CODE_RESEND_SECONDS,
  CODE_VALID_MINUTES,
  DEFAULT_BUSINESS_CONFIG,
  MAX_CODE_ATTEMPTS,
} from '@carbonmarket/domain';
import { issueCodes, issueParams, registerFormSchemaFor } from '@carbonmarket/domain/contract';
import type { VisitorType } from '@carbonmarket/domain';
import type {
  ForgotPasswordForm,
  RegisterForm,
  RegistrationSettings,
} from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import { writeTransaction } from '../db/openDatabase';
import { hashPassword } from './passwords';
import { newToken, tokenHash } from './tokens';
import { createDeviceTokens } from './deviceTokens';
import { createUnknownSignIns } from './unknownSignIns';
import { createSignIns } from './signIns';
import type { MemberRow } from '../db/memberRow';
import type { Session, SignedIn } from './session';
import type { KeyedQueue } from './keyedQueue';
import { AUTH_THROTTLE } from './throttle';
import type { ThrottleRule } from './throttle';
import { DEFAULT_SESSION_LIFETIME, lastSeenIsStale, sessionEnded } from './sessionLifetime';
import type { SessionLifetime, SessionTimes } from './sessionLifetime';

export type CodePurpose = 'register' | 'reset_password';

/** Where verification codes go: the reference server has no mail, so they are logged. */
export type CodeSink = (email: string, purpose: CodePurpose, code: string) => void;

/** The signed-in visitor behind a token. */
export interface Viewer {
  memberId: number;
  visitorType: VisitorType;
  tokenHash: string;
  locked: boolean;
}

/**
 * A registration under the operator's settings (an invitation code when one is required), by the
 * same schema the screen validates with; refused with the first field's code and every field's.
 * The contract drops an empty invitation code, so a missing one is checked as empty.
 */
function checkRegistration(form: RegisterForm, settings: RegistrationSettings): RegisterForm {
  const checked = registerFormSchemaFor(settings).safeParse({
    ...form,
    invitationCode: form.invitationCode ?? '',
  });
  if (checked.success) return checked.data;
  const fields = issueCodes(checked.error);
  throw new ApiError(
    Object.values(fields)[0] ?? 'OPERATION_FAILED',
    issueParams(checked.error),
    fields,
  );
}

/**
 * Accounts, sessions and verification codes. `accounts` runs the password decisions of one
 * account one after another (sign-in here, password changes elsewhere share it); `registration`
 * holds the operator's registration settings (base config `limits.registration`).
 */
export function createAuthService(
  db: Db,
  codeSink: CodeSink,
  accounts: KeyedQueue<number>,
  registration: RegistrationSettings = DEFAULT_BUSINESS_CONFIG.registration,
  codesPerEmail: ThrottleRule = AUTH_THROTTLE.codePerEmail,
  {
    clock = () => new Date(),
    lifetime = DEFAULT_SESSION_LIFETIME,
  }: {
    /** The clock sessions end by (the server's). */
    clock?: () => Date;
    /** How long a session lasts unused and at most (ADR 039). */
    lifetime?: SessionLifetime;
  } = {},
) {
  const memberByEmail = db.prepare<[string], MemberRow>('SELECT * FROM members WHERE email = ?');
  const memberById = db.prepare<[number], MemberRow>('SELECT * FROM members WHERE id = ?');
  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
  );
  const touchSession = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?');
  const deviceTokens = createDeviceTokens(db);
  const unknownSignIns = createUnknownSignIns(db);
  /** The session of a sign-in, with a new device token for the browser that made it. */
  const signedIn = (member: MemberRow, now: Date): SignedIn => ({
    ...openSession(member, now),
    deviceToken: deviceTokens.issue(member.id),
  });
  const signIns = createSignIns(db, { accounts, deviceTokens, unknownSignIns, signedIn });
  const revokeAll = db.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL',
  );

  /** The session a sign-in returns, for `member` under `token`. */
  const sessionOf = (member: MemberRow, token: string): Session => {
    const realname =
      member.visitor_type === 'corporate' && member.company_name
        ? member.company_name
        : `${member.first_name} ${member.last_name}`.trim();
    return {
      token,
      loginInfo: {
        mem_id: member.id,
        realname,
        account: member.email ?? '',
        mobile: member.mobile,
        avatar: member.avatar,
      },
      visitorType: member.visitor_type,
      is_answer: member.visitor_type === 'guest' || member.is_answer === 1,
    };
  };

  const openSession = (member: MemberRow, now: Date): Session => {
    const token = newToken();
    insertSession.run(tokenHash(token), member.id, now.toISOString(), now.toISOString());
    return sessionOf(member, token);
  };

  const sessionByToken = db.prepare<
    [string],
    { member_id: number; visitor_type: VisitorType; locked: number } & SessionTimes
  >(
    'SELECT s.member_id, m.visitor_type, m.locked, s.created_at, s.last_seen_at FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = ? AND s.revoked_at IS NULL',
  );
  /** An unrevoked session: who it is for, and when it was opened and last used. */
  interface StoredSession {
    viewer: Viewer;
    times: SessionTimes;
  }
  /** The unrevoked session behind a token, with whether its account is locked. */
  const storedSession = (token: string | undefined): StoredSession | null => {
    if (!token) return null;
    const hash = tokenHash(token);
    const row = sessionByToken.get(hash);
    if (!row) return null;
    // Frozen: the same viewer serves every request of the session until the database changes.
    return Object.freeze({
      viewer: Object.freeze({
        memberId: row.member_id,
        visitorType: row.visitor_type,
        tokenHash: hash,
        locked: row.locked === 1,
      }),
      times: Object.freeze({ created_at: row.created_at, last_seen_at: row.last_seen_at }),
    });
  };

  /**
   * Sessions as every request reads them, kept until the database changes: signing out, a lock or
   * a revocation is a write, so it takes effect on the very next request.
   */
  const sessions = keptUntilChange<StoredSession | null>(createDatabaseVersion(db));

  /**
   * The viewer of a token's live session, or null: unknown, revoked, or ended (unused longer than
   * the idle limit, or past its lifetime). A use is recorded, at most once a minute, unless
   * `recordUse` is false (an open socket checking that its session still holds is no use).
   */
  const liveViewer = (token: string | undefined, recordUse = true): Viewer | null => {
    const stored = token ? sessions(token, () => storedSession(token)) : null;
    if (!stored) return null;
    const now = clock();
    if (sessionEnded(stored.times, now, lifetime)) return null;
    if (recordUse && lastSeenIsStale(stored.times, now))
      touchSession.run(now.toISOString(), stored.viewer.tokenHash);
    return stored.viewer;
  };

  /**
   * Checks a code against the newest valid one for the email, inside the caller's transaction: a
   * wrong one is counted, and at the fifth wrong try the code stops working
   * (CODE_ATTEMPTS_EXCEEDED, also for every try after); the right one is used up when `useUp`
   * (null either way). The caller throws the refusal after its commit, so the count is kept.
   * An address with no account has no code, so its reply is a wrong code's.
   */
  const checkCode = (
    email: string,
    purpose: CodePurpose,
    code: string,
    now: Date,
    useUp: boolean,
  ): 'CODE_INVALID' | 'CODE_ATTEMPTS_EXCEEDED' | null => {
    const row = db
      .prepare<[string, string, string], { id: number; code: string; failed_attempts: number }>(
        'SELECT id, code, failed_attempts FROM verification_codes WHERE email = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1',
      )
      .get(email, purpose, now.toISOString());
    if (!row) return 'CODE_INVALID';
    if (row.failed_attempts >= MAX_CODE_ATTEMPTS) return 'CODE_ATTEMPTS_EXCEEDED';
    if (row.code !== code) {
      const failed = row.failed_attempts + 1;
      db.prepare('UPDATE verification_codes SET failed_attempts = ? WHERE id = ?').run(
        failed,
        row.id,
      );
      return failed >= MAX_CODE_ATTEMPTS ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_INVALID';
    }
    if (useUp)
      db.prepare('UPDATE verification_codes SET used_at = ? WHERE id = ?').run(
        now.toISOString(),
        row.id,
      );
    return null;
  };

  /**
   * Refuses a wrong code, counted, before any expensive work (ADR 037): the code is checked, not
   * used up, so the write that acts on it checks it again and uses it.
   */
  const requireCode = (email: string, purpose: CodePurpose, code: string, now: Date) => {
    const refusal = writeTransaction(db, () => checkCode(email, purpose, code, now, false));
    if (refusal) throw new ApiError(refusal);
  };

  const recentCodeRequests = db.prepare<[string, string], { count: number }>(
    'SELECT count(*) AS count FROM code_requests WHERE email_hash = ? AND requested_at > ?',
  );
  const insertCodeRequest = db.prepare(
    'INSERT INTO code_requests (email_hash, requested_at) VALUES (?, ?)',
  );
  const forgetCodeRequests = db.prepare('DELETE FROM code_requests WHERE requested_at <= ?');
  /** Counts a code request for `email`; false when the address has had its share (ADR 037). */
  const countCodeRequest = (email: string, now: Date): boolean => {
    const since = new Date(now.getTime() - codesPerEmail.windowMs).toISOString();
    const emailHash = createHash('sha256').update(email).digest('base64url');
    return writeTransaction(db, () => {
      forgetCodeRequests.run(since);
      if ((recentCodeRequests.get(emailHash, since)?.count ?? 0) >= codesPerEmail.limit)
        return false;
      insertCodeRequest.run(emailHash, now.toISOString());
      return true;
    });
  };

  const icNumberTaken = db.prepare<[string], { found: number }>(
    'SELECT 1 AS found FROM members WHERE ic_number = ?',
  );

  return {
    /**
     * Emails a code. Whether the address has an account shows in the reply (the catalogue tells a
     * visitor who registers twice, or resets an address they never registered), so codes are
     * limited per address as well as per client (ADR 037): past the limit the reply says only
     * TOO_MANY_REQUESTS, whatever the address.
     */
    sendCode({ email, purpose }: { email: string; purpose: CodePurpose }, now: Date) {
      if (!countCodeRequest(email, now)) throw new ApiError('TOO_MANY_REQUESTS');
      const exists = memberByEmail.get(email) !== undefined;
      if (purpose === 'register' && exists) throw new ApiError('EMAIL_EXISTS');
      if (purpose === 'reset_password' && !exists) throw new ApiError('EMAIL_NOT_REGISTERED');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      writeTransaction(db, () => {
        const recent = db
          .prepare(
            'SELECT 1 FROM verification_codes WHERE email = ? AND purpose = ? AND created_at > ?',
          )
          .get(email, purpose, subSeconds(now, CODE_RESEND_SECONDS).toISOString());
        if (recent) throw new ApiError('CODE_NOT_EXPIRED');
        db.prepare(
          'INSERT INTO verification_codes (email, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        ).run(
          email,
          purpose,
          code,
          now.toISOString(),
          addMinutes(now, CODE_VALID_MINUTES).toISOString(),
        );
      });
      codeSink(email, purpose, code);
      return { resendAfterSeconds: CODE_RESEND_SECONDS };
    },

    /**
     * Every cheap check before the one expensive step (hashing the password), so that nobody
     * without the mailbox's code can make the server hash (ADR 037): the form, the code (an
     * address with an account never has a registration code: `sendCode` refuses it), then the
     * address and the IC number, which only the holder of the code learns are taken.
     */
    async register(input: RegisterForm, now: Date): Promise<SignedIn> {
      const form = checkRegistration(input, registration);
      requireCode(form.email, 'register', form.code, now);
      if (memberByEmail.get(form.email)) throw new ApiError('EMAIL_EXISTS');
      if (icNumberTaken.get(form.icNumber)) throw new ApiError('IC_NUMBER_EXISTS');
      const passwordHash = await hashPassword(form.password);
      const outcome = writeTransaction(db, () => {
        const codeRefusal = checkCode(form.email, 'register', form.code, now, true);
        if (codeRefusal) return codeRefusal;
        // Taken while the password was hashing (a parallel registration); the refusal rolls the
        // transaction back, so the code stays usable.
        if (memberByEmail.get(form.email)) throw new ApiError('EMAIL_EXISTS');
        if (icNumberTaken.get(form.icNumber)) throw new ApiError('IC_NUMBER_EXISTS');
        const corporate = form.visitorType === 'corporate' ? form : null;
        const { lastInsertRowid } = db
          .prepare(
            `INSERT INTO members (visitor_type, email, password_hash, first_name, last_name, ic_number, company_name, uen, mobile, invitation_code, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            form.visitorType,
            form.email,
            passwordHash,
            form.firstName,
            form.lastName,
            form.icNumber,
            corporate?.companyName ?? null,
            corporate?.uen ?? null,
            form.mobile,
            form.invitationCode ?? null,
            now.toISOString(),
          );
        const member = memberById.get(Number(lastInsertRowid));
        if (!member) throw new ApiError('OPERATION_FAILED');
        unknownSignIns.forget(form.email, form.visitorType);
        return signedIn(member, now);
      });
      // A code used up meanwhile is refused after the commit, as a wrong one is.
      if (typeof outcome === 'string') throw new ApiError(outcome);
      return outcome;
    },

    /**
     * Five wrong passwords in a row lock sign-in: for browsers without a device token of the
     * account when they came without one, or for that token alone (ADR 040).
     */
    login: signIns.login,

    guestLogin(now: Date): Session {
      return writeTransaction(db, () => {
        const { lastInsertRowid } = db
          .prepare("INSERT INTO members (visitor_type, created_at) VALUES ('guest', ?)")
          .run(now.toISOString());
        const member = memberById.get(Number(lastInsertRowid));
        if (!member) throw new ApiError('OPERATION_FAILED');
        return openSession(member, now);
      });
    },

    logout(viewer: Pick<Viewer, 'tokenHash'>, now: Date) {
      db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ?').run(
        now.toISOString(),
        viewer.tokenHash,
      );
      return {};
    },

    /**
     * Sets a new password with an emailed code. It also lifts a sign-in lock: the code proves the
     * member holds the mailbox, so a stranger's five wrong guesses cannot keep them out. A lock
     * from wrong withdrawal passwords (with its frozen balance) stays for the operator.
     */
    async forgotPassword(form: ForgotPasswordForm, now: Date) {
      // The code before anything about the address: an address with no account has no code, so
      // it is refused as a wrong code is, and nothing is hashed for it (ADR 037).
      requireCode(form.email, 'reset_password', form.code, now);
      const member = memberByEmail.get(form.email);
      if (!member) throw new ApiError('CODE_INVALID');
      const passwordHash = await hashPassword(form.password);
      return accounts.run(member.id, async () => {
        const codeRefusal = writeTransaction(db, () => {
          const refusal = checkCode(form.email, 'reset_password', form.code, now, true);
          if (refusal) return refusal;
          db.prepare(
            'UPDATE members SET password_hash = ?, failed_logins = 0, sign_in_locked = 0 WHERE id = ?',
          ).run(passwordHash, member.id);
          db.prepare('DELETE FROM device_sign_ins WHERE member_id = ?').run(member.id);
          revokeAll.run(now.toISOString(), member.id);
          return null;
        });
        // A code used up meanwhile is refused after the commit, as a wrong one is.
        if (codeRefusal) throw new ApiError(codeRefusal);
        return {};
      });
    },

    /**
     * The visitor behind an Authorization token, or null when it is unknown, revoked or ended. A
     * locked account's session comes back marked `locked`: mountEndpoint refuses it everywhere
     * but logout.
     */
    viewerFor: (token: string | undefined, recordUse = true): Viewer | null =>
      liveViewer(token, recordUse),

    /**
     * The session behind a live token of an unlocked account, as a sign-in returned it (with the
     * member's details as they are now), or null: what the server draws a signed-in page for.
     */
    sessionFor: (token: string | undefined): Session | null => {
      const viewer = liveViewer(token);
      if (!token || !viewer || viewer.locked) return null;
      const member = memberById.get(viewer.memberId);
      return member ? sessionOf(member, token) : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
