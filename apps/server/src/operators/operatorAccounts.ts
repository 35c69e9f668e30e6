import type { Selectable } from 'kysely';
import { MAX_PASSWORD_ATTEMPTS } from '@carbonmarket/domain';
import { pageLimits, pageOf } from '@carbonmarket/domain/contract';
import type { OperatorRole } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { Data } from '../db/data';
import { LOCK_SPACE } from '../db/lockSpaces';
import type { OperatorsTable } from '../db/operatorTables';
import { newToken, tokenHash } from '../auth/tokens';
import { verifyPassword } from '../auth/passwords';
import type { PasswordHashing } from '../auth/passwords';
import { qrModules } from '../certificate/certificateQr';
import { acceptedStep, authenticatorUri, newAuthenticatorSecret } from './authenticator';
import { isRecoveryCode, newRecoveryCodes, recoveryCodeHash } from './recoveryCodes';
import type { OperatorSessions } from './operatorSessions';
import type { AuditTrail } from './auditTrail';

/** How long an enrolment link stays valid. */
export const ENROLMENT_VALID_MS = 24 * 60 * 60_000;

export type OperatorRow = Selectable<OperatorsTable>;

/** An operator as the contract's `operatorWire` reads it. */
export const operatorView = (row: OperatorRow) => ({
  id: Number(row.id),
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.status,
  createdAt: new Date(row.created_at),
  lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
});

/** The QR code of `text`, one string of 0 and 1 per row. */
const qrRows = (text: string): string[] => {
  const modules = qrModules(text);
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) =>
      modules.dark(row, column) ? '1' : '0',
    ).join(''),
  );
};

const isUniqueViolation = (error: unknown): boolean => {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '23505' ||
    (typeof message === 'string' && message.includes('UNIQUE constraint failed'))
  );
};

export interface OperatorAccountsParts {
  sessions: OperatorSessions;
  audit: AuditTrail;
  hashing: PasswordHashing;
}

/**
 * The console's staff (ADR 051): invitations, enrolment with a password, an authenticator and
 * recovery codes, and sign-in with both factors. Wrong sign-ins of one operator are decided one at
 * a time across instances (`data.locks`), and five in a row lock the operator until an admin
 * unlocks them.
 */
