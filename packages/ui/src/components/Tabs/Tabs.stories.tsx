import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROJECT_STATUSES } from '@carbonmarket/domain';
import type { ProjectStatus } from '@carbonmarket/domain';
import { Tabs } from './Tabs';
import type { TabItem, TabsProps } from './Tabs';
import { storyT } from '../../testing/storyI18n';
import { Text } from '../Typography/Text';

const PanelBody = styled(Text)`
  padding: ${({ theme }) => theme.space[400]};
`;

const item = (
  value: ProjectStatus,
  extra: Partial<TabItem<ProjectStatus>> = {},
): TabItem<ProjectStatus> => ({
  value,
  label: value,
  ...extra,
});

const fourTabs = (['in_progress', 'presale', 'full', 'ended'] as const).map((value) => item(value));

/** Gives every tab the translated project status as its label, so each locale shows its own text. */
function TranslatedTabs({ items, ...rest }: TabsProps<ProjectStatus>) {
  const { t } = useTranslation();
  return (
    <Tabs
      {...rest}
      items={items.map((tab) => ({ ...tab, label: t(`display.status.project.${tab.value}`) }))}
    />
  );
}

function TranslatedPanel({ value }: { value: ProjectStatus }) {
  const { t } = useTranslation();
  return <PanelBody tone="primary">{t(`display.status.project.${value}`)}</PanelBody>;
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    items: fourTabs,
    label: 'Project status',
    onChange: fn(),
    renderPanel: (value: ProjectStatus) => <TranslatedPanel value={value} />,
  },
  render: (args) => <TranslatedTabs {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Tabs<ProjectStatus>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondSelected: Story = { args: { defaultValue: 'presale' } };

export const WithBadges: Story = {
  args: {
    items: [
      item('in_progress', { badge: 3 }),
      item('presale', { badge: 120 }),
      item('full'),
      item('ended', { badge: 0 }),
    ],
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [item('in_progress'), item('presale', { disabled: true }), item('full'), item('ended')],
  },
};

export const ManyTabsScroll: Story = {
  args: { items: PROJECT_STATUSES.map((value) => item(value)), defaultValue: 'full' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The selected tab at the far end has been scrolled into view.
    const tab = canvas.getByRole('tab', { name: t('display.status.project.full') });
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    await expect(tabBox.right).toBeLessThanOrEqual(listBox.right + 1);
    await expect(tabBox.left).toBeGreaterThanOrEqual(listBox.left - 1);
  },
};

export const RouteDriven: Story = {
  args: { value: 'presale', renderPanel: undefined },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: t('display.status.project.full') }));
    await expect(args.onChange).toHaveBeenCalledWith('full');
    // Controlled: the selection waits for the parent (the route) to change `value`.
    await expect(
      canvas.getByRole('tab', { name: t('display.status.project.presale') }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

export const TapSelects: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const full = canvas.getByRole('tab', { name: t('display.status.project.full') });
    await userEvent.click(full);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('full');
    await expect(full).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('tabpanel', { name: t('display.status.project.full') }),
    ).toHaveTextContent(t('display.status.project.full'));
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const tab = (status: ProjectStatus) =>
      canvas.getByRole('tab', { name: t(`display.status.project.${status}`) });

    await userEvent.tab();
    await expect(tab('in_progress')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('presale');
    await expect(tab('presale')).toHaveFocus();
    await expect(tab('presale')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('in_progress')).toHaveAttribute('aria-selected', 'false');

    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ended');
    await expect(tab('ended')).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith('in_progress');
    await expect(tab('in_progress')).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ended');
    await expect(tab('ended')).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(4);

    // One tab stop: Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(
      canvas.getByRole('tabpanel', { name: t('display.status.project.ended') }),
    ).toHaveFocus();
  },
};

export const KeyboardSkipsDisabled: Story = {
  args: {
    items: [item('in_progress'), item('presale', { disabled: true }), item('full'), item('ended')],
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('full');
    await expect(canvas.getByRole('tab', { name: t('display.status.project.full') })).toHaveFocus();
  },
};

export const MeetsTouchTarget: Story = {
  play: async ({ canvas }) => {
    for (const tab of canvas.getAllByRole('tab')) {
      const box = tab.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Dark: Story = {
  args: {
    items: [
      item('in_progress', { badge: 3 }),
      item('presale', { badge: 12 }),
      item('full', { disabled: true }),
      item('ended'),
    ],
  },
  globals: { theme: 'dark' },
};
