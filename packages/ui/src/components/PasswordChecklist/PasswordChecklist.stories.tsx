import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordChecklist } from './PasswordChecklist';
import { TextField } from '../TextField/TextField';
import { storyT } from '../../testing/storyI18n';

const meta = {
  title: 'Components/PasswordChecklist',
  component: PasswordChecklist,
  parameters: { layout: 'padded' },
  args: { kind: 'withdrawal', password: '' },
} satisfies Meta<typeof PasswordChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

type T = ReturnType<typeof storyT>;

/** The list's items, each rule with whether it is met, as a screen reader reads them. */
const rulesOf = (canvasElement: HTMLElement, t: T) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .filter(
      (item) =>
        item.closest('ul')?.getAttribute('aria-label') === t('profile.password.rules.title'),
    )
    .map((item) => item.textContent ?? '');

/** Nothing typed yet: every rule of a withdrawal password still to meet. */
export const NothingTyped: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const rules = rulesOf(canvasElement, t);
    await expect(rules).toHaveLength(5);
    for (const rule of rules) await expect(rule).toContain(t('profile.password.rules.notMet'));
    await expect(rules[0]).toContain(t('profile.password.rules.length', { count: 10 }));
  },
};

/** Part of the way: the letters are there, the length, the number and the special one are not. */
export const PartlyMet: Story = { args: { password: 'Carbon' } };

/** Every rule met. */
export const AllMet: Story = {
  args: { password: 'Carbon#2026' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    for (const rule of rulesOf(canvasElement, t))
      await expect(rule).toContain(t('profile.password.rules.met'));
  },
};

/** A login password's rules: 8 characters, and no special character asked for. */
export const LoginPassword: Story = {
  args: { kind: 'login', password: 'carbon20' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const rules = rulesOf(canvasElement, t);
    await expect(rules).toHaveLength(4);
    await expect(rules[0]).toContain(t('profile.password.rules.length', { count: 8 }));
    await expect(rules[2]).toContain(t('profile.password.rules.notMet'));
  },
};

/** Beside a password field: each rule is ticked as it is typed. */
export const FollowsTheTyping: Story = {
  render: function Render(args) {
    const [password, setPassword] = useState('');
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <TextField label="Password" value={password} onChange={setPassword} />
        <PasswordChecklist {...args} password={password} />
      </div>
    );
  },
  play: async ({ canvasElement, canvas, globals }) => {
    const t = storyT(globals);
    const field = canvas.getByRole('textbox', { name: 'Password' });
    await userEvent.type(field, 'carbon');
    await expect(rulesOf(canvasElement, t)[3]).toContain(t('profile.password.rules.met'));
    await expect(rulesOf(canvasElement, t)[2]).toContain(t('profile.password.rules.notMet'));
    await userEvent.type(field, 'C#2026!');
    for (const rule of rulesOf(canvasElement, t))
      await expect(rule).toContain(t('profile.password.rules.met'));
  },
};

/** The rules in the dark theme, some met. */
export const Dark: Story = { args: { password: 'Carbon2026' }, globals: { theme: 'dark' } };
