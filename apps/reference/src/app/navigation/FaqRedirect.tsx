import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session/sessionContext';
import { guardFaq } from './faqGuard';

/** Runs the FAQ rule after every route change, and when the signed-in visitor changes. */
export function FaqRedirect() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { memId, isAnswer } = useSession();
  useEffect(() => {
    guardFaq({ memId, isAnswer }, pathname, (to, options) => void navigate(to, options));
  }, [pathname, memId, isAnswer, navigate]);
  return null;
}
