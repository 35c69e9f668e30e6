import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { membershipPlanPrice } from '@carbonmarket/domain';
import { SOCKET_PATH, endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';
import { reachedOverTls } from '../realtime/socketAddress';

/** The socket URL for the origin the request came from (wss behind TLS or an https proxy). */
export function socketHostFor(request: FastifyRequest, behindTls = false): string {
  const secure = reachedOverTls(request.headers, behindTls) || request.protocol === 'https';
  return `${secure ? 'wss' : 'ws'}://${request.host}${SOCKET_PATH}`;
}

const LEVELS = ['P1', 'P2', 'P3', 'P4', 'P5'] as const;
const PERIODS = ['monthly', 'annual'] as const;

export interface ConfigRouteOptions {
  version: string;
  behindTls?: boolean;
  demo: boolean;
}

/** `GET /h5/api/login/baseconfig`; `demo` says whether the server runs in demo mode. */
export const configRoutes: FastifyPluginAsync<ConfigRouteOptions> = async (app, options) => {
  const { limits, clock, payNow } = app.services;
  const plans = LEVELS.flatMap((level) =>
    PERIODS.map((period) => ({
      level,
      period,
      price: membershipPlanPrice(level, period, limits.membership),
    })),
  );
  mountEndpoint(
    app,
    endpoints.config.base,
    (_input, { request }) => ({
      version: options.version,
      socket_host: socketHostFor(request, options.behindTls),
      limits,
      plans,
      payNow,
      features: { guestLogin: true, registration: true, footprint: true },
      demo: options.demo,
    }),
    { clock },
  );
};
