import type { SVGProps } from 'react';
import { iconPaths } from './paths';

/** Names of the bundled icons. */
export type IconName = keyof typeof iconPaths;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  /** Which icon to draw. */
  name: IconName;
  /** Edge length in px. @default 20 */
  size?: number;
  /**
   * Accessible name. Leave it out for decorative icons (they are hidden from assistive
   * technology); give it when the icon alone carries meaning.
   */
  title?: string;
}

/** A 24x24 line icon drawn with the current text colour. */
export function Icon({ name, size = 20, title, ...rest }: IconProps) {
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
      {iconPaths[name]}
    </svg>
  );
}
