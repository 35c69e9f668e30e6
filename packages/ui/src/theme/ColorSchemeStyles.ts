import { createGlobalStyle } from 'styled-components';
import { colorSchemeCss } from './colorScheme';

/**
 * `colorSchemeCss` as global styles, for an app whose page head does not carry it: render it once
 * beside a root with the `auto` theme. A head that carries it paints right before any script runs.
 */
export const ColorSchemeStyles = createGlobalStyle`
  ${colorSchemeCss()}
`;
