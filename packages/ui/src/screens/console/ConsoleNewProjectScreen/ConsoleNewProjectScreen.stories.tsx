import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { ErrorCode } from '@carbonmarket/domain';
import { ConsoleNewProjectScreen } from './ConsoleNewProjectScreen';
import { formField } from '../../../testing/formFields';
import { CONSOLE_ADMIN } from '../../../fixtures/consoleOperators';
import { adminNavigation } from '../../../fixtures/consoleSections';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';

const meta = {
  title: 'Screens/Console/New Project',
  component: ConsoleNewProjectScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    operatorName: CONSOLE_ADMIN.name,
    onCreate: fn(),
    onPickPicture: fn(),
    onCancel: fn(),
    onSignOut: fn(),
    navigation: adminNavigation('projects'),
  },
} satisfies Meta<typeof ConsoleNewProjectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form opens empty but for the defaults (smallest order 1 t, level P0); the presale's terms
 * appear only for a presale, and the registry's ID only once a registry is chosen. A picture
 * picked goes to the page to upload.
 */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('console.projects.form.createHeading') }),
    ).toBeVisible();
    await expect(formField(canvas, t('console.projects.form.fields.minTons'))).toHaveValue('1');
    const fee = fieldLabel(t('console.projects.form.fields.bookingFeePercent'));
    await expect(canvas.queryByLabelText(fee)).toBeNull();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('console.projects.form.fields.isPresale') }),
    );
    await expect(canvas.getByLabelText(fee)).toBeVisible();
    const registryId = fieldLabel(t('console.projects.form.fields.registryId'));
    await expect(canvas.queryByLabelText(registryId)).toBeNull();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('console.projects.form.fields.registry') }),
      'verra',
    );
    await expect(canvas.getByLabelText(registryId)).toBeVisible();
    // The presale's box and one per UN goal.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1 + 17);
    // A picture picked goes to the page to upload (the field's states: Project Form/Picture).
    const file = new File(['picture'], 'seagrass.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText(t('console.projects.form.picture.choose')), file);
    await expect(args.onPickPicture).toHaveBeenCalledWith(file);
  },
};

/** Sent empty: refused on its fields by the endpoint's rules, the first focused; nothing sent. */
export const Incomplete: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const errorText = storyErrorText(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.projects.form.submitCreate') }),
    );
    const name = formField(canvas, t('console.projects.form.fields.name'));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(containing(errorText('REQUIRED'))),
    );
    await expect(name).toHaveFocus();
    await expect(
      formField(canvas, t('console.projects.form.fields.name'), 1),
    ).toHaveAccessibleDescription(containing(errorText('REQUIRED')));
    await expect(
      formField(canvas, t('console.projects.form.fields.vintage')),
    ).toHaveAccessibleDescription(containing(errorText('YEAR_INVALID')));
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A picture stored for the project (served by Storybook here, by the server in the app). */
const STORED_PICTURE = '/story-pictures/seagrass.svg';

/**
 * A project typed in both languages, with the picture uploaded, and sent: read by the endpoint's
 * rules (the standards listed, the vintage a year, no presale), it waits in review.
 */
export const Create: Story = {
  args: { picture: { step: 'sent', imageUrl: STORED_PICTURE } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const type = async (field: string, text: string, nth = 0) =>
      userEvent.type(
        formField(
          canvas,
          t(`console.projects.form.fields.${field}` as 'console.projects.form.fields.name'),
          nth,
        ),
        text,
      );
    await type('name', 'Sabah Seagrass Meadows');
    await type('location', 'Sabah, Malaysia');
    await type('introduction', 'Protecting seagrass meadows that keep carbon in their sediment.');
    await type('developer', 'Coral Triangle Carbon Sdn Bhd');
    await userEvent.selectOptions(
      formField(canvas, t('console.projects.form.fields.type')),
      'blue_carbon',
    );
    await type('standards', 'Verra VCS');
    await type('name', '沙巴海草床', 1);
    await type('location', '马来西亚 沙巴', 1);
    await type('introduction', '保护在沉积物中储存碳的海草床。', 1);
    await type('unitPrice', '24');
    await type('quantity', '6000');
    await type('maxTons', '200');
    await type('vintage', '2025');
    await type('verificationAgency', 'SCS Global Services');
    await type('monitoring', 'Drone survey twice a year');
    await type('creditType', 'VCU');
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.projects.form.submitCreate') }),
    );
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledOnce());
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Sabah Seagrass Meadows',
        imageUrl: STORED_PICTURE,
        type: 'blue_carbon',
        standards: ['Verra VCS'],
        status: 'pending_review',
        vintage: 2025,
        presale: null,
        translations: expect.objectContaining({
          cn: expect.objectContaining({ name: '沙巴海草床' }),
        }),
      }),
    );
  },
};

/** While the form is sent: its button shows busy and Cancel waits. */
export const Creating: Story = {
  args: { submitting: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: containing(t('console.projects.form.submitCreate')) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: t('console.projects.form.cancel') }),
    ).toBeDisabled();
  },
};

/** The server's refusal of a field (the order bounds out of order): shown on that field. */
export const RefusedOnField: Story = {
  args: {
    error: 'QUANTITY_INVALID' satisfies ErrorCode,
    fieldErrors: { maxTons: 'QUANTITY_INVALID' },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      formField(canvas, t('console.projects.form.fields.maxTons')),
    ).toHaveAccessibleDescription(containing(storyErrorText(globals)('QUANTITY_INVALID')));
  },
};

/** Cancel leaves the form. */
export const Cancel: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('console.projects.form.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
