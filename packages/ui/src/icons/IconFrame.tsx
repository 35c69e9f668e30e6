import type { ReactNode, SVGProps } from 'react';

export interface IconFrameProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  /** Edge length in px. @default 20 */
  size?: number;
  /**
   * Accessible name. Leave it out for decorative icons (they are hidden from assistive
   * technology); give it when the icon alone carries meaning.
   */
  title?: string;
  /** The icon's path data, on a 24x24 grid. */
  children: ReactNode;
}

/** The 24x24 line-icon frame every icon draws in, stroked with the current text colour. */
export function IconFrame({ size = 20, title, children, ...rest }: IconFrameProps) {
  const labelled = title !== undefined;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={labelled ? 'img' : undefined}
      aria-hidden={labelled ? undefined : true}
      aria-label={title}
      {...rest}
    >
      {children}
    </svg>
  );
}
