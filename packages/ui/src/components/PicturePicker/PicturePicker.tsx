import styled from 'styled-components';
import { IMAGE_EXTENSIONS } from '@carbonmarket/domain';
import { StyledButton } from '../Button/Button.styles';
import type { ButtonVariant } from '../Button/Button.styles';
import { useAwaitingApp } from '../hydration/awaitingApp';
import { visuallyHidden } from '../../theme/visuallyHidden';

/** The button look on the label of a file input the label holds: tapping it opens the picker. */
const Label = styled(StyledButton)`
  position: relative;

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const FileInput = styled.input`
  ${visuallyHidden}
`;

/** What the phone offers to pick from: the types an avatar may have. */
const ACCEPTED = Object.keys(IMAGE_EXTENSIONS).join(',');

export interface PicturePickerProps {
  /** The button's words, which name the file input too. */
  label: string;
  /** Told the file picked. Picking the same file again tells it again. */
  onPick: (file: File) => void;
  /** @default 'primary' */
  variant?: ButtonVariant;
}

/**
 * A button that opens the phone's pictures (or the camera) to pick one. It is the file input's
 * label, so the input keeps the focus and the name; until the page runs it picks nothing.
 */
export function PicturePicker({ label, onPick, variant = 'primary' }: PicturePickerProps) {
  const availability = useAwaitingApp(undefined);
  return (
    <Label as="label" $variant={variant} $size="md" $fullWidth>
      {label}
      <FileInput
        type="file"
        accept={ACCEPTED}
        {...availability}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file !== undefined) onPick(file);
        }}
      />
    </Label>
  );
}
