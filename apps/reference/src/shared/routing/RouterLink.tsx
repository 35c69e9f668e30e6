import { Link as RouterDomLink } from 'react-router';
import type { LinkComponentProps } from '@carbonmarket/ui';

/** Hands React Router's link to the design system: in-app hrefs navigate without a reload. */
export function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  if (/^[a-z]+:/i.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterDomLink to={href} {...rest}>
      {children}
    </RouterDomLink>
  );
}
