import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode';
import { enrolmentFixture } from '../../fixtures/enrolment';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { rows: enrolmentFixture.qrRows, label: 'QR code of an authenticator key' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Black modules on white with the quiet margin the standard asks for, in either theme. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'QR code of an authenticator key' });
    await expect(code).toHaveAttribute('width', '184');
    const side = (enrolmentFixture.qrRows[0]?.length ?? 0) + 8;
    await expect(code).toHaveAttribute('viewBox', `0 0 ${side} ${side}`);
  },
};

/** Larger, for a desk screen. */
export const Large: Story = { args: { size: 280 } };
