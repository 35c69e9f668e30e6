import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';
import { storyT } from '../../testing/storyI18n';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'en', onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent, globals, canvasElement }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('screens.languageSwitch.label') }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(
      within(sheet).getByText(t('screens.languageSwitch.current', { language: 'English' })),
    ).toBeVisible();
  },
};

export const ChoosingChineseCallsOnChange: Story = {
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent, args, globals, canvasElement }) => {
    const t = storyT(globals);
    const globe = canvas.getByRole('button', { name: t('screens.languageSwitch.label') });
    await userEvent.click(globe);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '中文' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('cn');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Keyboard and screen-reader users are back where they were.
    await waitFor(() => expect(globe).toHaveFocus());
  },
};
