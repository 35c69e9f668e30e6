import { createContext, createElement, useContext } from 'react';
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** Props every link component receives from the design system. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Destination; an app's router resolves it. */
  href: string;
  children?: ReactNode;
}

/** Plain anchor: the default when no app supplies a router link. */
export function PlainLink({ children, ...rest }: LinkComponentProps) {
  return <a {...rest}>{children}</a>;
}

const LinkContext = createContext<ComponentType<LinkComponentProps>>(PlainLink);

/**
 * Lets an app hand its router's link to the design system, so components can link without
 * knowing about a router. Storybook uses a router-free link.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkComponentProps>;
  children?: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component supplied by the app (or a plain anchor). Prefer rendering `<Link>`. */
export const useLinkComponent = () => useContext(LinkContext);

/**
 * USE THIS in components that link somewhere: renders the app's router link (or a plain anchor)
 * with the given props. `<Link href="/pages/index/index">Home</Link>`.
 */
export function Link(props: LinkComponentProps) {
  // createElement: the component comes from context, so it is chosen at run time on purpose.
  return createElement(useLinkComponent(), props);
}
