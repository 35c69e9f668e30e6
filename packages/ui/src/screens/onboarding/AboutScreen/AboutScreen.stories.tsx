import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AboutScreen } from './AboutScreen';
import { storyT } from '../../../testing/storyI18n';
import { storySamples } from '../../../testing/storySamples';

const { localise } = storySamples({
  en: {
    hours: 'Monday to Friday, 9:00 to 18:00',
    address: '1 Raffles Place, #20-01, Singapore 048616',
  },
  cn: { hours: '周一至周五 9:00–18:00', address: '新加坡莱佛士坊 1 号 #20-01，邮编 048616' },
});

const meta = {
  title: 'Screens/Onboarding/About',
  component: AboutScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    contact: {
      email: 'support@carbonmarket.sg',
      phone: '+65 6123 4567',
      hours: 'Monday to Friday, 9:00 to 18:00',
      address: '1 Raffles Place, #20-01, Singapore 048616',
    },
    version: '1.0.0',
    onBack: fn(),
  },
  render: (args, { globals }) => (
    <AboutScreen
      {...args}
      contact={{
        ...args.contact,
        hours: localise(globals, args.contact.hours),
        address: localise(globals, args.contact.address),
      }}
    />
  ),
} satisfies Meta<typeof AboutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mission, the four steps and every contact detail. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('onboarding.about.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('onboarding.about.howTitle') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'support@carbonmarket.sg' })).toHaveAttribute(
      'href',
      'mailto:support@carbonmarket.sg',
    );
    await expect(canvas.getByRole('link', { name: '+65 6123 4567' })).toHaveAttribute(
      'href',
      'tel:+6561234567',
    );
  },
};

/** The back button calls `onBack`. */
export const GoesBack: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Only the email is set: the other rows are left out. */
export const EmailOnly: Story = {
  args: { contact: { email: 'support@carbonmarket.sg' }, version: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/**
 * A long address wraps between its parts (after the @, before a dot), never inside one: each part
 * is drawn on one line.
 */
export const LongEmailWrapsBetweenParts: Story = {
  args: { contact: { email: 'customer.support@carbonmarket.example' } },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: args.contact.email });
    link.scrollIntoView({ block: 'center' });
    const parts = [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    await expect(parts.map((part) => part.textContent).join('')).toBe(args.contact.email);
    const linesOf = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    for (const part of parts) await expect(linesOf(part), part.textContent ?? '').toBe(1);
    // The address did need more than one line here, so the parts were really put to the test.
    await expect(linesOf(link)).toBeGreaterThan(1);
  },
};
