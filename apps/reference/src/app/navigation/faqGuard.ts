import { faqRedirect } from '@carbonmarket/domain';
import type { SessionSnapshot } from '../../lib/session/sessionStore';

/**
 * After every route change (spec section 4): a member with a mem_id who has not answered the FAQ
 * is sent to the FAQ page, unless already on the FAQ, login or register page. The redirect
 * replaces the history entry, so Back does not bounce into it again.
 */
export function guardFaq(
  session: Pick<SessionSnapshot, 'memId' | 'isAnswer'>,
  pathname: string,
  navigate: (to: string, options: { replace: true }) => void,
): void {
  const target = faqRedirect({ memId: session.memId, isAnswer: session.isAnswer }, pathname);
  if (target !== null && target !== pathname) navigate(target, { replace: true });
}
