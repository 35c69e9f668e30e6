import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FactRows } from './FactRows';

const meta = {
  title: 'Components/FactRows',
  component: FactRows,
  parameters: { layout: 'padded' },
  args: {
    label: 'Key facts',
    facts: [
      { key: 'price', term: 'Price per ton', detail: 'S$18.50' },
      { key: 'remaining', term: 'Remaining', detail: '12,650 t' },
      { key: 'perOrder', term: 'Per order', detail: '5 t to 100 t' },
    ],
  },
} satisfies Meta<typeof FactRows>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Terms and their values, read as a description list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    const values = canvas.getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Price per ton',
      'Remaining',
      'Per order',
    ]);
    await expect(values.map((value) => value.textContent)).toEqual([
      'S$18.50',
      '12,650 t',
      '5 t to 100 t',
    ]);
    await expect(terms[0]?.closest('dl')).toHaveAccessibleName('Key facts');
  },
};

/** A long value wraps at the end of its row instead of pushing the term out. */
export const LongValue: Story = {
  args: {
    facts: [
      {
        key: 'agency',
        term: 'Verification agency',
        detail: 'Société Générale de Surveillance Climate Verification Services Asia-Pacific',
      },
      { key: 'vintage', term: 'Vintage', detail: '2024' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Société Générale/)).toBeVisible();
    await expect(canvas.getByText('2024')).toBeVisible();
  },
};
