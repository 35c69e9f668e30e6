import { useRef } from 'react';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../icons/Icon';
import { Spinner } from '../Spinner/Spinner';
import { Button } from '../Button/Button';
import {
  FooterLine,
  Indicator,
  IndicatorContent,
  Item,
  Items,
  Placeholder,
  PullIcon,
  RefreshButton,
  RetryButton,
  Root,
  Sentinel,
} from './List.styles';
import type { ListGap } from './List.styles';
import { useReachBottom } from './useReachBottom';
import { PULL_THRESHOLD_PX, usePullToRefresh } from './usePullToRefresh';
import type { ListScroll } from './scrollContainer';

export type { ListGap, ListScroll };
export { PULL_THRESHOLD_PX };

/** Where the list's data stands: `loading` a page (the first or the next), or the last load failed. */
export type ListStatus = 'idle' | 'loading' | 'error';

/** Height (px) of the indicator while refreshing; a pull shows half its distance, up to this. */
const INDICATOR_HEIGHT_PX = 48;

export interface ListProps<T> {
  /** The items loaded so far. */
  items: readonly T[];
  /** Draws one item (the list wraps it in an `<li>`). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable, unique key per item, such as its id. */
  getKey: (item: T, index: number) => Key;
  /** Loading state of the data: a page is `loading`, or the last load ended in `error`. @default 'idle' */
  status?: ListStatus;
  /** Whether more pages exist; when false and there are items, the list says there are no more. @default false */
  hasMore?: boolean;
  /**
   * Asks for the next page. Called once per set of items when the end of the list comes within
   * 80 px (`REACH_BOTTOM_DISTANCE_PX`) of the bottom of the visible area, while `status` is `idle`
   * and `hasMore` is true (also when the first page is too short to scroll).
   */
  onReachBottom?: () => void;
  /**
   * The label of a "load more" button at the end of the list while more pages exist and nothing
   * is loading: the way to the next page for a keyboard or a screen reader, and wherever scrolling
   * does not reach the end. Without it, the next page comes only by reaching the bottom.
   */
  loadMoreLabel?: string;
  /** Retries the failed load; called by the "Tap to retry" line shown when `status` is `error`. */
  onRetry?: () => void;
  /**
   * Shown when there are no items, nothing is loading and the last load did not fail (a failed
   * first load shows a retry line instead). @default a translated "Nothing here yet"
   */
  empty?: ReactNode;
  /** Shown while the first page loads (no items yet). @default a spinner */
  loading?: ReactNode;
  /**
   * `page`: the list is part of the page and the window (or the nearest scrolling ancestor)
   * scrolls. `self`: the list scrolls inside its own box, which fills its parent's height (give
   * the parent a height).
   * @default 'page'
   */
  scroll?: ListScroll;
  /**
   * Enables pull-to-refresh (drag down 60 px from the top, then release) and a "Refresh" button
   * for keyboard and assistive technology that shows when focused. When it returns a promise, the
   * list shows "Refreshing" until it settles.
   */
  onRefresh?: () => Promise<void> | void;
  /** Shows the refreshing indicator (for refreshes the owner tracks itself). @default false */
  refreshing?: boolean;
  /** Accessible name of the list (and of its scroll area when `scroll` is `self`), e.g. "Projects". */
  label?: string;
  /** Space between items: `none` for rows with dividers, `sm`/`md` for cards. @default 'none' */
  gap?: ListGap;
  /** Class of the outer element, for the owner's layout. */
  className?: string;
}

/**
 * A list of paged data: loads the next page near the bottom, says when it is loading, finished
 * or failed (with retry), shows empty and first-load states, and refreshes by pull or button.
 */
export function List<T>({
  items,
  renderItem,
  getKey,
  status = 'idle',
  hasMore = false,
  onReachBottom,
  loadMoreLabel,
  onRetry,
  empty,
  loading,
  scroll = 'page',
  onRefresh,
  refreshing = false,
  label,
  gap = 'none',
  className,
}: ListProps<T>) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh({ rootRef, scroll, onRefresh, refreshing });

  const last = items[items.length - 1];
  useReachBottom({
    rootRef,
    sentinelRef,
    scroll,
    canLoad: status === 'idle' && hasMore && items.length > 0,
    signature: `${items.length}:${last === undefined ? '' : String(getKey(last, items.length - 1))}`,
    resetKey: status === 'error',
    onReachBottom,
  });

  const armed = pull.distance >= PULL_THRESHOLD_PX;
  const indicatorHeight = pull.busy
    ? INDICATOR_HEIGHT_PX
    : Math.min(pull.distance / 2, INDICATOR_HEIGHT_PX + 16);
  const indicatorText = pull.busy
    ? t('layout.list.refreshing')
    : pull.distance > 0
      ? t(armed ? 'layout.list.release' : 'layout.list.pull')
      : null;

  const retry = (message: string) => (
    <RetryButton type="button" onClick={onRetry}>
      <Icon name="refresh" size={16} />
      {message}
    </RetryButton>
  );

  let body: ReactNode;
  if (items.length === 0) {
    body =
      status === 'loading' ? (
        (loading ?? (
          <Placeholder>
            <Spinner size={24} />
          </Placeholder>
        ))
      ) : status === 'error' ? (
        <Placeholder aria-live="polite">{retry(t('layout.list.errorInitial'))}</Placeholder>
      ) : (
        (empty ?? (
          <Placeholder>
            <Icon name="inbox" size={32} />
            {t('layout.list.empty')}
          </Placeholder>
        ))
      );
  } else {
    body = (
      <>
        <Items $gap={gap} aria-label={label}>
          {items.map((item, index) => (
            <Item key={getKey(item, index)}>{renderItem(item, index)}</Item>
          ))}
        </Items>
        <Sentinel ref={sentinelRef} aria-hidden />
        <FooterLine aria-live="polite">
          {status === 'loading' ? (
            <>
              <Spinner label={null} />
              {t('layout.list.loadingMore')}
            </>
          ) : status === 'error' ? (
            retry(t('layout.list.errorMore'))
          ) : !hasMore ? (
            t('layout.list.noMore')
          ) : loadMoreLabel !== undefined && onReachBottom !== undefined ? (
            <Button variant="secondary" size="sm" onClick={onReachBottom}>
              {loadMoreLabel}
            </Button>
          ) : null}
        </FooterLine>
      </>
    );
  }

  const self = scroll === 'self';
  return (
    <Root
      ref={rootRef}
      $scroll={scroll}
      className={className}
      // A scroll area must be reachable by keyboard even when its items have nothing to focus.
      tabIndex={self ? 0 : undefined}
      role={self && label ? 'region' : undefined}
      aria-label={self ? label : undefined}
      aria-busy={status === 'loading' || pull.busy || undefined}
      style={pull.touchAction ? { touchAction: pull.touchAction } : undefined}
      {...pull.handlers}
    >
      {onRefresh ? (
        <>
          <RefreshButton
            variant="secondary"
            size="sm"
            icon="refresh"
            aria-disabled={pull.busy || undefined}
            onClick={pull.refresh}
          >
            {t('layout.list.refresh')}
          </RefreshButton>
          <Indicator role="status" style={{ height: indicatorHeight }}>
            {indicatorText ? (
              <IndicatorContent>
                {pull.busy ? (
                  <Spinner label={null} />
                ) : (
                  <PullIcon $armed={armed}>
                    <Icon name="chevronDown" size={16} />
                  </PullIcon>
                )}
                {indicatorText}
              </IndicatorContent>
            ) : null}
          </Indicator>
        </>
      ) : null}
      {body}
    </Root>
  );
}
