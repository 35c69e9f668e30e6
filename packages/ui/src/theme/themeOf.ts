import { themes } from './theme';
import type { Theme, ThemeChoice } from './theme';
import { autoTheme } from './colorScheme';

/** The theme object of a choice by name: `light`, `dark`, or `auto` (ADR 043). */
export const themeOf = (choice: ThemeChoice): Theme =>
  choice === 'auto' ? autoTheme : themes[choice];
