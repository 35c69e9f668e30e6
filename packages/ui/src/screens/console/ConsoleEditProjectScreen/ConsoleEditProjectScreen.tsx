import { useTranslation } from 'react-i18next';
import type { ProjectEdit, ProjectFormValues } from '@carbonmarket/domain/contract';
import type { Loadable } from '../../../components/loadable';
import { ProjectForm } from '../shared/projectForm/ProjectForm';
import { ProjectFormPage } from '../shared/projectForm/ProjectFormPage';
import type { ProjectFormScreenProps } from '../shared/projectForm/ProjectFormPage';

export interface ConsoleEditProjectScreenProps extends ProjectFormScreenProps {
  /** The project edited. */
  projectId: number;
  /** Its name, in the heading (its English name while the form loads). */
  projectName: string;
  /**
   * The form's values, as `projectFormValues` reads them from the project's details in English
   * and its Chinese texts as stored, once loaded.
   */
  values: Loadable<ProjectFormValues>;
  /** Called with the new description, read by `admin.updateProject`'s rules. */
  onSave: (edit: ProjectEdit) => void;
  /** Loads the project again after it failed. */
  onRetry: () => void;
}

/**
 * A project's description, for admins, as the new project's form has it but for the tons offered
 * and the presale terms, which keep to their own actions (orders, status, final terms). Members
 * see the changes at once.
 */
export function ConsoleEditProjectScreen({
  projectId,
  projectName,
  values,
  onSave,
  onRetry,
  submitting = false,
  error,
  errorParams,
  fieldErrors,
  onCancel,
  picture = { step: 'idle' },
  onPickPicture,
  ...chrome
}: ConsoleEditProjectScreenProps) {
  const { t } = useTranslation();
  return (
    <ProjectFormPage
      chrome={chrome}
      heading={t('console.projects.form.editHeading', { name: projectName })}
      note={t('console.projects.form.editNote')}
      values={values}
      loadingLabel={t('console.projects.form.loading')}
      onRetry={onRetry}
      form={(ready) => (
        <ProjectForm
          purpose="edit"
          projectId={projectId}
          onSave={onSave}
          values={ready}
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
