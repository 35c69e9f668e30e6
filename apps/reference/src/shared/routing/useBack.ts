import { useLocation, useNavigate } from '../../lib/router/RouterContext';
import { useCurrentRoute } from './currentRoute';
import { parentHref } from './parentHref';

/**
 * Whether Back stays in the app: the current page was reached from another of the app's pages
 * (not opened from a link, a bookmark or a reload of the first page).
 */
export function useCanGoBack(): boolean {
  return useLocation().index > 0;
}

/**
 * Back as a page's back arrow does it: to the previous page of the app, or, on a page opened
 * directly (from a link or a bookmark), to its parent (the project of a purchase, the credits of a
 * sale, the orders of an order; Home for a page without one), replacing the entry so that Back
 * never leaves the app.
 */
export function useBack(): () => void {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const current = useCurrentRoute();
  return () => {
    if (canGoBack) navigate(-1);
    else navigate(parentHref(current), { replace: true });
  };
}
