import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_KEY_HEADER } from '@carbonmarket/domain/contract';
import type { Endpoint, OperatorRole } from '@carbonmarket/domain/contract';
import type { SignedInOperator } from '../operators/operatorSessions';
import { errorReply, sessionEndedReply } from './envelope';

/** The signed-in visitor behind a request's token. */
export interface RequestViewer {
  memberId: number;
  visitorType: 'personal' | 'corporate' | 'guest';
  tokenHash: string;
  /** The account is locked: its session is refused everywhere but where `allowLocked` is set. */
  locked?: boolean;
}

/** Who calls an admin endpoint: a signed-in operator, or automation holding the admin key. */
export type RequestOperator = ({ kind: 'operator' } & SignedInOperator) | { kind: 'key' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in visitor, set by the authentication hook before the route runs. */
    viewer: RequestViewer | null;
    /** The caller of an admin endpoint, set by the authentication hook; null elsewhere. */
    operator: RequestOperator | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route: set by mountEndpoint and mountUpload from the contract. */
    access?: Endpoint['access'];
    /** The operator role an admin endpoint needs: set by mountEndpoint from the contract. */
    role?: OperatorRole;
    /** Lets a locked account's session through (logout only). */
    allowLocked?: boolean;
  }
}

export interface AuthenticationOptions {
  clock: () => Date;
  /** How a token becomes a viewer; without it nobody is signed in. */
  authenticate?: (token: string | undefined) => Promise<RequestViewer | null>;
  /** The admin key (ADMIN_KEY) automation uses; without one, only operators' sessions open admin endpoints. */
  adminKey?: string | undefined;
  /** How a bearer token becomes an operator of the console; without it only the key opens them. */
  operatorFor?: (token: string, now: Date) => Promise<SignedInOperator | 'ended' | null>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares the admin header with the key in constant time. */
function isOperator(request: FastifyRequest, adminKey: string | undefined): boolean {
  const sent = request.headers[ADMIN_KEY_HEADER];
  if (!adminKey || typeof sent !== 'string') return false;
  return timingSafeEqual(digest(sent), digest(adminKey));
}

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : header;
};

const refuse = (reply: FastifyReply, envelope: unknown) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(envelope));

/**
 * Decides who calls each endpoint of the contract before its body is read (an `onRequest` hook):
 * the admin key or an operator's session (with the role the endpoint needs) for admin endpoints,
 * a session for visitor and member endpoints, a member
 * (not a guest) for member endpoints. A locked account's session does nothing but log out
 * (`allowLocked`); elsewhere it answers ACCOUNT_LOCKED, and on public endpoints it is no viewer.
 * Routes that are not endpoints of the contract (the app, uploads, the socket) pass untouched.
 */
export const authentication = fp<AuthenticationOptions>(
  async (app, { clock, authenticate, adminKey, operatorFor }) => {
    app.decorateRequest('viewer', null);
    app.decorateRequest('operator', null);

    // Wrong keys are limited per address when the server limits rates (`rateLimits.ts`).
    const guesses = () => (app.hasDecorator('adminKeyGuesses') ? app.adminKeyGuesses : null);

    /** The admin key's verdict: the caller, or the refusal sent. */
    const byKey = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isOperator(request, adminKey)) {
        const counted = guesses();
        const spent = counted ? await counted.wrong(request) : false;
        return refuse(
          reply,
          errorReply(spent ? 'TOO_MANY_REQUESTS' : 'ADMIN_ACCESS_DENIED', clock()),
        );
      }
      request.operator = { kind: 'key' };
      return undefined;
    };

    /** An operator's session's verdict: the caller, or the refusal sent. */
    const bySession = async (request: FastifyRequest, reply: FastifyReply, role?: OperatorRole) => {
      const token = bearer(request);
      const found = token && operatorFor ? await operatorFor(token, clock()) : null;
      if (found === 'ended') return refuse(reply, errorReply('OPERATOR_SESSION_ENDED', clock()));
      // No operator's session: a member's token, or none.
      if (!found) return refuse(reply, errorReply('ADMIN_ACCESS_DENIED', clock()));
      if (role === 'admin' && found.role !== 'admin')
        return refuse(reply, errorReply('OPERATOR_ROLE_REQUIRED', clock()));
      request.operator = { kind: 'operator', ...found };
      return undefined;
    };

    app.addHook('onRequest', async (request, reply) => {
      const { access, allowLocked = false, role } = request.routeOptions.config;
      if (!access) return;
      if (access === 'admin') {
        // An address held for guessing keys gets nothing of the operator's, whatever it sends.
        if (guesses()?.held(request))
          return refuse(reply, errorReply('TOO_MANY_REQUESTS', clock()));
        // A call carrying the key is judged by the key alone (a wrong one is counted as a guess);
        // any other by the operator's session it carries.
        return request.headers[ADMIN_KEY_HEADER] !== undefined
          ? byKey(request, reply)
          : bySession(request, reply, role);
      }
      const session = authenticate ? await authenticate(bearer(request)) : null;
      const restricted = access === 'visitor' || access === 'member';
      if (session?.locked && !allowLocked && restricted)
        return refuse(reply, errorReply('ACCOUNT_LOCKED', clock()));
      const viewer = session?.locked && !allowLocked ? null : session;
      if (restricted && !viewer) return refuse(reply, sessionEndedReply(clock()));
      if (access === 'member' && viewer?.visitorType === 'guest')
        return refuse(reply, errorReply('GUEST_RESTRICTED', clock()));
      request.viewer = viewer;
    });
  },
  { name: 'authentication', fastify: '5.x' },
);
