import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Typography/Text';
import { storySamples } from '../../testing/storySamples';
import { Notice } from './Notice';
import { NoticeRegion } from './NoticeRegion';

/** Sample texts a screen would pass in, in each story locale. */
const { sample } = storySamples({
  en: {
    above: 'Bank card',
    below: 'DBS Bank, account ending 6789',
    saved: 'Your bank card is saved.',
    save: 'Save bank card',
  },
  cn: {
    above: '银行卡',
    below: '星展银行，尾号 6789',
    saved: '您的银行卡已保存。',
    save: '保存银行卡',
  },
});

type Globals = Record<string, unknown>;

/** The space between the lines of the column the region stands in. */
const GAP = 12;

/** A page's column of lines spaced by a gap, the region between two of them. */
function Column({ globals, children }: { globals: Globals; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: GAP }}>
      <Text size="md" weight="semibold">
        {sample(globals, 'above')}
      </Text>
      {children}
      <Text size="sm" tone="secondary">
        {sample(globals, 'below')}
      </Text>
    </div>
  );
}

/** A form's page: the region is there from the start, and saving puts the notice in it. */
function SavingPage({ globals }: { globals: Globals }) {
  const [saved, setSaved] = useState(false);
  return (
    <Column globals={globals}>
      <NoticeRegion>
        {saved ? <Notice tone="success">{sample(globals, 'saved')}</Notice> : null}
      </NoticeRegion>
      <Button onClick={() => setSaved(true)}>{sample(globals, 'save')}</Button>
    </Column>
  );
}

const meta = {
  title: 'Components/NoticeRegion',
  component: NoticeRegion,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NoticeRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

const withNotice: Story['render'] = (_args, { globals }) => (
  <Column globals={globals}>
    <NoticeRegion>
      <Notice tone="success">{sample(globals, 'saved')}</Notice>
    </NoticeRegion>
  </Column>
);

/**
 * Nothing to say yet: the polite status region is on the page, empty, and lays out nothing: the
 * lines around it stand one gap apart, as if it were not there.
 */
export const Empty: Story = {
  render: (_args, { globals }) => (
    <Column globals={globals}>
      <NoticeRegion />
    </Column>
  ),
  play: async ({ canvas, globals }) => {
    const region = canvas.getByRole('status');
    await expect(region).toBeEmptyDOMElement();
    const above = canvas.getByText(sample(globals, 'above')).getBoundingClientRect();
    const below = canvas.getByText(sample(globals, 'below')).getBoundingClientRect();
    await expect(below.top - above.bottom).toBeCloseTo(GAP, 1);
  },
};

/** A notice in the region: it is read out as a status, and takes its place in the column. */
export const WithNotice: Story = {
  render: withNotice,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(sample(globals, 'saved'));
  },
};

/**
 * Saving shows the notice inside the region that was there before it: the same live element, so
 * screen readers announce it; the page around it stays usable.
 */
export const AnnouncedAfterSaving: Story = {
  render: (_args, { globals }) => <SavingPage globals={globals} />,
  play: async ({ canvas, userEvent, globals }) => {
    const region = canvas.getByRole('status');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: sample(globals, 'save') }));
    const notice = await canvas.findByText(sample(globals, 'saved'));
    await expect(region).toContainElement(notice);
    await expect(canvas.getByRole('status')).toBe(region);
  },
};

export const Dark: Story = { render: withNotice, globals: { theme: 'dark' } };
