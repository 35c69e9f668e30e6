import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: what a request that follows typing should
 * ask for, so that each keystroke does not send one.
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
