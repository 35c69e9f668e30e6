import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../icons/Icon';
import { initials } from './initials';

export type AvatarSize = 'sm' | 'md' | 'lg';

const sizes: Record<AvatarSize, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (t) => css`
    width: ${t.size.avatarSm};
    height: ${t.size.avatarSm};
    font-size: ${t.font.size.xs};
    line-height: ${t.font.lineHeight.xs};
  `,
  md: (t) => css`
    width: ${t.size.avatarMd};
    height: ${t.size.avatarMd};
    font-size: ${t.font.size.lg};
    line-height: ${t.font.lineHeight.lg};
  `,
  lg: (t) => css`
    width: ${t.size.avatarLg};
    height: ${t.size.avatarLg};
    font-size: ${t.font.size['3xl']};
    line-height: ${t.font.lineHeight['3xl']};
  `,
};

const iconSizes: Record<AvatarSize, number> = { sm: 18, md: 26, lg: 40 };

const Root = styled.span<{ $size: AvatarSize; $fallback: 'image' | 'initials' | 'icon' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  user-select: none;
  ${({ theme, $size }) => sizes[$size](theme)}
  background: ${({ theme, $fallback }) => ($fallback === 'initials' ? theme.color.bg.fillBrandSubtle : theme.color.bg.subtle)};
  color: ${({ theme, $fallback }) => ($fallback === 'initials' ? theme.color.text.brand : theme.color.text.secondary)};
  /* A hairline ring keeps the circle visible on any background, pictures included. */
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border.default};
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export interface AvatarProps {
  /** Picture URL. When it is missing or fails to load, the avatar shows initials instead. */
  src?: string;
  /**
   * Name of the person or company: the picture's alternative text and the source of the
   * initials (a Chinese name gives its first character). Without it a user icon shows.
   */
  name?: string;
  /** `sm` 32 px (lists), `md` 48 px (cells, headers), `lg` 72 px (profile). @default 'md' */
  size?: AvatarSize;
  /** Hides the avatar from assistive technology when the name is written right next to it. @default false */
  decorative?: boolean;
}

/** A round picture of a person or company, falling back to initials and then to a user icon. */
export function Avatar({ src, name, size = 'md', decorative = false }: AvatarProps) {
  const { t } = useTranslation();
  // Remembers which picture failed, so a new `src` is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string>();
  const text = name?.trim() ? initials(name) : '';
  const accessibleName = name?.trim() || t('display.avatar.anonymous');

  if (src && src !== failedSrc) {
    return (
      <Root $size={size} $fallback="image">
        <Image
          src={src}
          alt={decorative ? '' : accessibleName}
          onError={() => setFailedSrc(src)}
          draggable={false}
        />
      </Root>
    );
  }

  const labelProps = decorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': accessibleName };
  return (
    <Root $size={size} $fallback={text ? 'initials' : 'icon'} {...labelProps}>
      {text || <Icon name="user" size={iconSizes[size]} />}
    </Root>
  );
}
