import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { ErrorCode } from '@carbonmarket/domain';
import type { ProjectFormValues } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import { PicturePicker } from '../../../../components/PicturePicker/PicturePicker';
import { ProgressBar } from '../../../../components/ProgressBar/ProgressBar';
import { Text } from '../../../../components/Typography/Text';
import { FieldLabel } from '../../../../components/field/field.styles';
import { FieldHelp } from '../../../../components/field/FieldHelp';
import { FieldLabelText } from '../../../../components/field/FieldLabelText';
import { hasMessage } from '../../../../components/field/hasMessage';
import { useBoundField } from '../../../../forms/useBoundField';
import { useErrorText } from '../../../../i18n/useErrorText';

/**
 * Where the upload of a project's picture stands: none under way; on its way (`progress` 0 to
 * 1); refused or lost (`error`, a catalogue code); stored at `imageUrl`, which the form takes.
 */
export type ProjectPictureUpload =
  | { step: 'idle' }
  | { step: 'sending'; progress: number }
  | { step: 'failed'; error: ErrorCode }
  | { step: 'sent'; imageUrl: string };

/** The field's words, by their key under `console.projects.form.picture`. */
type PictureText =
  'label' | 'none' | 'alt' | 'choose' | 'replace' | 'remove' | 'sending' | 'refused' | 'hint';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

/** The picture as members see it above a project: wide, cut to fill. */
const Frame = styled.div`
  aspect-ratio: 16 / 9;
  display: grid;
  place-items: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

const Picture = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

/**
 * The project's picture: what members will see (or that there is none), a button to pick one
 * from the device, which the page uploads, watching it go, and one to remove it. The form's
 * `imageUrl` takes the address of the picture stored; a refused upload says why and leaves the
 * picture as it was.
 */
export function PictureField<O>({
  control,
  upload,
  onPick,
}: {
  control: Control<ProjectFormValues, unknown, O>;
  upload: ProjectPictureUpload;
  onPick: (file: File) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { text: imageUrl, onChange, message } = useBoundField({ control, name: 'imageUrl' });
  const id = useId();
  const ids = { label: `${id}-label`, error: `${id}-error`, hint: `${id}-hint` };
  const label = (key: PictureText) => t(`console.projects.form.picture.${key}`);
  const stored = upload.step === 'sent' ? upload.imageUrl : null;
  // A picture stored goes into the form once: removing it afterwards is not undone here.
  const taken = useRef<string | null>(null);
  useEffect(() => {
    if (stored === null || taken.current === stored) return;
    taken.current = stored;
    onChange(stored);
  }, [stored, onChange]);
  const error = message();
  return (
    <Group role="group" aria-labelledby={ids.label}>
      <FieldLabel as="span" id={ids.label}>
        <FieldLabelText label={label('label')} required={false} />
      </FieldLabel>
      <Frame>
        {imageUrl === '' ? (
          <Text size="sm" tone="secondary">
            {label('none')}
          </Text>
        ) : (
          <Picture src={imageUrl} alt={label('alt')} />
        )}
      </Frame>
      {upload.step === 'sending' ? (
        <ProgressBar value={upload.progress * 100} label={label('sending')} showLabel showValue />
      ) : (
        <Actions>
          <PicturePicker
            label={imageUrl === '' ? label('choose') : label('replace')}
            variant="secondary"
            onPick={onPick}
          />
          {imageUrl === '' ? null : (
            <Button variant="plain" fullWidth onClick={() => onChange('')}>
              {label('remove')}
            </Button>
          )}
        </Actions>
      )}
      {upload.step === 'failed' ? (
        <ErrorState
          variant="inline"
          icon={upload.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          title={label('refused')}
          message={errorText(upload.error)}
        />
      ) : null}
      <FieldHelp
        error={error}
        errorId={ids.error}
        hint={hasMessage(error) ? undefined : label('hint')}
        hintId={ids.hint}
      />
    </Group>
  );
}
