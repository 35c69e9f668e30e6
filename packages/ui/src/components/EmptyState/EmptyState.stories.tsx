import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyState } from './EmptyState';
import { storyT } from '../../testing/storyI18n';
import { storySamples } from '../../testing/storySamples';

/** Sample texts a screen would pass in, in each story locale. */
const samples = {
  en: {
    ordersTitle: 'No orders yet',
    ordersDescription: 'Credits you buy appear here.',
    browse: 'Browse projects',
    searchTitle: 'No projects match',
    searchDescription: 'Try another location or standard.',
    longTitle:
      'You have not listed any verified carbon credits for sale on the secondary market yet',
    longDescription:
      'Once a project you invested in has issued its credits, you can list them here at your own price per ton and follow every offer from buyers.',
  },
  cn: {
    ordersTitle: '暂无订单',
    ordersDescription: '您购买的碳信用将显示在这里。',
    browse: '浏览项目',
    searchTitle: '没有匹配的项目',
    searchDescription: '请尝试其他地区或标准。',
    longTitle: '您尚未在二级市场挂出任何已核证的碳信用',
    longDescription:
      '当您投资的项目签发碳信用后，您可以在这里按自定的每吨价格挂单出售，并跟进买家的每一个报价。',
  },
};
const { localise, sample } = storySamples(samples);

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  render: function Render(args, { globals }) {
    return (
      <EmptyState
        {...args}
        title={localise(globals, args.title)}
        description={localise(globals, args.description)}
        actionLabel={localise(globals, args.actionLabel)}
      />
    );
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      storyT(globals)('feedback.emptyState.title'),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const WithDescription: Story = {
  args: { title: samples.en.ordersTitle, description: samples.en.ordersDescription },
};
export const WithAction: Story = {
  args: {
    title: samples.en.ordersTitle,
    description: samples.en.ordersDescription,
    actionLabel: samples.en.browse,
    onAction: fn(),
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample(globals, 'browse') }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};
export const CustomIcon: Story = {
  args: {
    icon: 'search',
    title: samples.en.searchTitle,
    description: samples.en.searchDescription,
  },
};
export const LongText: Story = {
  args: {
    icon: 'leaf',
    title: samples.en.longTitle,
    description: samples.en.longDescription,
    actionLabel: samples.en.browse,
    onAction: fn(),
  },
};
export const Dark: Story = {
  args: {
    title: samples.en.ordersTitle,
    description: samples.en.ordersDescription,
    actionLabel: samples.en.browse,
    onAction: fn(),
  },
  globals: { theme: 'dark' },
};
