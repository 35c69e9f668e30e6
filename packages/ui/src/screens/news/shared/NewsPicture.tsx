import styled from 'styled-components';
import { Icon } from '../../../icons/Icon';

/** A frame of fixed proportions: the same size with or without a picture, loaded or not. */
const Frame = styled.div<{ $ratio: string; $width: string | undefined }>`
  position: relative;
  flex: none;
  overflow: hidden;
  width: ${({ $width }) => $width ?? '100%'};
  aspect-ratio: ${({ $ratio }) => $ratio};
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

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
`;

export interface NewsPictureProps {
  /** The picture's address; null draws the product's leaf. */
  src: string | null;
  /** `thumbnail`: a small 4:3 picture beside a list line; `cover`: the article's wide picture. */
  shape: 'thumbnail' | 'cover';
  /** The picture is in the first screenful: it loads at once and first. @default false */
  priority?: boolean;
}

/**
 * A news post's picture, decorative (the title beside it says what the post is about): the image
 * when the post has one, the leaf otherwise.
 */
export function NewsPicture({ src, shape, priority = false }: NewsPictureProps) {
  const thumbnail = shape === 'thumbnail';
  return (
    <Frame
      aria-hidden="true"
      $ratio={thumbnail ? '4 / 3' : '16 / 9'}
      $width={thumbnail ? '96px' : undefined}
    >
      {src !== null ? (
        <img
          src={src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={thumbnail ? 4 : 16}
          height={thumbnail ? 3 : 9}
        />
      ) : (
        <Placeholder>
          <Icon name="leaf" size={thumbnail ? 24 : 32} />
        </Placeholder>
      )}
    </Frame>
  );
}
