import { randomInt } from 'node:crypto';
import type { Database as Db } from 'better-sqlite3';
import {
  CODE_RESEND_SECONDS,
  CODE_VALID_MINUTES,
  MAX_PASSWORD_ATTEMPTS,
} from '@carbonmarket/domain';
import type {
  ForgotPasswordForm,
  LoginForm,
  RegisterForm,
  VisitorType,
} from '@carbonmarket/domain';
import { ApiError } from '../http/apiError';
import { writeTransaction } from '../db/openDatabase';
import { hashPassword, verifyPassword } from './passwords';
import { newToken, tokenHash } from './tokens';

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
}

const plusSeconds = (date: Date, seconds: number) =>
  new Date(date.getTime() + seconds * 1000).toISOString();

/** Accounts, sessions and verification codes. */
export function createAuthService(db: Db, codeSink: CodeSink) {
  const memberByEmail = db.prepare<[string], MemberRow>('SELECT * FROM members WHERE email = ?');
  const memberById = db.prepare<[number], MemberRow>('SELECT * FROM members WHERE id = ?');
  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, member_id, created_at) VALUES (?, ?, ?)',
  );
  const revokeAll = db.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL',
  );

  const openSession = (member: MemberRow, now: Date): Session => {
    const token = newToken();
    insertSession.run(tokenHash(token), member.id, now.toISOString());
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

  /** Uses up the newest valid code for the email, or refuses with CODE_INVALID. */
  const consumeCode = (email: string, purpose: CodePurpose, code: string, now: Date) => {
    const row = db
      .prepare<[string, string, string], { id: number; code: string }>(
        'SELECT id, code FROM verification_codes WHERE email = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1',
      )
      .get(email, purpose, now.toISOString());
    if (!row || row.code !== code) throw new ApiError('CODE_INVALID');
    db.prepare('UPDATE verification_codes SET used_at = ? WHERE id = ?').run(
      now.toISOString(),
      row.id,
    );
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
          .get(email, purpose, plusSeconds(now, -CODE_RESEND_SECONDS));
        if (recent) throw new ApiError('CODE_NOT_EXPIRED');
        db.prepare(
          'INSERT INTO verification_codes (email, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        ).run(email, purpose, code, now.toISOString(), plusSeconds(now, CODE_VALID_MINUTES * 60));
      });
      codeSink(email, purpose, code);
      return { resendAfterSeconds: CODE_RESEND_SECONDS };
    },

    async register(form: RegisterForm, now: Date): Promise<Session> {
      const passwordHash = await hashPassword(form.password);
      return writeTransaction(db, () => {
        if (memberByEmail.get(form.email)) throw new ApiError('EMAIL_EXISTS');
        consumeCode(form.email, 'register', form.code, now);
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
    },

    /** Five wrong passwords in a row lock the account and end its sessions. */
    async login(form: LoginForm, now: Date): Promise<Session> {
      const member = memberByEmail.get(form.email);
      if (!member || member.visitor_type !== form.visitorType || !member.password_hash)
        throw new ApiError('LOGIN_CREDENTIALS_INCORRECT');
      if (member.locked) throw new ApiError('LOGIN_ATTEMPTS_EXCEEDED');
      const ok = await verifyPassword(form.password, member.password_hash);
      // The refusal is thrown after the transaction commits: throwing inside would roll back the
      // count of wrong passwords, and the account would never lock.
      const outcome = writeTransaction(db, (): Session | number | 'locked' => {
        if (ok) {
          db.prepare('UPDATE members SET failed_logins = 0 WHERE id = ?').run(member.id);
          return openSession(member, now);
        }
        const failed = (memberById.get(member.id)?.failed_logins ?? 0) + 1;
        const lock = failed >= MAX_PASSWORD_ATTEMPTS;
        db.prepare('UPDATE members SET failed_logins = ?, locked = ? WHERE id = ?').run(
          failed,
          lock ? 1 : 0,
          member.id,
        );
        if (lock) revokeAll.run(now.toISOString(), member.id);
        return lock ? 'locked' : MAX_PASSWORD_ATTEMPTS - failed;
      });
      if (outcome === 'locked') throw new ApiError('LOGIN_ATTEMPTS_EXCEEDED');
      if (typeof outcome === 'number')
        throw new ApiError('LOGIN_PASSWORD_ATTEMPTS_LEFT', { times: outcome });
      return outcome;
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

    logout(viewer: Viewer, now: Date) {
      db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ?').run(
        now.toISOString(),
        viewer.tokenHash,
      );
      return {};
    },

    async forgotPassword(form: ForgotPasswordForm, now: Date) {
      const passwordHash = await hashPassword(form.password);
      return writeTransaction(db, () => {
        const member = memberByEmail.get(form.email);
        if (!member) throw new ApiError('EMAIL_NOT_REGISTERED');
        consumeCode(form.email, 'reset_password', form.code, now);
        db.prepare('UPDATE members SET password_hash = ?, failed_logins = 0 WHERE id = ?').run(
          passwordHash,
          member.id,
        );
        revokeAll.run(now.toISOString(), member.id);
        return {};
      });
    },

    /** The visitor behind an Authorization token, or null when it is unknown or revoked. */
    viewerFor(token: string | undefined): Viewer | null {
      if (!token) return null;
      const hash = tokenHash(token);
      const row = db
        .prepare<[string], { member_id: number; visitor_type: VisitorType }>(
          'SELECT s.member_id, m.visitor_type FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = ? AND s.revoked_at IS NULL',
        )
        .get(hash);
      return row
        ? { memberId: row.member_id, visitorType: row.visitor_type, tokenHash: hash }
        : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
