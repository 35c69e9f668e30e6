import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './ButtonLink';
import type { ButtonLinkProps } from './ButtonLink';
import { storyT } from '../../testing/storyI18n';

/** Renders the link with a translated label, so each locale shows its own text. */
function Translated(props: Omit<ButtonLinkProps, 'children'>) {
  const { t } = useTranslation();
  return <ButtonLink {...props}>{t('onboarding.start.register')}</ButtonLink>;
}

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { href: '/pages/register/index', children: 'Create an account' },
  render: (args) => <Translated {...args} />,
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link, named by its label, that leads to `href`. */
export const Primary: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', { name: storyT(globals)('onboarding.start.register') }),
    ).toHaveAttribute('href', '/pages/register/index');
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Plain: Story = { args: { variant: 'plain' } };
export const WithIcon: Story = { args: { icon: 'user' } };
export const FullWidth: Story = { args: { fullWidth: true }, parameters: { layout: 'padded' } };

/** Keyboard users reach it with Tab like any link. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};
