import { useEffect } from 'react';
import { useLocation, useNavigationType } from '../../lib/router/RouterContext';

/** A new page starts at the top; Back and Forward (POP) leave the browser to restore the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
