import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled, { useTheme } from 'styled-components';
import { contrastRatio } from '../theme/contrast';

/**
 * The design tokens as the current theme resolves them (switch the theme in the toolbar).
 * Names are the token paths used in code, e.g. `theme.color.text.primary`.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
`;
const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.secondary};
    font-family: monospace;
  }
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.font.size.xs};
  code {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.primary};
  }
`;
const Swatch = styled.span<{ $color: string }>`
  width: 40px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ $color }) => $color};
  flex: none;
`;

function ColorsView() {
  const theme = useTheme();
  const groups = Object.entries(theme.color).filter(([name]) => name !== 'status') as [
    string,
    Record<string, string>,
  ][];
  return (
    <Grid>
      {groups.map(([group, colors]) => (
        <Group key={group} aria-label={`color.${group}`}>
          <h2>color.{group}</h2>
          {Object.entries(colors).map(([name, value]) => (
            <Row key={name}>
              <Swatch $color={value} />
              <code>{name}</code>
              <code>{value}</code>
            </Row>
          ))}
        </Group>
      ))}
      <Group aria-label="color.status">
        <h2>color.status</h2>
        {Object.entries(theme.color.status).map(([tone, { fg, bg }]) => (
          <Row key={tone}>
            <Swatch $color={bg} />
            <code style={{ color: fg, background: bg, padding: '2px 6px' }}>{tone}</code>
            <code>{contrastRatio(fg, bg).toFixed(1)}:1</code>
          </Row>
        ))}
      </Group>
    </Grid>
  );
}

/** Semantic colours of the theme; status pairs show their contrast ratio. */
export const Colors: Story = {
  render: () => <ColorsView />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'color.text' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'color.status' })).toBeVisible();
  },
};

function TypographyView() {
  const theme = useTheme();
  return (
    <Grid>
      {Object.entries(theme.font.size).map(([name, fontSize]) => (
        <Row key={name}>
          <code style={{ width: 40 }}>{name}</code>
          <span
            style={{
              fontSize,
              lineHeight: theme.font.lineHeight[name as keyof typeof theme.font.lineHeight],
            }}
          >
            Carbon 碳信用 S$1,234.50
          </span>
        </Row>
      ))}
      {Object.entries(theme.font.weight).map(([name, fontWeight]) => (
        <Row key={name}>
          <code style={{ width: 72 }}>{name}</code>
          <span style={{ fontWeight, fontSize: theme.font.size.lg }}>Carbon 碳信用</span>
        </Row>
      ))}
    </Grid>
  );
}

/** Type scale and weights in the bundled fonts (Inter, Noto Sans SC). */
export const Typography: Story = { render: () => <TypographyView /> };

function SpacingView() {
  const theme = useTheme();
  return (
    <Grid>
      {Object.entries(theme.space).map(([name, value]) => (
        <Row key={name}>
          <code style={{ width: 40 }}>{name}</code>
          <span style={{ width: value, height: 12, background: theme.color.bg.fillBrand }} />
          <code>{value}</code>
        </Row>
      ))}
    </Grid>
  );
}

/** Spacing scale. */
export const Spacing: Story = { render: () => <SpacingView /> };

function ShapeView() {
  const theme = useTheme();
  return (
    <Grid>
      {Object.entries(theme.radius).map(([name, value]) => (
        <Row key={name}>
          <span
            style={{
              width: 48,
              height: 32,
              borderRadius: value,
              background: theme.color.bg.fillBrandSubtle,
              border: `1px solid ${theme.color.text.brand}`,
            }}
          />
          <code>radius.{name}</code>
          <code>{value}</code>
        </Row>
      ))}
      {Object.entries(theme.shadow).map(([name, value]) => (
        <Row key={name}>
          <span
            style={{
              width: 48,
              height: 32,
              borderRadius: theme.radius.md,
              background: theme.color.bg.surface,
              boxShadow: value,
            }}
          />
          <code>shadow.{name}</code>
        </Row>
      ))}
    </Grid>
  );
}

/** Corner radii and elevation shadows. */
export const RadiusAndShadow: Story = { render: () => <ShapeView /> };

function LayersAndMotionView() {
  const theme = useTheme();
  const rows = [
    ...Object.entries(theme.zIndex).map(([name, value]) => [`zIndex.${name}`, String(value)]),
    ...Object.entries(theme.motion.duration).map(([name, value]) => [
      `motion.duration.${name}`,
      value,
    ]),
    ...Object.entries(theme.motion.easing).map(([name, value]) => [`motion.easing.${name}`, value]),
    ...Object.entries(theme.size).map(([name, value]) => [`size.${name}`, value]),
  ];
  return (
    <Grid>
      {rows.map(([name, value]) => (
        <Row key={name}>
          <code style={{ minWidth: 170 }}>{name}</code>
          <code>{value}</code>
        </Row>
      ))}
    </Grid>
  );
}

/** Stacking order, motion timings and fixed sizes (touch target 44 px, tab bar 60 px). */
export const LayersMotionSizes: Story = { render: () => <LayersAndMotionView /> };
