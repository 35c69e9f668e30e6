import { createDatabaseVersion } from '../db/databaseVersion';
import { keptUntilChange } from '../db/keptUntilChange';
import { randomInt } from 'node:crypto';
import type { Database as Db } from 'better-sqlite3';
import { addMinutes, subSeconds } from 'date-fns';
import {
  CODE_RESEND_SECONDS,
  CODE_VALID_MINUTES,
  DEFAULT_BUSINESS_CONFIG,
  MAX_CODE_ATTEMPTS,
  MAX_PASSWORD_ATTEMPTS,
  passwordAttempt,
} from '@carbonmarket/domain';
import { issueCodes, issueParams, registerFormSchemaFor } from '@carbonmarket/domain/contract';
import type { ErrorCode, VisitorType } from '@carbonmarket/domain';
import type {
  ForgotPasswordForm,
  LoginForm,
  RegisterForm,
  RegistrationSettings,
} from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import { writeTransaction } from '../db/openDatabase';
import { hashPassword, verifyPassword } from './passwords';
import { newToken, tokenHash } from './tokens';
import type { KeyedQueue } from './keyedQueue';

export type CodePurpose = 'register' | 'reset_password';

/** Where verification codes go: the reference server has no mail, so they are logged. */
export type CodeSink = (email: string, purpose: CodePurpose, code: string) => void;

interface MemberRow {
  id: number;
  visitor_type: VisitorType;
  email: string | null;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  company_name: string | null;
  mobile: string;
  avatar: string;
  locked: number;
  failed_logins: number;
  failed_withdrawal_passwords: number;
  is_answer: number;
}

/** The session as the contract's `sessionWire` describes it. */
export interface Session {
  token: string;
  loginInfo: { mem_id: number; realname: string; account: string; mobile: string; avatar: string };
  visitorType: VisitorType;
  is_answer: boolean;
}

/** The signed-in visitor behind a token. */
export interface Viewer {
  memberId: number;
  visitorType: VisitorType;
  tokenHash: string;
  locked: boolean;
}

