import { createAccountWalletServices } from './account/accountWalletServices';
import { createAuthService } from './auth/authService';
import type { CodeSink } from './auth/authService';
import { AUTH_THROTTLE } from './auth/throttle';
import type { ThrottleKind, ThrottleRule } from './auth/throttle';
import type { SessionLifetime } from './auth/sessionLifetime';
import { createFaqService } from './content/faqService';
import { createFootprintService } from './content/footprintService';
import { createNewsService } from './content/newsService';
import { createNotificationService } from './content/notificationService';
import { createFoundation } from './foundation';
import type { FoundationOptions } from './foundation';
import { createIdempotencyStore } from './http/idempotency';
import type { LoggerOption } from './http/safeLogger';
import { createMarketService } from './market/marketService';
import { createUnchangedReads } from './db/unchangedReads';
import { createAuditTrail } from './operators/auditTrail';
import { createOperatorAccounts } from './operators/operatorAccounts';
import { createOperatorSessions } from './operators/operatorSessions';
import { DEMO_PAYNOW_PAYEE, createPayNowProvider } from './wallet/paymentProvider';
import type { PayNowPayee } from './wallet/paymentProvider';
import type { Redis } from 'ioredis';

/** The reference server sends no mail: codes go to its console (never tokens). */
const logCode: CodeSink = (email, purpose, code) =>
  console.log(`Verification code for ${email} (${purpose}): ${code}`);

export interface AppOptions extends FoundationOptions {
  /** Off by default; on or pino options (level, stream). Never prints query strings or tokens. */
  logger?: LoggerOption;
  /** Receives verification codes; logs them by default. */
  codeSink?: CodeSink;
  /** The operator's key for the admin surface; without one the admin surface refuses everything. */
  adminKey?: string;
  /** Attempt limits per kind; AUTH_THROTTLE's by default (tests raise them to load the server). */
  throttle?: Partial<Record<ThrottleKind, ThrottleRule>>;
  /** How long sessions last unused and at most; ADR 039's defaults when unset. */
  sessionLifetime?: SessionLifetime;
  /** The operator's PayNow details, which top-ups are paid to; the demo operator's when unset. */
  payNow?: PayNowPayee;
  /** Shared rate-limit counters of several instances (REDIS_URL); per process when unset. */
  redis?: Redis;
}

/**
 * The composition root: every service of the server, built once over one foundation. The HTTP
 * areas, the socket, the demo operator and the seed all use these same instances.
 */
export function createServices(options: AppOptions) {
  const foundation = createFoundation(options);
  const { data } = foundation;
  const idempotency = createIdempotencyStore(data);
  const throttle = { ...AUTH_THROTTLE, ...options.throttle };
  const payNow = options.payNow ?? DEMO_PAYNOW_PAYEE;
  const audit = createAuditTrail(data);
  const operatorSessions = createOperatorSessions(data);
  return {
    ...foundation,
    auth: createAuthService(
      data,
      options.codeSink ?? logCode,
      foundation.accounts,
      foundation.limits.registration,
      throttle.codePerEmail,
      {
        clock: foundation.clock,
        hashing: foundation.hashing,
        ...(options.sessionLifetime ? { lifetime: options.sessionLifetime } : {}),
      },
    ),
    idempotency,
    /** What every mounted endpoint shares (see `http/mountEndpoint.ts`). */
    mount: { clock: foundation.clock, idempotency, audit },
    /** The console's staff, their sessions, and the trail of what they do (ADR 051). */
    console: {
      audit,
      sessions: operatorSessions,
      operators: createOperatorAccounts(data, {
        sessions: operatorSessions,
        audit,
        hashing: foundation.hashing,
      }),
    },
    adminKey: options.adminKey,
    throttle,
    redis: options.redis,
    /** Whom top-ups are paid to (base config's `payNow`). */
    payNow,
    account: createAccountWalletServices(foundation, createPayNowProvider(payNow)),
    market: createMarketService(foundation),
    /** Reads every visitor gets alike, answered once per state of the database. */
    unchangedReads: createUnchangedReads(data),
    news: createNewsService(data),
    faq: createFaqService(data),
    footprint: createFootprintService(data),
    notifications: createNotificationService(data),
  };
}

export type Services = ReturnType<typeof createServices>;
