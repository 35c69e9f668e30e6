import { IconFrame } from './IconFrame';
import type { IconFrameProps } from './IconFrame';
import { iconPaths } from './paths';

/** Names of the bundled icons. */
export type IconName = keyof typeof iconPaths;

export interface IconProps extends Omit<IconFrameProps, 'children'> {
  /** Which icon to draw. */
  name: IconName;
}

/** A 24x24 line icon drawn with the current text colour. */
export function Icon({ name, ...rest }: IconProps) {
  return <IconFrame {...rest}>{iconPaths[name]}</IconFrame>;
}
