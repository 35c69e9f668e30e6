import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@carbonmarket/domain';
import { Spinner } from '../../../../components/Spinner/Spinner';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import type { Loadable } from '../../../../components/loadable';
import type { ErrorParams } from '@carbonmarket/domain';
import type { FieldErrors } from '../../../../forms/serverErrors';
import type { ConsoleChromeProps } from '../consoleChrome';
import type { ProjectFormValues } from '@carbonmarket/domain/contract';
import type { ProjectPictureUpload } from './PictureField';
import { LoadError } from '../LoadError';
import { ConsolePage } from '../ConsolePage';

/** What both project forms take besides their purpose. */
export interface ProjectFormScreenProps extends ConsoleChromeProps {
  /** The form was sent and waits for the server. @default false */
  submitting?: boolean;
  /** Why the server refused it: on the field it concerns, otherwise in the banner. */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  /** The refusal's codes per field, each shown on its field. */
  fieldErrors?: FieldErrors;
  /** Leaves the form for the projects' list. */
  onCancel: () => void;
  /** Where the upload of a picture picked stands. @default { step: 'idle' } */
  picture?: ProjectPictureUpload;
  /** Told the picture picked: the page checks and uploads it, and says how it went (`picture`). */
  onPickPicture: (file: File) => void;
}

/**
 * A project form's page: the console's bar and sections, the heading and what sending does, then
 * the form once its values are there (or why they are not, with Try again).
 */
export function ProjectFormPage({
  chrome,
  heading,
  note,
  values,
  loadingLabel,
  onRetry,
  form,
}: {
  chrome: ConsoleChromeProps;
  heading: string;
  note: string;
  values: Loadable<ProjectFormValues>;
  loadingLabel: string;
  onRetry: () => void;
  form: (values: ProjectFormValues) => ReactNode;
}) {
  const { t } = useTranslation();
  const { operatorName, navigation, onSignOut, locale, onLocaleChange } = chrome;
  const body = () => {
    switch (values.status) {
      case 'loading':
        return (
          <Text role="status" size="sm" tone="secondary">
            <Spinner label={null} /> {loadingLabel}
          </Text>
        );
      case 'error':
        return (
          <LoadError
            title={t('console.projects.form.loadError')}
            error={values.error}
            onRetry={onRetry}
          />
        );
      case 'ready':
        return form(values.data);
      default:
        return values satisfies never;
    }
  };
  return (
    <ConsolePage chrome={{ operatorName, onSignOut, navigation, locale, onLocaleChange }}>
      <Heading level={2} size="xl" weight="bold">
        {heading}
      </Heading>
      <Text size="sm" tone="secondary">
        {note}
      </Text>
      {body()}
    </ConsolePage>
  );
}
