import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ConsoleEditProjectScreen } from './ConsoleEditProjectScreen';
import { formField } from '../../../testing/formFields';
import { editedProjectForm } from '../../../fixtures/consoleProjectForm';
import { CONSOLE_ADMIN } from '../../../fixtures/consoleOperators';
import { adminNavigation } from '../../../fixtures/consoleSections';
import { fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';

const meta = {
  title: 'Screens/Console/Edit Project',
  component: ConsoleEditProjectScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    operatorName: CONSOLE_ADMIN.name,
    projectId: 107,
    projectName: editedProjectForm.name,
    values: { status: 'ready', data: editedProjectForm },
    onSave: fn(),
    onPickPicture: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onSignOut: fn(),
    navigation: adminNavigation('projects'),
  },
} satisfies Meta<typeof ConsoleEditProjectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The project's description in both languages, without the tons offered or the presale terms
 * (they keep to their own actions). A new price is sent with the project's id, the rest as it was.
 */
export const Edit: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', {
        name: t('console.projects.form.editHeading', { name: editedProjectForm.name }),
      }),
    ).toBeVisible();
    await expect(
      canvas.queryByLabelText(fieldLabel(t('console.projects.form.fields.quantity'))),
    ).toBeNull();
    await expect(
      canvas.queryByRole('checkbox', { name: t('console.projects.form.fields.isPresale') }),
    ).toBeNull();
    await expect(
      canvas.getByRole('img', { name: t('console.projects.form.picture.alt') }),
    ).toHaveAttribute('src', editedProjectForm.imageUrl);
    const price = formField(canvas, t('console.projects.form.fields.unitPrice'));
    await userEvent.clear(price);
    await userEvent.type(price, '13.20');
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.projects.form.submitEdit') }),
    );
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 107,
        name: editedProjectForm.name,
        imageUrl: editedProjectForm.imageUrl,
        sdgs: [7, 13],
        registration: { registry: 'gold_standard', registryId: 'GS-11873' },
      }),
    );
    const [sent] = args.onSave.mock.calls[0] ?? [];
    await expect(sent?.unitPrice.toString()).toBe('13.20');
  },
};

/** While the project to edit loads. */
export const Loading: Story = {
  args: { values: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('console.projects.form.loading'));
  },
};

/** The project failed to load: said with the reason, and Try again loads it again. */
export const LoadError: Story = {
  args: { values: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('console.projects.form.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
