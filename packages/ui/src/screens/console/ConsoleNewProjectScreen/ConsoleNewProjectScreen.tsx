import { useTranslation } from 'react-i18next';
import { EMPTY_PROJECT_FORM } from '@carbonmarket/domain/contract';
import type { ProjectInput } from '@carbonmarket/domain/contract';
import { ProjectForm } from '../shared/projectForm/ProjectForm';
import { ProjectFormPage } from '../shared/projectForm/ProjectFormPage';
import type { ProjectFormScreenProps } from '../shared/projectForm/ProjectFormPage';

export type { ProjectFormScreenProps } from '../shared/projectForm/ProjectFormPage';
export type { ProjectPictureUpload } from '../shared/projectForm/PictureField';

export interface ConsoleNewProjectScreenProps extends ProjectFormScreenProps {
  /** Called with the new project, read by `admin.createProject`'s rules. */
  onCreate: (input: ProjectInput) => void;
}

/**
 * A new project, for admins: its texts in English and in Chinese, type and standards, picture and
 * fact sheet, price, tons offered and order bounds, lowest level, selling days, whether it is a
 * presale (with its booking fee), the carbon facts, the registry and the UN goals. Every field is
 * checked by the endpoint's own rules; the server's refusals land on their fields. The project
 * then waits in review until its status is changed.
 */
export function ConsoleNewProjectScreen({
  onCreate,
  submitting = false,
  error,
  errorParams,
  fieldErrors,
  onCancel,
  picture = { step: 'idle' },
  onPickPicture,
  ...chrome
}: ConsoleNewProjectScreenProps) {
  const { t } = useTranslation();
  return (
    <ProjectFormPage
      chrome={chrome}
      heading={t('console.projects.form.createHeading')}
      note={t('console.projects.form.createNote')}
      values={{ status: 'ready', data: EMPTY_PROJECT_FORM }}
      loadingLabel={t('console.projects.form.loading')}
      onRetry={onCancel}
      form={(values) => (
        <ProjectForm
          purpose="create"
          onCreate={onCreate}
          values={values}
          submitting={submitting}
          {...(error ? { error } : {})}
          {...(errorParams ? { errorParams } : {})}
          {...(fieldErrors ? { fieldErrors } : {})}
          onCancel={onCancel}
          picture={picture}
          onPickPicture={onPickPicture}
        />
      )}
    />
  );
}
