import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { CARBON_REGISTRIES, MEMBERSHIP_LEVELS, PROJECT_TYPES } from '@carbonmarket/domain';
import { PROJECT_INTRODUCTION_MAX_LENGTH } from '@carbonmarket/domain/contract';
import type { ProjectFormValues } from '@carbonmarket/domain/contract';
import { Text } from '../../../../components/Typography/Text';
import { FormCheckbox } from '../../../../forms/FormCheckbox';
import { FormSelect } from '../../../../forms/FormSelect';
import { FormTextField } from '../../../../forms/FormTextField';
import { FieldGroup } from '../FieldGroup';
import { FormTextArea } from '../FormTextArea';
import { GoalsField } from './GoalsField';
import { PictureField } from './PictureField';
import type { ProjectPictureUpload } from './PictureField';

/** Most characters of the standards' list: ten standards of 60 characters, a line each. */
const STANDARDS_MAX_LENGTH = 610;
/** Most characters of the monitoring's description (the endpoint's limit). */
const MONITORING_MAX_LENGTH = 500;
/** Most characters of a credit type (the endpoint's limit). */
const CREDIT_TYPE_MAX_LENGTH = 60;

type Control_<O> = Control<ProjectFormValues, unknown, O>;

/** The labels and hints of the form's fields, by their key under `console.projects.form.fields`. */
type FieldText =
  | 'name'
  | 'location'
  | 'type'
  | 'typePlaceholder'
  | 'standards'
  | 'standardsHint'
  | 'introduction'
  | 'developer'
  | 'factSheetUrl'
  | 'urlHint'
  | 'chineseHint'
  | 'unitPrice'
  | 'quantity'
  | 'minTons'
  | 'maxTons'
  | 'minLevel'
  | 'sellingStartsAt'
  | 'sellingEndsAt'
  | 'windowHint'
  | 'isPresale'
  | 'bookingFeePercent'
  | 'expectedQuantity'
  | 'expectedHint'
  | 'vintage'
  | 'verificationAgency'
  | 'monitoring'
  | 'creditType'
  | 'registry'
  | 'registryNone'
  | 'registryId'
  | 'sdgs';

/** The headings of the form's groups. */
type GroupTitle = 'about' | 'chinese' | 'market' | 'presale' | 'carbon' | 'registry';

/** The texts of one language: English at the top of the form, Chinese in its own group. */
function TextsFields<O>({
  control,
  prefix,
}: {
  control: Control_<O>;
  prefix: '' | 'translations.cn.';
}) {
  const { t } = useTranslation();
  const label = (field: FieldText) => t(`console.projects.form.fields.${field}`);
  const english = prefix === '';
  return (
    <>
      <FormTextField control={control} name={`${prefix}name`} label={label('name')} required />
      <FormTextField
        control={control}
        name={`${prefix}location`}
        label={label('location')}
        required
      />
      <FormTextArea
        control={control}
        name={`${prefix}introduction`}
        label={label('introduction')}
        maxLength={PROJECT_INTRODUCTION_MAX_LENGTH}
        rows={4}
        required
      />
      <FormTextField
        control={control}
        name={`${prefix}developer`}
        label={label('developer')}
        required={english}
      />
      {english ? null : (
        <>
          <FormTextField
            control={control}
            name="translations.cn.verificationAgency"
            label={label('verificationAgency')}
          />
          <FormTextArea
            control={control}
            name="translations.cn.monitoring"
            label={label('monitoring')}
            maxLength={MONITORING_MAX_LENGTH}
          />
          <FormTextField
            control={control}
            name="translations.cn.creditType"
            label={label('creditType')}
            maxLength={CREDIT_TYPE_MAX_LENGTH}
          />
        </>
      )}
    </>
  );
}

/**
 * Every field of a project, in groups: about the project in English, selling (price, tons, order
 * bounds, lowest level, selling days), the presale terms (a new project only), the carbon credits'
 * facts, the registry and UN goals, and last the texts in Chinese, each field after its English
 * one. A new project also takes the tons
 * offered and whether it is a presale; an edit keeps them.
 */
