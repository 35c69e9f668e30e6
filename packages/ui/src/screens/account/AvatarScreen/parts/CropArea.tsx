import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import Cropper from 'react-easy-crop';
import type { Area, Point } from 'react-easy-crop';
import { Icon } from '../../../../icons/Icon';
import { Text } from '../../../../components/Typography/Text';
import type { PictureArea } from '../pictureArea';

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
/** How much + and − zoom by. */
const ZOOM_STEP = 0.2;
/** How far an arrow key moves the picture, in screen pixels (the library's default is 1). */
const KEYBOARD_STEP_PX = 8;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

/* The library's container fills its nearest positioned parent: this square. */
const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.subtle};

  & .reactEasyCrop_CropArea:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -4px;
  }
`;

const ZoomRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-height: ${({ theme }) => theme.size.touchTarget};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Slider = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  height: ${({ theme }) => theme.size.touchTarget};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.bg.fillBrand};
`;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export interface CropAreaProps {
  /** The picture to crop (an address the browser can show). */
  image: string;
  /** Told the square's part of the picture, in the picture's own pixels, each time it settles. */
  onAreaChange: (area: PictureArea) => void;
}

/**
 * The picture under a round window the size of the square that is kept: dragged or moved with
 * the arrow keys, zoomed by pinching, by the slider or with + and −.
 */
export function CropArea({ image, onAreaChange }: CropAreaProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);

  // + and − on the crop window; the library moves the picture with the arrow keys itself.
  useEffect(() => {
    const element = frame.current;
    if (element === null) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const change =
        event.key === '+' || event.key === '='
          ? 1
          : event.key === '-' || event.key === '_'
            ? -1
            : 0;
      if (change === 0) return;
      event.preventDefault();
      setZoom((current) => clampZoom(current + change * ZOOM_STEP));
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Root>
      <Frame ref={frame}>
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={1}
          cropShape="round"
          showGrid={false}
          keyboardStep={KEYBOARD_STEP_PX}
          onCropChange={setCrop}
          onZoomChange={(next) => setZoom(clampZoom(next))}
          onCropComplete={(_percent: Area, pixels: Area) => onAreaChange(pixels)}
          cropperProps={{
            role: 'application',
            'aria-label': t('profile.avatar.cropArea'),
            'aria-describedby': hintId,
          }}
        />
      </Frame>
      <Text id={hintId} size="sm" tone="secondary">
        {t('profile.avatar.cropHint')}
      </Text>
      <ZoomRow>
        <Icon name="minus" size={20} />
        <Slider
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.01}
          value={zoom}
          aria-label={t('profile.avatar.zoom')}
          onChange={(event) => setZoom(clampZoom(Number(event.target.value)))}
        />
        <Icon name="plus" size={20} />
      </ZoomRow>
    </Root>
  );
}
