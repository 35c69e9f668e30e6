import styled from 'styled-components';
import { Avatar } from '../../../../components/Avatar/Avatar';
import { AvatarFrame } from '../../../../components/Avatar/AvatarFrame';

/* Twice the profile's avatar: large enough to judge a crop by. */
const Picture = styled.img`
  display: block;
  width: calc(${({ theme }) => theme.size.avatarLg} * 2);
  height: calc(${({ theme }) => theme.size.avatarLg} * 2);
  object-fit: cover;
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export interface PortraitProps {
  /** The picture; without one, the member's initials show at the avatar's size. */
  src: string | null;
  /** What the picture shows, for assistive technology. */
  alt: string;
  /** The member's name, for the initials. */
  name: string;
}

/** The member's picture, round and large, at the top of the avatar page. */
export function Portrait({ src, alt, name }: PortraitProps) {
  return (
    <AvatarFrame>
      {src === null ? (
        <Avatar name={name} size="lg" decorative />
      ) : (
        <Picture src={src} alt={alt} draggable={false} />
      )}
    </AvatarFrame>
  );
}
