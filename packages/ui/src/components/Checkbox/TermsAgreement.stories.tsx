import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TermsAgreement } from './TermsAgreement';
import { storyT } from '../../testing/storyI18n';
import { expectTargetsAtLeast } from '../../testing/targetSize';

const meta = {
  title: 'Components/TermsAgreement',
  component: TermsAgreement,
  parameters: { layout: 'padded' },
  args: { termsHref: '/pages/other/protocol', privacyHref: '/pages/other/privacy', onChange: fn() },
} satisfies Meta<typeof TermsAgreement>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotAgreed: Story = {
  play: async ({ canvas, args }) => {
    const [terms, privacy] = canvas.getAllByRole('link');
    await expect(terms).toHaveAttribute('href', args.termsHref);
    await expect(privacy).toHaveAttribute('href', args.privacyHref);
  },
};

export const Agreed: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const NotAgreedError: Story = {
  args: { error: true },
  play: async ({ canvas, globals }) => {
    const message = storyT(globals)('forms.termsAgreement.error');
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(message);
    await expect(canvas.getByText(message)).toBeVisible();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { error: true } };

export const LinkDoesNotToggle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox');
    const [terms, privacy] = canvas.getAllByRole('link');
    if (!terms || !privacy) throw new Error('Expected two links');

    await userEvent.click(terms);
    await userEvent.click(privacy);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(true, expect.anything());
  },
};

/** The links in the sentence are targets of at least 24 by 24 px (WCAG 2.2 SC 2.5.8). */
export const LinksAreBigEnoughTargets: Story = {
  play: async ({ canvas }) => {
    await expectTargetsAtLeast(canvas.getAllByRole('link'));
  },
};
