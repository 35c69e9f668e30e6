import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EnrolmentAuthenticator } from './EnrolmentAuthenticator';
import { enrolmentFixture } from '../../../fixtures/enrolment';
import { storyT } from '../../../testing/storyI18n';

/*
 * The enrolment's first step on its own: the authenticator key as a QR code to scan, and as text
 * in groups of four for an app that cannot scan.
 */
const meta = {
  title: 'Screens/Console/Enrolment/Authenticator',
  component: EnrolmentAuthenticator,
  parameters: { layout: 'padded' },
  args: { secret: enrolmentFixture.secret, qrRows: enrolmentFixture.qrRows },
} satisfies Meta<typeof EnrolmentAuthenticator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The step is a section named by its heading, with the code named for screen readers. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('region', { name: t('console.enrolment.stepApp') }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('console.enrolment.qrLabel') })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
  },
};

/** A key whose length is not a multiple of four ends with its shorter group. */
export const ShortLastGroup: Story = {
  args: { secret: 'JBSWY3DPEHPK3PX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PX')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('img', { name: storyT(globals)('console.enrolment.qrLabel') }),
    ).toBeVisible();
  },
};
