import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from './FieldGroup';
import { TextField } from '../../../../components/TextField/TextField';
import { FormLayout } from '../../../../components/FormLayout/FormLayout';
import { createI18n } from '../../../../i18n/createI18n';
import { fieldLabel, storyT } from '../../../../testing/storyI18n';
import { storySamples } from '../../../../testing/storySamples';

/** The registration form's section names, in each story locale. */
const legends = (t: TFunction) => ({
  person: t('onboarding.register.personSection'),
  company: t('onboarding.register.companySection'),
  account: t('onboarding.register.accountSection'),
});
const samples = { en: legends(createI18n('en').t), cn: legends(createI18n('cn').t) };
const { localise } = storySamples(samples);

/** The personal details of the registration form. */
function PersonFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('onboarding.fields.firstName')}
        autoComplete="given-name"
        required
        defaultValue="Mei Lin"
      />
      <TextField
        label={t('onboarding.fields.lastName')}
        autoComplete="family-name"
        required
        defaultValue="Tan"
      />
    </>
  );
}

/** The company fields a corporate member adds. */
function CompanyFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('onboarding.fields.companyName')} autoComplete="organization" required />
      <TextField
        label={t('onboarding.fields.uen')}
        hint={t('onboarding.hints.uen')}
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
    </>
  );
}

/** A single field under its heading. */
function EmailField() {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('onboarding.fields.email')}
      type="email"
      autoComplete="email"
      required
      defaultValue="mei.lin@example.com"
    />
  );
}

/**
 * Related fields of the long registration form under a small heading. The group's name is read
 * before each of its fields.
 */
const meta = {
  title: 'Screens/Onboarding/Shared/FieldGroup',
  component: FieldGroup,
  parameters: { layout: 'padded' },
  args: { legend: samples.en.person, children: <PersonFields /> },
  argTypes: { children: { control: false } },
  render: (args, { globals }) => (
    <FieldGroup {...args} legend={localise(globals, args.legend) ?? args.legend} />
  ),
} satisfies Meta<typeof FieldGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The person's names: a named group whose fields keep working as usual. */
export const Default: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const group = canvas.getByRole('group', { name: t('onboarding.register.personSection') });
    await expect(group).toBeVisible();
    await expect(within(group).getAllByRole('textbox')).toHaveLength(2);
    const firstName = within(group).getByLabelText(fieldLabel(t('onboarding.fields.firstName')));
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Wei Ming');
    await expect(firstName).toHaveValue('Wei Ming');
  },
};

/** The company section, with a hint under a field. */
export const Company: Story = {
  args: { legend: samples.en.company, children: <CompanyFields /> },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const group = canvas.getByRole('group', { name: t('onboarding.register.companySection') });
    await expect(
      within(group).getByLabelText(fieldLabel(t('onboarding.fields.uen'))),
    ).toHaveAccessibleDescription(t('onboarding.hints.uen'));
  },
};

/** One field is still a group with a heading. */
export const SingleField: Story = {
  args: { legend: samples.en.account, children: <EmailField /> },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const group = canvas.getByRole('group', { name: t('onboarding.register.accountSection') });
    await expect(within(group).getByRole('textbox')).toHaveValue('mei.lin@example.com');
  },
};

/** Two groups in a row inside a form, as in the registration form. */
export const Stacked: Story = {
  render: (_args, { globals }) => (
    <FormLayout>
      <FieldGroup legend={localise(globals, samples.en.company) ?? samples.en.company}>
        <CompanyFields />
      </FieldGroup>
      <FieldGroup legend={localise(globals, samples.en.person) ?? samples.en.person}>
        <PersonFields />
      </FieldGroup>
    </FormLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
