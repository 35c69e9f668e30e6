/** Who is using the app: a registered person, a registered company, or a one-tap guest. */
export const VISITOR_TYPES = ['personal', 'corporate', 'guest'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];
