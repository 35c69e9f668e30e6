import { guestLogin } from '@carbonmarket/domain';
import { api } from '../../../lib/api/api';

/** POST /login/guest. Its own module, so the start page loads the API client only on the tap. */
export const callGuestLogin = () => api.call(guestLogin, {});
