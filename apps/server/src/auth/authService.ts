import { createDatabaseVersion } from '../db/databaseVersion';
import { keptUntilChange } from '../db/keptUntilChange';
import { createHash, randomInt } from 'node:crypto';
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
import { LOCK_SPACE } from '../db/lockSpaces';
import { lockedOnPostgres } from '../db/rowLock';
import type { Data } from '../db/data';
import { createPasswordHashing } from './passwords';
import type { PasswordHashing } from './passwords';
import { newToken, tokenHash } from './tokens';
import { createDeviceTokens } from './deviceTokens';
import { createUnknownSignIns } from './unknownSignIns';
import { createSignIns } from './signIns';
import type { MemberRow } from '../db/memberRow';
import type { Session, SignedIn } from './session';
import type { AccountQueue } from '../foundation';
import { AUTH_THROTTLE } from './throttle';
import type { ThrottleRule } from './throttle';
import { DEFAULT_SESSION_LIFETIME, lastSeenIsStale, sessionEnded } from './sessionLifetime';
import type { SessionLifetime, SessionTimes } from './sessionLifetime';

export type CodePurpose = 'register' | 'reset_password';

/** The lock id of an address's code requests: 31 bits of its hash (collisions only serialise). */
const emailLockId = (text: string): number =>
  createHash('sha256').update(text).digest().readUInt32BE(0) >>> 1;

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
  data: Data,
  codeSink: CodeSink,
  accounts: AccountQueue,
  registration: RegistrationSettings = DEFAULT_BUSINESS_CONFIG.registration,
  codesPerEmail: ThrottleRule = AUTH_THROTTLE.codePerEmail,
  {
    clock = () => new Date(),
    lifetime = DEFAULT_SESSION_LIFETIME,
    hashing = createPasswordHashing(),
  }: {
    /** The clock sessions end by (the server's). */
    clock?: () => Date;
    /** How long a session lasts unused and at most (ADR 039). */
    lifetime?: SessionLifetime;
    /** Hashes new passwords (the server's cost by default). */
    hashing?: PasswordHashing;
  } = {},
) {
  const memberByEmail = (email: string): Promise<MemberRow | undefined> =>
    data.q().selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst();
  const memberById = (id: number): Promise<MemberRow | undefined> =>
    data.q().selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  const icNumberTaken = async (icNumber: string) =>
    (await data
      .q()
      .selectFrom('members')
      .select('id')
      .where('ic_number', '=', icNumber)
      .executeTakeFirst()) !== undefined;
  const deviceTokens = createDeviceTokens(data);
  const unknownSignIns = createUnknownSignIns(data);
  /** The session of a sign-in, with a new device token for the browser that made it. */
  const signedIn = async (member: MemberRow, now: Date): Promise<SignedIn> => ({
    ...(await openSession(member, now)),
    deviceToken: await deviceTokens.issue(member.id),
  });
  const signIns = createSignIns(data, {
    accounts,
    deviceTokens,
    unknownSignIns,
    signedIn,
    unmatchable: hashing.unmatchable,
  });

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

  const openSession = async (member: MemberRow, now: Date): Promise<Session> => {
    const token = newToken();
    await data
      .q()
      .insertInto('sessions')
      .values({
        token_hash: tokenHash(token),
        member_id: member.id,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
      })
      .execute();
    return sessionOf(member, token);
  };

  /** An unrevoked session: who it is for, and when it was opened and last used. */
  interface StoredSession {
    viewer: Viewer;
    times: SessionTimes;
  }
  /** The unrevoked session behind a token, with whether its account is locked. */
  const storedSession = async (token: string | undefined): Promise<StoredSession | null> => {
    if (!token) return null;
    const hash = tokenHash(token);
    const row = await data
      .q()
      .selectFrom('sessions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .select(['s.member_id', 'm.visitor_type', 'm.locked', 's.created_at', 's.last_seen_at'])
      .where('s.token_hash', '=', hash)
      .where('s.revoked_at', 'is', null)
      .executeTakeFirst();
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
  const sessions = keptUntilChange<StoredSession | null>(createDatabaseVersion(data));

  /**
   * The viewer of a token's live session, or null: unknown, revoked, or ended (unused longer than
   * the idle limit, or past its lifetime). A use is recorded, at most once a minute, unless
   * `recordUse` is false (an open socket checking that its session still holds is no use).
   */
  const liveViewer = async (
    token: string | undefined,
    recordUse = true,
  ): Promise<Viewer | null> => {
    const stored = token ? await sessions(token, () => storedSession(token)) : null;
    if (!stored) return null;
    const now = clock();
    if (sessionEnded(stored.times, now, lifetime)) return null;
    if (recordUse && lastSeenIsStale(stored.times, now))
      await data
        .q()
        .updateTable('sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('token_hash', '=', stored.viewer.tokenHash)
        .execute();
    return stored.viewer;
  };

  /**
   * Checks a code against the newest valid one for the email, inside the caller's transaction: a
   * wrong one is counted, and at the fifth wrong try the code stops working
   * (CODE_ATTEMPTS_EXCEEDED, also for every try after); the right one is used up when `useUp`
   * (null either way). The caller throws the refusal after its commit, so the count is kept.
   * An address with no account has no code, so its reply is a wrong code's.
   */
  const checkCode = async (
    email: string,
    purpose: CodePurpose,
    code: string,
    now: Date,
    useUp: boolean,
  ): Promise<'CODE_INVALID' | 'CODE_ATTEMPTS_EXCEEDED' | null> => {
    // Locked on PostgreSQL: parallel guesses at one code are counted one after another.
    const row = await lockedOnPostgres(
      data,
      data
        .q()
        .selectFrom('verification_codes')
        .select(['id', 'code', 'failed_attempts'])
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .orderBy('id', 'desc')
        .limit(1),
    ).executeTakeFirst();
    if (!row) return 'CODE_INVALID';
    if (row.failed_attempts >= MAX_CODE_ATTEMPTS) return 'CODE_ATTEMPTS_EXCEEDED';
    if (row.code !== code) {
      const failed = row.failed_attempts + 1;
      await data
        .q()
        .updateTable('verification_codes')
        .set({ failed_attempts: failed })
        .where('id', '=', row.id)
        .execute();
      return failed >= MAX_CODE_ATTEMPTS ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_INVALID';
    }
    if (useUp)
      await data
        .q()
        .updateTable('verification_codes')
        .set({ used_at: now.toISOString() })
        .where('id', '=', row.id)
        .execute();
    return null;
  };

  /**
   * Refuses a wrong code, counted, before any expensive work (ADR 037): the code is checked, not
   * used up, so the write that acts on it checks it again and uses it.
   */
  const requireCode = async (email: string, purpose: CodePurpose, code: string, now: Date) => {
    const refusal = await data.transaction(() => checkCode(email, purpose, code, now, false));
    if (refusal) throw new ApiError(refusal);
  };

  /** Counts a code request for `email`; false when the address has had its share (ADR 037). */
  const countCodeRequest = (email: string, now: Date): Promise<boolean> => {
    const since = new Date(now.getTime() - codesPerEmail.windowMs).toISOString();
    const emailHash = createHash('sha256').update(email).digest('base64url');
    // One address's requests are counted one at a time, on every instance.
    return data.locks.run(LOCK_SPACE.codeRequests, emailLockId(email), () =>
      data.transaction(async (q) => {
        await q.deleteFrom('code_requests').where('requested_at', '<=', since).execute();
        const recent = await q
          .selectFrom('code_requests')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('email_hash', '=', emailHash)
          .where('requested_at', '>', since)
          .executeTakeFirst();
        if (Number(recent?.count ?? 0) >= codesPerEmail.limit) return false;
        await q
          .insertInto('code_requests')
          .values({ email_hash: emailHash, requested_at: now.toISOString() })
          .execute();
        return true;
      }),
    );
  };

  return {
    /**
     * Emails a code. Whether the address has an account shows in the reply (the catalogue tells a
     * visitor who registers twice, or resets an address they never registered), so codes are
     * limited per address as well as per client (ADR 037): past the limit the reply says only
     * TOO_MANY_REQUESTS, whatever the address.
     */
    async sendCode({ email, purpose }: { email: string; purpose: CodePurpose }, now: Date) {
      if (!(await countCodeRequest(email, now))) throw new ApiError('TOO_MANY_REQUESTS');
      const exists = (await memberByEmail(email)) !== undefined;
      if (purpose === 'register' && exists) throw new ApiError('EMAIL_EXISTS');
      if (purpose === 'reset_password' && !exists) throw new ApiError('EMAIL_NOT_REGISTERED');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // Under the address's lock too: two requests at once cannot both find no recent code.
      await data.locks.run(LOCK_SPACE.codeRequests, emailLockId(email), () =>
        data.transaction(async (q) => {
          const recent = await q
            .selectFrom('verification_codes')
            .select('id')
            .where('email', '=', email)
            .where('purpose', '=', purpose)
            .where('created_at', '>', subSeconds(now, CODE_RESEND_SECONDS).toISOString())
            .executeTakeFirst();
          if (recent) throw new ApiError('CODE_NOT_EXPIRED');
          await q
            .insertInto('verification_codes')
            .values({
              email,
              purpose,
              code,
              created_at: now.toISOString(),
              expires_at: addMinutes(now, CODE_VALID_MINUTES).toISOString(),
            })
            .execute();
        }),
      );
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
      await requireCode(form.email, 'register', form.code, now);
      if (await memberByEmail(form.email)) throw new ApiError('EMAIL_EXISTS');
      if (await icNumberTaken(form.icNumber)) throw new ApiError('IC_NUMBER_EXISTS');
      const passwordHash = await hashing.hash(form.password);
      const outcome = await data.transaction(async (q) => {
        const codeRefusal = await checkCode(form.email, 'register', form.code, now, true);
        if (codeRefusal) return codeRefusal;
        // Taken while the password was hashing (a parallel registration); the refusal rolls the
        // transaction back, so the code stays usable. The unique indexes refuse what two
        // instances insert at once.
        if (await memberByEmail(form.email)) throw new ApiError('EMAIL_EXISTS');
        if (await icNumberTaken(form.icNumber)) throw new ApiError('IC_NUMBER_EXISTS');
        const corporate = form.visitorType === 'corporate' ? form : null;
        const member = await q
          .insertInto('members')
          .values({
            visitor_type: form.visitorType,
            email: form.email,
            password_hash: passwordHash,
            first_name: form.firstName,
            last_name: form.lastName,
            ic_number: form.icNumber,
            company_name: corporate?.companyName ?? null,
            uen: corporate?.uen ?? null,
            mobile: form.mobile,
            invitation_code: form.invitationCode ?? null,
            created_at: now.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await unknownSignIns.forget(form.email, form.visitorType);
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

    guestLogin(now: Date): Promise<Session> {
      return data.transaction(async (q) => {
        const member = await q
          .insertInto('members')
          .values({ visitor_type: 'guest', created_at: now.toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow();
        return openSession(member, now);
      });
    },

    async logout(viewer: Pick<Viewer, 'tokenHash'>, now: Date) {
      await data
        .q()
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('token_hash', '=', viewer.tokenHash)
        .execute();
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
      await requireCode(form.email, 'reset_password', form.code, now);
      const member = await memberByEmail(form.email);
      if (!member) throw new ApiError('CODE_INVALID');
      const passwordHash = await hashing.hash(form.password);
      return accounts.run(member.id, async () => {
        const codeRefusal = await data.transaction(async (q) => {
          const refusal = await checkCode(form.email, 'reset_password', form.code, now, true);
          if (refusal) return refusal;
          await q
            .updateTable('members')
            .set({ password_hash: passwordHash, failed_logins: 0, sign_in_locked: 0 })
            .where('id', '=', member.id)
            .execute();
          await q.deleteFrom('device_sign_ins').where('member_id', '=', member.id).execute();
          await q
            .updateTable('sessions')
            .set({ revoked_at: now.toISOString() })
            .where('member_id', '=', member.id)
            .where('revoked_at', 'is', null)
            .execute();
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
    viewerFor: (token: string | undefined, recordUse = true): Promise<Viewer | null> =>
      liveViewer(token, recordUse),

    /**
     * The session behind a live token of an unlocked account, as a sign-in returned it (with the
     * member's details as they are now), or null: what the server draws a signed-in page for.
     */
    sessionFor: async (token: string | undefined): Promise<Session | null> => {
      const viewer = await liveViewer(token);
      if (!token || !viewer || viewer.locked) return null;
      const member = await memberById(viewer.memberId);
      return member ? sessionOf(member, token) : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
