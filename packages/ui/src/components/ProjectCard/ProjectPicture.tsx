import styled from 'styled-components';
import { Icon } from '../../icons/Icon';

/** A wide 21:9 frame: the same height with or without a picture, loaded or not. */
const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 21 / 9;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.fillBrandSubtle};
  color: ${({ theme }) => theme.color.text.brand};

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Without a picture: the product's leaf in the middle of the frame. */
const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
`;

export interface ProjectPictureProps {
  /** The image's address; null draws the leaf. */
  src: string | null;
  /**
   * The picture is in the first screenful (the top of a project's page, the first card of a
   * list): it loads at once and first, since it is likely the largest thing the page paints.
   * Other pictures load as they come near the screen. @default false
   */
  priority?: boolean;
}

/**
 * A project's picture, decorative (the card's text says what the project is): the image from the
 * project's own server when it has one, the leaf otherwise.
 */
export function ProjectPicture({ src, priority = false }: ProjectPictureProps) {
  return (
    <Frame aria-hidden="true">
      {src !== null ? (
        <img
          src={src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={21}
          height={9}
        />
      ) : (
        <Placeholder>
          <Icon name="leaf" size={32} />
        </Placeholder>
      )}
    </Frame>
  );
}
