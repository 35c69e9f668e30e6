/**
 * Layout sizes in pixels that components compute with (section 9 of the product spec). They are
 * screen geometry, not business rules, so they live here rather than in the domain.
 */

/** Height of the bottom tab bar, its top border included; pages leave this much room under their content. */
export const TAB_BAR_HEIGHT_PX = 60;

/** A list asks for its next page when its end comes this close to the bottom of the visible area. */
export const REACH_BOTTOM_DISTANCE_PX = 80;
