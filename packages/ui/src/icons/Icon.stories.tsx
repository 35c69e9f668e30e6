import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { iconPaths } from './paths';
import { StatusIcon } from './StatusIcon';
import { statusIconPaths } from './statusPaths';
import type { StatusIconName } from './statusPaths';
import { storyT } from '../testing/storyI18n';

const names = Object.keys(iconPaths) as IconName[];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: ${({ theme }) => theme.space[400]};
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[100]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
`;

const Name = styled.code`
  max-width: 100%;
  overflow-wrap: anywhere;
  text-align: center;
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.text.primary};
`;

/** Every bundled icon with the name to pass as `<Icon name=…>`. */
function Gallery() {
  return (
    <Grid role="list">
      {names.map((name) => (
        <Tile key={name}>
          <Icon name={name} size={24} />
          <Name>{name}</Name>
        </Tile>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: Icon,
  args: { name: 'leaf' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  render: () => <Gallery />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(names.length);
    for (const name of names) await expect(canvas.getByText(name)).toBeVisible();
    // Decorative by default: none of them is announced.
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const AllIconsDark: Story = {
  render: () => <Gallery />,
  globals: { theme: 'dark' },
};

export const Sizes: Story = {
  parameters: { layout: 'centered' },
  render: (args) => (
    <Row>
      <Icon {...args} size={16} />
      <Icon {...args} size={20} />
      <Icon {...args} size={24} />
      <Icon {...args} size={32} />
    </Row>
  ),
};

export const Labelled: Story = {
  args: { name: 'close' },
  parameters: { layout: 'centered' },
  render: function Render(args, { globals }) {
    return (
      <Row>
        <Icon {...args} title={storyT(globals)('common.close')} />
      </Row>
    );
  },
  play: async ({ canvas, globals }) => {
    const icon = canvas.getByRole('img', { name: storyT(globals)('common.close') });
    await expect(icon).toBeVisible();
    await expect(icon).not.toHaveAttribute('aria-hidden');
  },
};

const statusNames = Object.keys(statusIconPaths) as StatusIconName[];

/**
 * `StatusIcon` (what toasts and the demo notice use, so the first load carries only these paths)
 * draws each status exactly as `Icon` does under the same name: above `StatusIcon`, below `Icon`.
 */
export const StatusIcons: Story = {
  parameters: { layout: 'centered' },
  render: () => (
    <div>
      <Row data-testid="status">
        {statusNames.map((name) => (
          <StatusIcon key={name} name={name} size={24} />
        ))}
      </Row>
      <Row data-testid="icon">
        {statusNames.map((name) => (
          <Icon key={name} name={name} size={24} />
        ))}
      </Row>
    </div>
  ),
  play: async ({ canvas }) => {
    const drawn = (testId: string) =>
      Array.from(canvas.getByTestId(testId).querySelectorAll('svg'), (svg) => svg.outerHTML);
    await expect(drawn('status')).toHaveLength(statusNames.length);
    await expect(drawn('status')).toEqual(drawn('icon'));
  },
};
