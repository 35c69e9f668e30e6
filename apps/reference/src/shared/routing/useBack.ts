import { useNavigate } from '../../lib/router/RouterContext';
import { paths } from './paths';

/** Back: the previous page when there is one, else `fallback` (the start page by default). */
export function useBack(fallback: string = paths.start): () => void {
  const navigate = useNavigate();
  return () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
