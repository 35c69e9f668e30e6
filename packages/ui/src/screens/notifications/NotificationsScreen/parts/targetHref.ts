import type { NotificationTarget } from '@carbonmarket/domain';
import type { ScreenLinks } from '../../../../links/screenLinks';

/** The places a notification may open: an order, the withdrawals, the fund records, a news post. */
export type NotificationTargetLinks = Pick<
  ScreenLinks,
  'order' | 'withdraw' | 'wallet' | 'newsItem'
>;

/**
 * Where a notification's target opens, or undefined when it has none or the app has no page
 * there yet (a withdrawal opens the withdrawals, which list it; a fund change the fund records).
 */
export function targetHref(
  target: NotificationTarget | null,
  links: NotificationTargetLinks,
): string | undefined {
  if (target === null) return undefined;
  switch (target.kind) {
    case 'order':
      return links.order(target.id, target.status);
    case 'withdrawal':
      return links.withdraw;
    case 'fundRecords':
      return links.wallet;
    case 'news':
      return links.newsItem(target.id);
    default:
      return target satisfies never;
  }
}