export function createOperatorAccounts(
  data: Data,
  { sessions, audit, hashing }: OperatorAccountsParts,
) {
  const byId = (id: number) =>
    data.q().selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
  const byEmail = (email: string) =>
    data.q().selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();
  const existing = async (id: number) => {
    const row = await byId(id);
    if (!row) throw new ApiError('NOT_FOUND');
    return row;
  };
  /** The operator an enrolment token opens, if it is valid at `now`. */
  const invited = async (token: string, now: Date) => {
    const row = await data
      .q()
      .selectFrom('operators')
      .selectAll()
      .where('enrolment_token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    const expiresAt = row?.enrolment_expires_at;
    if (!row || row.status !== 'invited' || !expiresAt || Date.parse(expiresAt) <= now.getTime())
      throw new ApiError('ENROLMENT_LINK_INVALID');
    return { row, expiresAt: new Date(expiresAt) };
  };
  /** A fresh authenticator secret and enrolment link for `id`, which becomes invited. */
  const newEnrolment = async (id: number, now: Date) => {
    const enrolmentToken = newToken();
    const expiresAt = new Date(now.getTime() + ENROLMENT_VALID_MS);
    await data
      .q()
      .updateTable('operators')
      .set({
        status: 'invited',
        password_hash: null,
        totp_secret: newAuthenticatorSecret(),
        totp_last_step: null,
        failed_sign_ins: 0,
        enrolment_token_hash: tokenHash(enrolmentToken),
        enrolment_expires_at: expiresAt.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await data.q().deleteFrom('operator_recovery_codes').where('operator_id', '=', id).execute();
    await sessions.endAll(id, now);
    return { enrolmentToken, expiresAt };
  };
  const signedIn = async (row: OperatorRow, now: Date) => {
    const session = await sessions.open(Number(row.id), now);
    await audit.note({
      action: 'admin.signIn',
      actor: { kind: 'operator', operatorId: Number(row.id) },
      at: now,
      target: { type: 'operator', id: Number(row.id) },
    });
    return { ...session, operator: operatorView({ ...row, last_sign_in_at: now.toISOString() }) };
  };

  /**
   * Checks a second factor of an operator whose password was right: an authenticator code of a
   * step after the last one accepted, or an unused recovery code (used up here). Answers what to
   * store on success, or the refusal.
   */
  const secondFactor = async (row: OperatorRow, code: string, now: Date) => {
    if (isRecoveryCode(code)) {
      const used = await data
        .q()
        .updateTable('operator_recovery_codes')
        .set({ used_at: now.toISOString() })
        .where('operator_id', '=', row.id)
        .where('code_hash', '=', recoveryCodeHash(code))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return used.numUpdatedRows > 0n ? { step: row.totp_last_step } : 'OPERATOR_SIGN_IN_INCORRECT';
    }
    const step = acceptedStep(row.totp_secret, code, now);
    if (step === null) return 'OPERATOR_SIGN_IN_INCORRECT';
    if (row.totp_last_step !== null && step <= Number(row.totp_last_step))
      return 'OPERATOR_CODE_ALREADY_USED';
    return { step };
  };

  return {
    /** One operator, as the console shows them. */
    view: async (id: number) => operatorView(await existing(id)),

    /** The staff, newest first. */
    async list(paging: { page: number; pageSize: number }) {
      const [limit, offset] = pageLimits(paging);
      const [rows, count] = await Promise.all([
        data
          .q()
          .selectFrom('operators')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        data
          .q()
          .selectFrom('operators')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return pageOf(rows.map(operatorView), paging, Number(count.total));
    },

    /** Invites an operator: the link's token is answered once, and only its hash is kept. */
    async invite(input: { email: string; name: string; role: OperatorRole }, now: Date) {
      return data.transaction(async () => {
        let id: number;
        try {
          const inserted = await data
            .q()
            .insertInto('operators')
            .values({
              email: input.email,
              name: input.name,
              role: input.role,
              status: 'invited',
              totp_secret: newAuthenticatorSecret(),
              created_at: now.toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = Number(inserted.id);
        } catch (error) {
          if (isUniqueViolation(error)) throw new ApiError('EMAIL_EXISTS');
          throw error;
        }
        const enrolment = await newEnrolment(id, now);
        return { operator: operatorView(await existing(id)), ...enrolment };
      });
    },

    /** What an enrolment link shows: who is invited, and the authenticator secret to add. */
    async enrolment(token: string, now: Date) {
      const { row, expiresAt } = await invited(token, now);
      const uri = authenticatorUri(row.totp_secret, row.email);
      return {
        email: row.email,
        name: row.name,
        role: row.role,
        authenticatorUri: uri,
        secret: row.totp_secret,
        qrRows: qrRows(uri),
        expiresAt,
      };
    },

    /**
     * Completes an enrolment: the code proves the authenticator holds the secret; the password is
     * set, ten recovery codes made (answered this once), and the operator signed in.
     */
    async enrol(input: { token: string; password: string; code: string }, now: Date) {
      const { row } = await invited(input.token, now);
      const step = acceptedStep(row.totp_secret, input.code, now);
      if (step === null) throw new ApiError('CODE_INVALID');
      const passwordHash = await hashing.hash(input.password);
      const recoveryCodes = newRecoveryCodes();
      return data.transaction(async () => {
        const taken = await data
          .q()
          .updateTable('operators')
          .set({
            status: 'active',
            password_hash: passwordHash,
            totp_last_step: step,
            failed_sign_ins: 0,
            enrolment_token_hash: null,
            enrolment_expires_at: null,
            last_sign_in_at: now.toISOString(),
          })
          .where('id', '=', row.id)
          .where('enrolment_token_hash', '=', tokenHash(input.token))
          .where('status', '=', 'invited')
          .executeTakeFirst();
        // Another request used the link first.
        if (taken.numUpdatedRows === 0n) throw new ApiError('ENROLMENT_LINK_INVALID');
        await data
          .q()
          .insertInto('operator_recovery_codes')
          .values(
            recoveryCodes.map((code) => ({
              operator_id: row.id,
              code_hash: recoveryCodeHash(code),
              used_at: null,
            })),
          )
          .execute();
        const session = await signedIn(await existing(Number(row.id)), now);
        return { ...session, recoveryCodes };
      });
    },

    /**
     * Signs an operator in with e-mail, password and a second factor. Which of the three was
     * wrong is never said; an address with no operator costs the same password check.
     */
    async signIn(input: { email: string; password: string; code: string }, now: Date) {
      const found = await byEmail(input.email);
      if (!found || !found.password_hash) {
        await verifyPassword(input.password, hashing.unmatchable);
        throw new ApiError('OPERATOR_SIGN_IN_INCORRECT');
      }
      const id = Number(found.id);
      const outcome = await data.locks.run(LOCK_SPACE.operator, id, async () => {
        const row = await existing(id);
        const rightPassword = row.password_hash
          ? await verifyPassword(input.password, row.password_hash)
          : false;
        if (row.status === 'disabled' || row.status === 'invited')
          return 'OPERATOR_SIGN_IN_INCORRECT';
        if (row.status === 'locked')
          return rightPassword ? 'OPERATOR_LOCKED' : 'OPERATOR_SIGN_IN_INCORRECT';
        const factor = rightPassword
          ? await secondFactor(row, input.code, now)
          : 'OPERATOR_SIGN_IN_INCORRECT';
        return data.transaction(async () => {
          if (typeof factor === 'string') {
            const failed = row.failed_sign_ins + 1;
            const locks = failed >= MAX_PASSWORD_ATTEMPTS;
            await data
              .q()
              .updateTable('operators')
              .set({ failed_sign_ins: failed, status: locks ? 'locked' : 'active' })
              .where('id', '=', id)
              .execute();
            if (locks) await sessions.endAll(id, now);
            return locks ? 'OPERATOR_LOCKED' : factor;
          }
          await data
            .q()
            .updateTable('operators')
            .set({
              failed_sign_ins: 0,
              totp_last_step: factor.step,
              last_sign_in_at: now.toISOString(),
            })
            .where('id', '=', id)
            .execute();
          return signedIn(row, now);
        });
      });
      if (typeof outcome === 'string') throw new ApiError(outcome);
      return outcome;
    },

    /** Ends the calling operator's session. */
    signOut: (hash: string, now: Date) => sessions.end(hash, now),

    /** Starts an operator's enrolment again: a new secret and link, sessions ended, unlocked. */
    async reenrol(id: number, now: Date) {
      return data.transaction(async () => {
        const row = await existing(id);
        if (row.status === 'disabled') throw new ApiError('STATUS_CHANGE_NOT_ALLOWED');
        const enrolment = await newEnrolment(id, now);
        return { operator: operatorView(await existing(id)), ...enrolment };
      });
    },

    /** Disables an operator for good; an admin cannot disable themself. */
    async disable(id: number, byOperator: number | null, now: Date) {
      return data.transaction(async () => {
        const row = await existing(id);
        if (row.status === 'disabled' || id === byOperator)
          throw new ApiError('STATUS_CHANGE_NOT_ALLOWED');
        await data
          .q()
          .updateTable('operators')
          .set({ status: 'disabled', enrolment_token_hash: null, enrolment_expires_at: null })
          .where('id', '=', id)
          .execute();
        await sessions.endAll(id, now);
        return operatorView(await existing(id));
      });
    },

    /** Unlocks an operator locked by wrong sign-ins. */
    async unlock(id: number) {
      return data.transaction(async () => {
        const row = await existing(id);
        if (row.status !== 'locked') throw new ApiError('STATUS_CHANGE_NOT_ALLOWED');
        await data
          .q()
          .updateTable('operators')
          .set({ status: 'active', failed_sign_ins: 0 })
          .where('id', '=', id)
          .execute();
        return operatorView(await existing(id));
      });
    },
  };
}

export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;
