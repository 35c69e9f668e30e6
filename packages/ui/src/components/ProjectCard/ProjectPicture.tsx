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

/**
 * A project's picture, decorative (the card's text says what the project is): the image from the
 * project's own server when it has one, the leaf otherwise.
 */
export function ProjectPicture({ src }: { src: string | null }) {
  return (
    <Frame aria-hidden="true">
      {src !== null ? (
        <img src={src} alt="" loading="lazy" decoding="async" width={21} height={9} />
      ) : (
        <Placeholder>
          <Icon name="leaf" size={32} />
        </Placeholder>
      )}
    </Frame>
  );
}
