import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { orderTonsRange, tons } from '@carbonmarket/domain';
import { QuantityStepper } from './QuantityStepper';
import type { QuantityStepperProps } from './QuantityStepper';
import { storyT } from '../../testing/storyI18n';

/** Holds the quantity in state, as a form would. */
function ControlledStepper({ value: initial, onChange, ...props }: QuantityStepperProps) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** 5 to 100 t an order, 40 t left: the buttons step from 5 to 40. */
const range = orderTonsRange({
  minTons: tons('5'),
  maxTons: tons('100'),
  remainingTons: tons('40'),
});

const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  parameters: { layout: 'padded' },
  args: {
    label: 'Quantity',
    value: '10',
    unit: 't',
    range,
    hint: 'Whole tons, 5 to 40',
    onChange: fn(),
  },
  render: (args) => <ControlledStepper {...args} />,
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(input).toHaveValue('10');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('t Whole tons, 5 to 40');
    await expect(
      canvas.getByRole('button', { name: t('forms.quantityStepper.decrease') }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: t('forms.quantityStepper.increase') }),
    ).toBeEnabled();
  },
};

/** The buttons add and take one ton. */
export const Steps: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(
      canvas.getByRole('button', { name: t('forms.quantityStepper.increase') }),
    );
    await expect(input).toHaveValue('11');
    await expect(args.onChange).toHaveBeenLastCalledWith('11');
    await userEvent.click(
      canvas.getByRole('button', { name: t('forms.quantityStepper.decrease') }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('forms.quantityStepper.decrease') }),
    );
    await expect(input).toHaveValue('9');
  },
};

/** The arrow keys step too, and typing is free. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('11');
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await expect(args.onChange).toHaveBeenLastCalledWith('25');
    await expect(input).toHaveValue('25');
  },
};

/**
 * A spin button (WAI-ARIA APG): the range and the quantity with its unit are announced, and they
 * follow every step; Home and End go to the minimum and the maximum.
 */
export const SpinButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(input).toHaveAttribute('aria-valuemin', '5');
    await expect(input).toHaveAttribute('aria-valuemax', '40');
    await expect(input).toHaveAttribute('aria-valuenow', '10');
    await expect(input).toHaveAttribute('aria-valuetext', '10 t');
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('40');
    await expect(input).toHaveAttribute('aria-valuenow', '40');
    await expect(args.onChange).toHaveBeenLastCalledWith('40');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('5');
    await expect(input).toHaveAttribute('aria-valuetext', '5 t');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-valuenow', '6');
    // Nothing that is a quantity: no current value to announce.
    await userEvent.clear(input);
    await expect(input).not.toHaveAttribute('aria-valuenow');
    await expect(input).not.toHaveAttribute('aria-valuetext');
  },
};

/** At the top of the range the increase button is disabled; at the bottom, the decrease button. */
export const AtTheBounds: Story = {
  args: { value: '40' },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const more = canvas.getByRole('button', { name: t('forms.quantityStepper.increase') });
    const fewer = canvas.getByRole('button', { name: t('forms.quantityStepper.decrease') });
    await expect(more).toBeDisabled();
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await expect(fewer).toBeDisabled();
    await expect(more).toBeEnabled();
  },
};

/** From text that is not a quantity, a step starts at the minimum. */
export const FromNothing: Story = {
  args: { value: '' },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: t('forms.quantityStepper.increase') }),
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('5');
  },
};

export const Invalid: Story = {
  args: { value: '3', error: 'The quantity is below the minimum' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      't The quantity is below the minimum Whole tons, 5 to 40',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Nothing fits (fewer tons remain than an order's minimum): neither button steps. */
export const NothingFits: Story = {
  args: {
    value: '5',
    range: orderTonsRange({ minTons: tons('5'), maxTons: tons('100'), remainingTons: tons('3') }),
  },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
