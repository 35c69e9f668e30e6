import type { Endpoint } from './endpoint';
import { getBaseConfig } from './endpoints/config';
import { forgotPassword, guestLogin, login, logout, register, sendCode } from './endpoints/auth';

/** Every endpoint of the contract, for servers that mount them and for docs/API.md. */
export const ENDPOINTS: readonly Endpoint[] = [
  getBaseConfig,
  sendCode,
  register,
  login,
  guestLogin,
  logout,
  forgotPassword,
];
