export { Heading } from './Heading';
export type { HeadingLevel, HeadingProps } from './Heading';
export { Text } from './Text';
export type { TextProps } from './Text';
export type { TextAlign, TextSize, TextTone, TextWeight, TypographyProps } from './typography';
