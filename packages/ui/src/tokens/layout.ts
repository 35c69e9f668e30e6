/**
 * Layout sizes in pixels that components compute with (section 9 of the product spec). They are
 * screen geometry, not business rules, so they live here rather than in the domain.
 */

/** Height of the bottom tab bar, its top border included; pages leave this much room under their content. */
export const TAB_BAR_HEIGHT_PX = 60;

/** A list asks for its next page when its end comes this close to the bottom of the visible area. */
export const REACH_BOTTOM_DISTANCE_PX = 80;

/**
 * Room a page with a tab bar leaves under its content, beyond the tab bar, while a floating status
 * (the live connection's pill) is shown above the tab bar: the pill (16 px line, 2 px padding
 * each side) and 8 px above and below it. The status sets it while it is on screen.
 */
export const FLOATING_STATUS_SPACE_PX = 36;

/** The custom property that carries `FLOATING_STATUS_SPACE_PX` while a floating status is shown. */
export const FLOATING_STATUS_SPACE_VAR = '--cm-floating-status-space';
