import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { DesignSystemProvider } from '../../providers/DesignSystemProvider';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { TextField } from '../TextField/TextField';
import { Checkbox } from '../Checkbox/Checkbox';
import { CodeField } from '../CodeField/CodeField';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { Tabs } from '../Tabs/Tabs';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl';
import { orderTonsRange, tons } from '@carbonmarket/domain';

/**
 * A button in HTML rendered before the app runs (a prerendered page) is disabled until hydration,
 * so a press cannot submit its form natively, and is marked as waiting so it is drawn as usual.
 * The render after hydration (client snapshot) enables it: the stories and the browser tests see
 * that side.
 */
const onServer = (node: ReactNode) =>
  renderToString(<DesignSystemProvider locale="en">{node}</DesignSystemProvider>);

const buttonTag = (html: string) => /<button[^>]*>/.exec(html)?.[0] ?? '';

describe('buttons rendered before the app runs', () => {
  it('a submit button is disabled and marked as waiting for the app', () => {
    const tag = buttonTag(onServer(<Button type="submit">Log in</Button>));
    expect(tag).toContain('type="submit"');
    expect(tag).toMatch(/\sdisabled=""/);
    expect(tag).toContain('data-awaiting-app="true"');
  });

  it('an icon button is too', () => {
    const tag = buttonTag(onServer(<IconButton icon="globe" label="Language" />));
    expect(tag).toMatch(/\sdisabled=""/);
    expect(tag).toContain('data-awaiting-app="true"');
  });

  it('tabs and the segments of a segmented control are too: a tap before would be lost', () => {
    const tabs = onServer(
      <Tabs
        label="Orders"
        items={[
          { value: 'all', label: 'All' },
          { value: 'completed', label: 'Completed' },
        ]}
      />,
    );
    const segments = onServer(
      <SegmentedControl
        label="Account"
        options={[
          { value: 'personal', label: 'Personal' },
          { value: 'corporate', label: 'Corporate' },
        ]}
      />,
    );
    for (const html of [tabs, segments]) {
      const tags = html.match(/<button[^>]*>/g) ?? [];
      expect(tags).toHaveLength(2);
      for (const tag of tags) {
        expect(tag).toMatch(/\sdisabled=""/);
        expect(tag).toContain('data-awaiting-app="true"');
      }
    }
  });
});

const inputTag = (html: string) => /<input[^>]*>/.exec(html)?.[0] ?? '';

describe('fields rendered before the app runs', () => {
  it('a text field is read-only until then (what is typed would be replaced by hydration)', () => {
    const tag = inputTag(onServer(<TextField label="Email" value="" onChange={() => undefined} />));
    expect(tag).toMatch(/\sreadOnly=""/i);
    expect(tag).toContain('data-awaiting-app="true"');
  });

  it('a checkbox is disabled until then, drawn as usual', () => {
    const tag = inputTag(
      onServer(<Checkbox label="I agree" checked={false} onChange={() => undefined} />),
    );
    expect(tag).toMatch(/\sdisabled=""/);
    expect(tag).toContain('data-awaiting-app="true"');
  });

  it('a code field and a quantity stepper are read-only until then', () => {
    expect(
      inputTag(onServer(<CodeField label="Code" onSend={() => undefined} now={new Date(0)} />)),
    ).toMatch(/\sreadOnly=""/i);
    expect(
      inputTag(
        onServer(
          <QuantityStepper
            label="Quantity"
            value="1"
            onChange={() => undefined}
            unit="t"
            range={orderTonsRange({
              minTons: tons('1'),
              maxTons: tons('5'),
              remainingTons: tons('5'),
            })}
          />,
        ),
      ),
    ).toMatch(/\sreadOnly=""/i);
  });
});
