import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, List, Panel, Root, Tab } from './Tabs.styles';
import { useHydrated } from '../hydration/useHydrated';

/** Numbers above this show as "99+". */
const BADGE_MAX = 99;

/** One tab of a `Tabs` list. */
export interface TabItem<V extends string = string> {
  /** Identifies the tab; `onChange` receives it. */
  value: V;
  /** Visible name of the tab. */
  label: string;
  /** A count or short text after the label, such as the number of open orders. Numbers above 99 read "99+". */
  badge?: number | string;
  /** Greys the tab out and skips it in keyboard navigation. @default false */
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  /** The tabs, in order. */
  items: readonly TabItem<V>[];
  /** The selected tab (controlled). Pair with `onChange`. */
  value?: V;
  /** The tab selected first when uncontrolled. @default the first enabled tab */
  defaultValue?: V;
  /** Called with the tab a person selects by tap, arrow keys, Home or End. */
  onChange?: (value: V) => void;
  /** Accessible name of the tab list, e.g. "Order status". */
  label: string;
  /**
   * Draws the content of the selected tab inside a `tabpanel`. Leave it out for a route-driven
   * tab list, where the screen below the list changes in response to `onChange`.
   */
  renderPanel?: (value: V) => ReactNode;
}

const badgeText = (badge: number | string, overflow: string): string =>
  typeof badge === 'number' && badge > BADGE_MAX ? overflow : String(badge);

/**
 * A row of tabs following the ARIA tabs pattern: one tab stop, arrow keys move between tabs and
 * select them, Home and End jump to the ends. Tabs share the width when they fit and the row
 * scrolls sideways when they do not.
 */
export function Tabs<V extends string = string>({
  items,
  value,
  defaultValue,
  onChange,
  label,
  renderPanel,
}: TabsProps<V>) {
  const { t } = useTranslation();
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<V, HTMLButtonElement>());
  // Drawn by the server and not hydrated yet: a tap would do nothing, so the tabs wait (as
  // buttons do, `hydration/awaitingApp.ts`), drawn as usual.
  const awaiting = !useHydrated();
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const [uncontrolled, setUncontrolled] = useState<V | undefined>(defaultValue ?? firstEnabled);
  const selected = value !== undefined ? value : uncontrolled;
  const selectedIndex = items.findIndex((item) => item.value === selected);
  // With no match, the first enabled tab keeps the single tab stop.
  const focusable = selectedIndex >= 0 ? selected : firstEnabled;

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  // Keeps the selected tab in view when the row scrolls, without scrolling the page: centred as
  // far as the row allows, so it lands in the same place whatever was shown before; again when
  // the tabs change size (the web font arriving after the first layout widens the labels).
  useEffect(() => {
    const list = listRef.current;
    const tab = selected === undefined ? undefined : tabRefs.current.get(selected);
    if (!list || !tab) return undefined;
    const align = () => {
      const centre = tab.offsetLeft + tab.offsetWidth / 2;
      const most = list.scrollWidth - list.clientWidth;
      list.scrollLeft = Math.min(most, Math.max(0, centre - list.clientWidth / 2));
    };
    align();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // Any tab growing moves the selected one (the tabs before it push it along).
    const resized = new ResizeObserver(align);
    for (const each of tabRefs.current.values()) resized.observe(each);
    resized.observe(list);
    return () => resized.disconnect();
  }, [selected]);

  const select = (next: V) => {
    if (next === selected) return;
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    if (enabled.length === 0) return;
    const current = enabled.findIndex((item) => item.value === focusable);
    let target: TabItem<V> | undefined;
    switch (event.key) {
      case 'ArrowRight':
        target = enabled[(current + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        target = enabled[(current - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    if (!target) return;
    event.preventDefault();
    tabRefs.current.get(target.value)?.focus();
    select(target.value);
  };

  return (
    <Root>
      <List
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <Tab
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={isSelected && renderPanel ? panelId : undefined}
              tabIndex={item.value === focusable ? 0 : -1}
              disabled={item.disabled || awaiting || undefined}
              data-awaiting-app={awaiting || undefined}
              $selected={isSelected}
              onClick={() => select(item.value)}
            >
              {item.label}
              {item.badge !== undefined ? (
                <Badge $selected={isSelected}>
                  {badgeText(item.badge, t('display.tabs.badgeOverflow', { max: BADGE_MAX }))}
                </Badge>
              ) : null}
            </Tab>
          );
        })}
      </List>
      {renderPanel && selected !== undefined && selectedIndex >= 0 ? (
        <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0}>
          {renderPanel(selected)}
        </Panel>
      ) : null}
    </Root>
  );
}
