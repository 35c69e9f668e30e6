import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const NavBarStatusContext = createContext<ReactNode>(null);

/**
 * Gives the nav bars below it a status to show in their start slot when they have no back button
 * (the app's tab pages): the app shell places the live connection's state there, in a space of its
 * own that no content scrolls into view under.
 */
export function NavBarStatusProvider({
  status,
  children,
}: {
  /** What the bars show; null for nothing. */
  status: ReactNode;
  children?: ReactNode;
}) {
  return <NavBarStatusContext.Provider value={status}>{children}</NavBarStatusContext.Provider>;
}

/** The status the shell gives the nav bar, or null. */
export const useNavBarStatus = (): ReactNode => useContext(NavBarStatusContext);