export function ProjectFormFields<O>({
  control,
  creating,
  picture,
  onPickPicture,
}: {
  control: Control_<O>;
  creating: boolean;
  picture: ProjectPictureUpload;
  onPickPicture: (file: File) => void;
}) {
  const { t } = useTranslation();
  const label = (field: FieldText) => t(`console.projects.form.fields.${field}`);
  const group = (name: GroupTitle) => t(`console.projects.form.groups.${name}`);
  const [isPresale, registry] = useWatch({ control, name: ['isPresale', 'registration.registry'] });
  return (
    <>
      <FieldGroup title={group('about')}>
        <TextsFields control={control} prefix="" />
        <FormSelect
          control={control}
          name="type"
          label={label('type')}
          placeholder={label('typePlaceholder')}
          options={PROJECT_TYPES.map((type) => ({
            value: type,
            label: t(`display.projectType.${type}`),
          }))}
          required
        />
        <FormTextArea
          control={control}
          name="standards"
          label={label('standards')}
          hint={label('standardsHint')}
          maxLength={STANDARDS_MAX_LENGTH}
          required
        />
        <PictureField control={control} upload={picture} onPick={onPickPicture} />
        <FormTextField
          control={control}
          name="factSheetUrl"
          label={label('factSheetUrl')}
          hint={label('urlHint')}
          type="url"
        />
      </FieldGroup>
      <FieldGroup title={group('market')}>
        <FormTextField
          control={control}
          name="unitPrice"
          label={label('unitPrice')}
          inputMode="decimal"
          required
        />
        {creating ? (
          <FormTextField
            control={control}
            name="quantity"
            label={label('quantity')}
            inputMode="numeric"
            required
          />
        ) : null}
        <FormTextField
          control={control}
          name="minTons"
          label={label('minTons')}
          inputMode="numeric"
          required
        />
        <FormTextField
          control={control}
          name="maxTons"
          label={label('maxTons')}
          inputMode="numeric"
          required
        />
        <FormSelect
          control={control}
          name="minLevel"
          label={label('minLevel')}
          options={MEMBERSHIP_LEVELS.map((level) => ({ value: level, label: level }))}
          required
        />
        <FormTextField
          control={control}
          name="sellingStartsAt"
          label={label('sellingStartsAt')}
          hint={label('windowHint')}
          type="date"
        />
        <FormTextField
          control={control}
          name="sellingEndsAt"
          label={label('sellingEndsAt')}
          hint={label('windowHint')}
          type="date"
        />
      </FieldGroup>
      {creating ? (
        <FieldGroup title={group('presale')}>
          <FormCheckbox control={control} name="isPresale" label={label('isPresale')} />
          {isPresale ? (
            <>
              <FormTextField
                control={control}
                name="presale.bookingFeePercent"
                label={label('bookingFeePercent')}
                inputMode="decimal"
                required
              />
              <FormTextField
                control={control}
                name="presale.expectedQuantity"
                label={label('expectedQuantity')}
                hint={label('expectedHint')}
                inputMode="numeric"
              />
            </>
          ) : null}
        </FieldGroup>
      ) : null}
      <FieldGroup title={group('carbon')}>
        <FormTextField
          control={control}
          name="vintage"
          label={label('vintage')}
          inputMode="numeric"
          maxLength={4}
          required
        />
        <FormTextField
          control={control}
          name="verificationAgency"
          label={label('verificationAgency')}
          required
        />
        <FormTextArea
          control={control}
          name="monitoring"
          label={label('monitoring')}
          maxLength={MONITORING_MAX_LENGTH}
          required
        />
        <FormTextField
          control={control}
          name="creditType"
          label={label('creditType')}
          maxLength={CREDIT_TYPE_MAX_LENGTH}
          required
        />
      </FieldGroup>
      <FieldGroup title={group('registry')}>
        <FormSelect
          control={control}
          name="registration.registry"
          label={label('registry')}
          options={[
            { value: '', label: label('registryNone') },
            ...CARBON_REGISTRIES.map((id) => ({
              value: id,
              label: t(`projects.info.registries.${id}`),
            })),
          ]}
        />
        {registry === '' ? null : (
          <FormTextField
            control={control}
            name="registration.registryId"
            label={label('registryId')}
            maxLength={32}
            required
          />
        )}
        <GoalsField control={control} />
      </FieldGroup>
      <FieldGroup title={group('chinese')}>
        <Text size="sm" tone="secondary">
          {label('chineseHint')}
        </Text>
        <TextsFields control={control} prefix="translations.cn." />
      </FieldGroup>
    </>
  );
}
