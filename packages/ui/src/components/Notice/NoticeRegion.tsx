import type { ReactNode } from 'react';
import styled from 'styled-components';

/** No box of its own: empty, it leaves no gap among its parent's children. */
const Region = styled.div`
  display: contents;
`;

/**
 * A polite live region for a notice that appears after something the member did (an account
 * saved, a password set). Keep it mounted from before the notice shows, so that the notice is
 * announced; it lays out nothing while empty.
 */
export function NoticeRegion({ children }: { children?: ReactNode }) {
  return <Region role="status">{children}</Region>;
}
