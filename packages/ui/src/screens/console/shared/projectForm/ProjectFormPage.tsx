import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@carbonmarket/domain';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import { Page } from '../../../../components/Page/Page';
import { Spinner } from '../../../../components/Spinner/Spinner';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import type { Loadable } from '../../../../components/loadable';
import type { ErrorParams } from '@carbonmarket/domain';
import type { FieldErrors } from '../../../../forms/serverErrors';
import { useErrorText } from '../../../../i18n/useErrorText';
import { ConsoleNavBar } from '../ConsoleNavBar';
import type { ConsoleChromeProps } from '../consoleChrome';
import { ConsoleSections } from '../ConsoleSections';
import type { ProjectFormValues } from '@carbonmarket/domain/contract';
import type { ProjectPictureUpload } from './PictureField';

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
  const errorText = useErrorText();
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
          <ErrorState
            title={t('console.projects.form.loadError')}
            message={errorText(values.error ?? 'OPERATION_FAILED')}
            icon={values.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
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
    <Page
      navBar={
        <ConsoleNavBar
          locale={locale}
          onLocaleChange={onLocaleChange}
          operatorName={operatorName}
          onSignOut={onSignOut}
        />
      }
      tabBar={navigation === undefined ? undefined : <ConsoleSections navigation={navigation} />}
    >
      <Heading level={2} size="xl" weight="bold">
        {heading}
      </Heading>
      <Text size="sm" tone="secondary">
        {note}
      </Text>
      {body()}
    </Page>
  );
}
