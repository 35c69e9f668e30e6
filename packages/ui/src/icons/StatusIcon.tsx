import { IconFrame } from './IconFrame';
import type { IconFrameProps } from './IconFrame';
import { statusIconPaths } from './statusPaths';
import type { StatusIconName } from './statusPaths';

export interface StatusIconProps extends Omit<IconFrameProps, 'children'> {
  /** How it went. */
  name: StatusIconName;
}

/**
 * One of the status icons (info, success, error, warning), the same as `Icon` draws under these
 * names, for parts of the app's first load (toasts, the demo notice): it brings only their paths
 * with it, not every icon's.
 */
export function StatusIcon({ name, ...rest }: StatusIconProps) {
  return <IconFrame {...rest}>{statusIconPaths[name]}</IconFrame>;
}
