import type { MouseEvent } from 'react';
import type { LinkComponentProps } from '@carbonmarket/ui';
import { useNavigate } from '../../lib/router/RouterContext';

/** A plain left click that the page may take over (no new tab or window asked for). */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/**
 * The design system's link in the app: an in-app href moves within the app without a reload (a
 * click with a modifier still opens a new tab); an address with a scheme (`mailto:`, `https:`) is
 * a plain anchor.
 */
export function RouterLink({ href, children, onClick, ...rest }: LinkComponentProps) {
  const navigate = useNavigate();
  if (/^[a-z]+:/i.test(href)) {
    return (
      <a href={href} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
