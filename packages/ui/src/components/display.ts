// Public surface of the display components: every export is named here and re-exported by src/index.ts.
export { Heading, Text } from './Typography';
export type {
  HeadingLevel,
  HeadingProps,
  TextAlign,
  TextProps,
  TextSize,
  TextTone,
  TextWeight,
  TypographyProps,
} from './Typography';
export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { Avatar, initials } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
export { FactRows } from './FactRows';
export type { Fact } from './FactRows';
export { StatusTag } from './StatusTag';
export type { StatusKind, StatusTagProps } from './StatusTag';
export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps, ProgressBarSize, ProgressBarTone } from './ProgressBar';
export { Amount, TonsAmount } from './Amount';
export type { AmountProps, AmountSize, AmountTone, TonsAmountProps } from './Amount';
export { Countdown } from './Countdown';
export type { CountdownProps, CountdownVariant } from './Countdown';
export { Card } from './Card';
export type { CardPadding, CardProps } from './Card';
export { Cell, CellGroup } from './Cell';
export type { CellGroupProps, CellProps } from './Cell';
export { Divider } from './Divider';
export type { DividerInset, DividerProps, DividerSpacing } from './Divider';
export {
  ProjectCard,
  ProjectCardSkeleton,
  ProjectListCard,
  ProjectListCardSkeleton,
  ProjectPicture,
} from './ProjectCard';
export type {
  ProjectCardProps,
  ProjectCardSkeletonProps,
  ProjectListCardProps,
  ProjectListItem,
} from './ProjectCard';
export { NewsTeaser } from './NewsTeaser';
export type { NewsTeaserProps } from './NewsTeaser';
export { BalancesSummary } from './BalancesSummary';
export type { BalancesSummaryProps } from './BalancesSummary';
export { Receipt } from './Receipt';
export type { ReceiptLink, ReceiptProps } from './Receipt';
export { AccountInvite } from './AccountInvite';
export type { AccountInviteProps } from './AccountInvite';
