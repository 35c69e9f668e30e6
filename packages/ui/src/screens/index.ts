// Public surface of the screens: every export is named here and re-exported by src/index.ts.
export { ComingSoonScreen } from './shell/ComingSoonScreen';
export type { ComingSoonScreenProps } from './shell/ComingSoonScreen';
export { NotFoundScreen } from './shell/NotFoundScreen';
export type { NotFoundScreenProps } from './shell/NotFoundScreen';
