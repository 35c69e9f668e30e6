import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RecoveryCodes } from './RecoveryCodes';
import { recoveryCodesFixture } from '../../../fixtures/enrolment';
import { storyT } from '../../../testing/storyI18n';

/*
 * The recovery codes on their own, as the end of an enrolment shows them once: each in the list,
 * two to a row, and the button that says they are kept.
 */
const meta = {
  title: 'Screens/Console/Enrolment/Recovery Codes',
  component: RecoveryCodes,
  parameters: { layout: 'padded' },
  args: { codes: recoveryCodesFixture, onDone: fn() },
} satisfies Meta<typeof RecoveryCodes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every code in the named list, in order; the button tells the app they are kept. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const list = canvas.getByRole('list', { name: t('console.enrolment.recoveryListLabel') });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...recoveryCodesFixture]);
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.enrolment.recoveryDone') }),
    );
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: storyT(globals)('console.enrolment.recoveryHeading') }),
    ).toBeVisible();
  },
};
