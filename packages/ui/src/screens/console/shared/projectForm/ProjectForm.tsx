import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { projectCreateFormSchema, projectEditFormSchema } from '@carbonmarket/domain/contract';
import type { ProjectEdit, ProjectFormValues, ProjectInput } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Form } from '../../../../forms/Form';
import type { FieldErrors } from '../../../../forms/serverErrors';
import { useDomainForm } from '../../../../forms/useDomainForm';
import { ProjectFormFields } from './ProjectFormFields';
import type { ProjectPictureUpload } from './PictureField';

/** What the form is for: a new project, or the description of one. */
export type ProjectFormPurpose =
  | { purpose: 'create'; onCreate: (input: ProjectInput) => void }
  | { purpose: 'edit'; projectId: number; onSave: (edit: ProjectEdit) => void };

interface Shared {
  values: ProjectFormValues;
  submitting: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
  onCancel: () => void;
  /** Where the upload of a picture stands. */
  picture: ProjectPictureUpload;
  /** Told the picture picked, for the page to upload. */
  onPickPicture: (file: File) => void;
}

/** The fields and the form's buttons, under the rules of the endpoint it sends to. */
function Fields<O>({
  schema,
  creating,
  onSubmit,
  values,
  submitting,
  error,
  errorParams,
  fieldErrors,
  onCancel,
  picture,
  onPickPicture,
}: Shared & {
  schema: Parameters<typeof useDomainForm<ProjectFormValues, O>>[0];
  creating: boolean;
  onSubmit: (output: O) => void;
}) {
  const { t } = useTranslation();
  const form = useDomainForm<ProjectFormValues, O>(schema, values);
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      busy={submitting}
      {...(error ? { error } : {})}
      {...(errorParams ? { errorParams } : {})}
      {...(fieldErrors ? { fieldErrors } : {})}
      actions={
        <>
          <Button type="submit" fullWidth loading={submitting}>
            {t(
              creating ? 'console.projects.form.submitCreate' : 'console.projects.form.submitEdit',
            )}
          </Button>
          <Button variant="secondary" fullWidth onClick={onCancel} disabled={submitting}>
            {t('console.projects.form.cancel')}
          </Button>
        </>
      }
    >
      <ProjectFormFields
        control={form.control}
        creating={creating}
        picture={picture}
        onPickPicture={onPickPicture}
      />
    </Form>
  );
}

/** The project's form: a new project's (sent to `admin.createProject`) or an edit's. */
export function ProjectForm(props: Shared & ProjectFormPurpose) {
  if (props.purpose === 'create') {
    const { onCreate, purpose: _purpose, ...shared } = props;
    return (
      <Fields<ProjectInput>
        {...shared}
        schema={projectCreateFormSchema}
        creating
        onSubmit={onCreate}
      />
    );
  }
  const { onSave, projectId, purpose: _purpose, ...shared } = props;
  return (
    <Fields<ProjectEdit>
      {...shared}
      schema={projectEditFormSchema(projectId)}
      creating={false}
      onSubmit={onSave}
    />
  );
}
