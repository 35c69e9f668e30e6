import { z } from 'zod';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import type { ErrorCode } from '@carbonmarket/domain';

/** Who a notification goes to: every member, or one member by id. */
export const AUDIENCES = ['all', 'one'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** What the notification form holds while it is written. */
export interface NotificationValues {
  audience: Audience;
  /** The member's id as typed, digits only; not asked for everyone. */
  memberId: string;
  title: { en: string; cn: string };
  body: { en: string; cn: string };
}

const required = { error: 'REQUIRED' satisfies ErrorCode };

const build = () => {
  const request = adminEndpoints.publishNotification.request;
  return z
    .object({
      audience: z.enum(AUDIENCES, required),
      memberId: z.string(),
      title: request.shape.title,
      body: request.shape.body,
    })
    .refine(({ audience, memberId }) => audience === 'all' || memberId !== '', {
      ...required,
      path: ['memberId'],
    })
    .transform(({ audience, memberId, title, body }) => ({
      memberId: audience === 'all' ? ('all' as const) : Number(memberId),
      title,
      body,
    }))
    .pipe(request);
};
let built: ReturnType<typeof build> | undefined;

/**
 * The notification form's rule: the title and body in both languages as
 * `admin.publishNotification` checks them, and a member's id unless it goes to everyone; its
 * output is that endpoint's request, read through the endpoint's own schema. Built on first use,
 * as the endpoints' schemas are.
 */
export const notificationFormSchema = () => (built ??= build());

/** A typed member id: digits only, without leading zeros, at most 15 of them. */
export const memberIdText = (typed: string): string =>
  typed.replace(/\D/g, '').replace(/^0+/, '').slice(0, 15);
