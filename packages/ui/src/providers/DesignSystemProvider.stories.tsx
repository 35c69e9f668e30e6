import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { DesignSystemProvider } from './DesignSystemProvider';
import { Button } from '../components/Button/Button';

function Sample() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button>{t('common.confirm')}</Button>
      <Button variant="secondary">{t('common.cancel')}</Button>
    </div>
  );
}

/**
 * Wraps an app or an embedded screen with the theme, global styles, i18n and the app's link.
 * These stories nest a provider with a fixed locale and theme inside the Storybook one.
 */
const meta = {
  title: 'Foundations/DesignSystemProvider',
  component: DesignSystemProvider,
  args: { children: <Sample />, globalStyles: false },
} satisfies Meta<typeof DesignSystemProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { locale: 'cn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '确认' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  args: { theme: 'dark', locale: 'en' },
  render: (args) => (
    <DesignSystemProvider {...args}>
      <div style={{ background: '#141917', padding: 16 }}>
        <Sample />
      </div>
    </DesignSystemProvider>
  ),
};
