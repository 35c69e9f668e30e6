import { useEffect } from 'react';
import { useNavigate } from './RouterContext';

/** Moves to `to` once rendered (a redirect); `replace` keeps the page it replaces out of Back. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}
