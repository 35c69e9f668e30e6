import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardFooter,
  Lines,
  ListRow,
  RowText,
  Shape,
  Status,
  StatusShapes,
  VisuallyHidden,
} from './Skeleton.styles';
import type { StatusDisplay } from './Skeleton.styles';

/** `text` draws lines of text, `rect` a block (image, button), `circle` an avatar or icon. */
export type SkeletonVariant = 'text' | 'rect' | 'circle';

/** A length in px (number) or any CSS length (string). */
type Length = number | string;
const css = (value: Length) => (typeof value === 'number' ? `${value}px` : value);

export interface SkeletonProps {
  /** Which shape to draw. @default 'text' */
  variant?: SkeletonVariant;
  /** Width; for `circle` also the height. @default '100%' (text and rect), 48 (circle) */
  width?: Length;
  /** Height of a `rect`, or of each line of `text`. @default 14 (text), 96 (rect) */
  height?: Length;
  /** Corner radius. @default 4 (text), 8 (rect), round (circle) */
  radius?: Length;
  /** Number of lines for `text`; the last of several is shorter, as a paragraph ends. @default 1 */
  lines?: number;
  /**
   * Announced while loading; defaults to the translated "Loading". Pass `null` when a
   * surrounding element (such as a preset or a screen's own status) already announces it.
   */
  label?: string | null;
}

/** Wraps placeholder shapes in one polite status that says "Loading" without reading the shapes. */
export function LoadingStatus({
  label,
  display,
  children,
}: {
  label: string;
  display: StatusDisplay;
  children: ReactNode;
}) {
  return (
    <Status role="status" aria-label={label} $display={display}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <StatusShapes aria-hidden="true" $display={display}>
        {children}
      </StatusShapes>
    </Status>
  );
}

function Shapes({
  variant = 'text',
  width,
  height,
  radius,
  lines = 1,
}: Omit<SkeletonProps, 'label'>) {
  if (variant === 'circle') {
    const size = css(width ?? 48);
    return (
      <Shape $width={size} $height={size} $radius={radius === undefined ? '50%' : css(radius)} />
    );
  }
  if (variant === 'rect') {
    return (
      <Shape $width={css(width ?? '100%')} $height={css(height ?? 96)} $radius={css(radius ?? 8)} />
    );
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <Lines $width={css(width ?? '100%')}>
      {Array.from({ length: count }, (_, index) => (
        <Shape
          key={index}
          $width={count > 1 && index === count - 1 ? '60%' : '100%'}
          $height={css(height ?? 14)}
          $radius={css(radius ?? 4)}
        />
      ))}
    </Lines>
  );
}

/** A placeholder in the shape of content that is still loading. */
export function Skeleton({ label, ...shape }: SkeletonProps) {
  const { t } = useTranslation();
  const display = shape.variant === 'circle' ? 'inline' : 'block';
  if (label === null) {
    return (
      <Status aria-hidden="true" $display={display}>
        <Shapes {...shape} />
      </Status>
    );
  }
  return (
    <LoadingStatus label={label ?? t('feedback.skeleton.label')} display={display}>
      <Shapes {...shape} />
    </LoadingStatus>
  );
}

export interface SkeletonListProps {
  /** How many rows to draw. @default 3 */
  rows?: number;
  /** Announced while loading; defaults to the translated "Loading". */
  label?: string;
}

/** Placeholder rows of a list: an avatar and two lines each. */
export function SkeletonList({ rows = 3, label }: SkeletonListProps) {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={label ?? t('feedback.skeleton.label')} display="block">
      {Array.from({ length: Math.max(1, Math.floor(rows)) }, (_, index) => (
        <ListRow key={index}>
          <Shapes variant="circle" width={48} />
          <RowText>
            <Shapes width="70%" height={16} />
            <Shapes width="45%" height={12} />
          </RowText>
        </ListRow>
      ))}
    </LoadingStatus>
  );
}

export interface SkeletonCardProps {
  /** Draws the picture block at the top of the card. @default true */
  media?: boolean;
  /** Announced while loading; defaults to the translated "Loading". */
  label?: string;
}

/** Placeholder of a content card: picture, title, two lines of text and a footer. */
export function SkeletonCard({ media = true, label }: SkeletonCardProps) {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={label ?? t('feedback.skeleton.label')} display="block">
      <Card>
        {media ? <Shapes variant="rect" height={140} /> : null}
        <Shapes width="75%" height={18} />
        <Shapes lines={2} />
        <CardFooter>
          <Shapes width="35%" height={20} />
          <Shapes variant="rect" width={96} height={36} radius={8} />
        </CardFooter>
      </Card>
    </LoadingStatus>
  );
}
