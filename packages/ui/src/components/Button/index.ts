export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { ButtonLink } from './ButtonLink';
export type { ButtonLinkProps } from './ButtonLink';
