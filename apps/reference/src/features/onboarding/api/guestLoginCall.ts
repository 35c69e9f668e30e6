import { endpoints } from '@carbonmarket/domain/contract';
import { api } from '../../../lib/api/api';

/** POST /login/guest. Its own module, so the start page loads the API client only on the tap. */
export const callGuestLogin = () => api.call(endpoints.auth.guestLogin, {});
