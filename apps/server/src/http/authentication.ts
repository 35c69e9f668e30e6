import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_KEY_HEADER } from '@carbonmarket/domain/contract';
import type { Endpoint } from '@carbonmarket/domain/contract';
import { errorReply, sessionEndedReply } from './envelope';

/** The signed-in visitor behind a request's token. */
export interface RequestViewer {
  memberId: number;
  visitorType: 'personal' | 'corporate' | 'guest';
  tokenHash: string;
  /** The account is locked: its session is refused everywhere but where `allowLocked` is set. */
  locked?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in visitor, set by the authentication hook before the route runs. */
    viewer: RequestViewer | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route: set by mountEndpoint and mountUpload from the contract. */
    access?: Endpoint['access'];
    /** Lets a locked account's session through (logout only). */
    allowLocked?: boolean;
  }
}

export interface AuthenticationOptions {
  clock: () => Date;
  /** How a token becomes a viewer; without it nobody is signed in. */
  authenticate?: (token: string | undefined) => Promise<RequestViewer | null>;
  /** The operator's key (ADMIN_KEY); without one every admin endpoint refuses. */
  adminKey?: string | undefined;
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
 * the operator's key for admin endpoints, a session for visitor and member endpoints, a member
 * (not a guest) for member endpoints. A locked account's session does nothing but log out
 * (`allowLocked`); elsewhere it answers ACCOUNT_LOCKED, and on public endpoints it is no viewer.
 * Routes that are not endpoints of the contract (the app, uploads, the socket) pass untouched.
 */
export const authentication = fp<AuthenticationOptions>(
  async (app, { clock, authenticate, adminKey }) => {
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request, reply) => {
      const { access, allowLocked = false } = request.routeOptions.config;
      if (!access) return;
      if (access === 'admin') {
        // Wrong keys are limited per address when the server limits rates (`rateLimits.ts`).
        const guesses = app.hasDecorator('adminKeyGuesses') ? app.adminKeyGuesses : null;
        if (guesses?.held(request)) return refuse(reply, errorReply('TOO_MANY_REQUESTS', clock()));
        if (!isOperator(request, adminKey)) {
          // A call with no key guesses nothing; one with a wrong key is counted.
          const guessed = request.headers[ADMIN_KEY_HEADER] !== undefined;
          const spent = guesses && guessed ? await guesses.wrong(request) : false;
          return refuse(
            reply,
            errorReply(spent ? 'TOO_MANY_REQUESTS' : 'ADMIN_ACCESS_DENIED', clock()),
          );
        }
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