/** How a sign-in attempt ended, decided inside its transaction and thrown after the commit. */
type SignInOutcome =
  Session | Extract<ErrorCode, 'LOGIN_ATTEMPTS_EXCEEDED' | 'LOGIN_CREDENTIALS_INCORRECT'> | number;

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
) {
  const memberByEmail = db.prepare<[string], MemberRow>('SELECT * FROM members WHERE email = ?');
  const memberById = db.prepare<[number], MemberRow>('SELECT * FROM members WHERE id = ?');
  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, member_id, created_at) VALUES (?, ?, ?)',
  );
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
    insertSession.run(tokenHash(token), member.id, now.toISOString());
    return sessionOf(member, token);
  };

  const sessionByToken = db.prepare<
    [string],
    { member_id: number; visitor_type: VisitorType; locked: number }
  >(
    'SELECT s.member_id, m.visitor_type, m.locked FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = ? AND s.revoked_at IS NULL',
  );
  /** The unrevoked session behind a token, with whether its account is locked. */
  const liveSession = (token: string | undefined): Viewer | null => {
    if (!token) return null;
    const hash = tokenHash(token);
    const row = sessionByToken.get(hash);
    if (!row) return null;
    // Frozen: the same viewer serves every request of the session until the database changes.
    return Object.freeze({
      memberId: row.member_id,
      visitorType: row.visitor_type,
      tokenHash: hash,
      locked: row.locked === 1,
    });
  };

  /**
   * Sessions as every request reads them, kept until the database changes: signing out, a lock or
   * a revocation is a write, so it takes effect on the very next request.
   */
  const sessions = keptUntilChange<Viewer | null>(createDatabaseVersion(db));

  const countRefusedSignIn = db.prepare(
    'UPDATE members SET failed_logins = failed_logins + 1 WHERE id = ?',
  );

  /**
   * Checks a code against the newest valid one for the email, inside the caller's transaction:
   * the right code is used up (null); a wrong one is counted, and at the fifth wrong try the
   * code stops working (CODE_ATTEMPTS_EXCEEDED, also for every try after). The caller throws the
   * refusal after its commit, so the count is kept.
   */
  const checkCode = (
    email: string,
    purpose: CodePurpose,
    code: string,
    now: Date,
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
    db.prepare('UPDATE verification_codes SET used_at = ? WHERE id = ?').run(
      now.toISOString(),
      row.id,
    );
    return null;
  };

  /**
   * One sign-in decision, run alone for its account: the lock, the password and the count of
   * wrong guesses are read and written with no other decision of the account in between. While
   * the account is locked every attempt is refused unchecked, and counted.
   */
  const decideSignIn = async (memberId: number, password: string, now: Date) => {
    const member = memberById.get(memberId);
    if (!member?.password_hash) throw new ApiError('LOGIN_CREDENTIALS_INCORRECT');
    if (member.locked) {
      countRefusedSignIn.run(memberId);
      throw new ApiError('LOGIN_ATTEMPTS_EXCEEDED');
    }
    const ok = await verifyPassword(password, member.password_hash);
    // The refusal is thrown after the transaction commits: throwing inside would roll back the
    // count of wrong passwords, and the account would never lock.
    const outcome = writeTransaction(db, (): SignInOutcome => {
      const current = memberById.get(memberId);
      // Locked, or the password replaced, by something outside sign-in (an operator, a reset)
      // while this password was being checked.
      if (!current || current.locked || current.password_hash !== member.password_hash) {
        countRefusedSignIn.run(memberId);
        return current?.locked ? 'LOGIN_ATTEMPTS_EXCEEDED' : 'LOGIN_CREDENTIALS_INCORRECT';
      }
      const attempt = passwordAttempt(current.failed_logins, ok);
      db.prepare('UPDATE members SET failed_logins = ?, locked = ? WHERE id = ?').run(
        attempt.failed,
        attempt.kind === 'lock' ? 1 : 0,
        memberId,
      );
      if (attempt.kind === 'accepted') return openSession(current, now);
      if (attempt.kind === 'wrong') return attempt.attemptsLeft;
      revokeAll.run(now.toISOString(), memberId);
      return 'LOGIN_ATTEMPTS_EXCEEDED';
    });
    if (typeof outcome === 'string') throw new ApiError(outcome);
    if (typeof outcome === 'number')
      throw new ApiError('LOGIN_PASSWORD_ATTEMPTS_LEFT', { times: outcome });
    return outcome;
  };

  return {
    sendCode({ email, purpose }: { email: string; purpose: CodePurpose }, now: Date) {
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

    async register(input: RegisterForm, now: Date): Promise<Session> {
      const form = checkRegistration(input, registration);
      const passwordHash = await hashPassword(form.password);
      const outcome = writeTransaction(db, () => {
        if (memberByEmail.get(form.email)) throw new ApiError('EMAIL_EXISTS');
        const codeRefusal = checkCode(form.email, 'register', form.code, now);
        if (codeRefusal) return codeRefusal;
        // After the code, so that only the owner of a mailbox learns an IC number is taken; the
        // refusal rolls the transaction back, so the code stays usable.
        if (db.prepare('SELECT 1 FROM members WHERE ic_number = ?').get(form.icNumber))
          throw new ApiError('IC_NUMBER_EXISTS');
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
        return openSession(member, now);
      });
      // A wrong code is refused after the commit, so that it is counted.
      if (typeof outcome === 'string') throw new ApiError(outcome);
      return outcome;
    },

    /** Five wrong passwords in a row lock the account and end its sessions. */
    async login(form: LoginForm, now: Date): Promise<Session> {
      const member = memberByEmail.get(form.email);
      if (!member || member.visitor_type !== form.visitorType || !member.password_hash)
        throw new ApiError('LOGIN_CREDENTIALS_INCORRECT');
      return accounts.run(member.id, () => decideSignIn(member.id, form.password, now));
    },

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
      const member = memberByEmail.get(form.email);
      if (!member) throw new ApiError('EMAIL_NOT_REGISTERED');
      const passwordHash = await hashPassword(form.password);
      return accounts.run(member.id, async () => {
        const codeRefusal = writeTransaction(db, () => {
          const refusal = checkCode(form.email, 'reset_password', form.code, now);
          if (refusal) return refusal;
          db.prepare(
            `UPDATE members SET password_hash = ?, failed_logins = 0,
               locked = CASE WHEN failed_withdrawal_passwords >= ? THEN locked ELSE 0 END
             WHERE id = ?`,
          ).run(passwordHash, MAX_PASSWORD_ATTEMPTS, member.id);
          revokeAll.run(now.toISOString(), member.id);
          return null;
        });
        // A wrong code is refused after the commit, so that it is counted.
        if (codeRefusal) throw new ApiError(codeRefusal);
        return {};
      });
    },

    /**
     * The visitor behind an Authorization token, or null when it is unknown or revoked. A
     * locked account's session comes back marked `locked`: mountEndpoint refuses it everywhere
     * but logout.
     */
    viewerFor: (token: string | undefined): Viewer | null =>
      token ? sessions(token, () => liveSession(token)) : null,

    /**
     * The session behind a live token of an unlocked account, as a sign-in returned it (with the
     * member's details as they are now), or null: what the server draws a signed-in page for.
     */
    sessionFor: (token: string | undefined): Session | null => {
      const viewer = token ? sessions(token, () => liveSession(token)) : null;
      if (!token || !viewer || viewer.locked) return null;
      const member = memberById.get(viewer.memberId);
      return member ? sessionOf(member, token) : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
