import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../theme/visuallyHidden';
import { DRAWN_DISABLED } from '../hydration/awaitingApp';
import { useHydrated } from '../hydration/useHydrated';

/** One choice of a SegmentedControl. */
export interface SegmentedControlOption<T extends string> {
  /** Value reported by `onChange`; unique within the control. */
  value: T;
  /** Text of the segment; keep it short (one or two words). */
  label: ReactNode;
  /** Shows the segment but does not let it be picked. @default false */
  disabled?: boolean;
}

export interface SegmentedControlProps<T extends string> {
  /** Accessible name of the group ("Log in as"); shown above it unless `hideLabel`. */
  label: ReactNode;
  /** Keeps the label for screen readers only, when the context already says it. @default false */
  hideLabel?: boolean;
  /** The choices, two to four of them, in display order. */
  options: readonly SegmentedControlOption<T>[];
  /** Selected value (controlled). Pair with `onChange`. */
  value?: T;
  /** Initially selected value when uncontrolled; nothing is selected without it. */
  defaultValue?: T;
  /** Called with the newly selected value (on tap, or on arrow keys, which move and select). */
  onChange?: (value: T) => void;
  /** Greys out every segment. @default false */
  disabled?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[150]};
  width: 100%;
  min-width: 0;
`;

const GroupLabel = styled.span`
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

const Track = styled.div`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space['050']};
  padding: ${({ theme }) => theme.space['050']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

const Segment = styled.button<{ $selected: boolean }>`
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
  border: none;
  border-radius: calc(${({ theme }) => theme.radius.md} - ${({ theme }) => theme.space['050']});
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  text-align: center;
  overflow-wrap: break-word;
  hyphens: auto;
  cursor: pointer;
  transition: background
    ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &:focus-visible {
    outline-offset: 0;
  }
  &:active:not(:disabled) {
    background: ${({ theme }) => theme.color.bg.fillDisabled};
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.color.bg.fillBrand};
      color: ${theme.color.text.onBrand};
      font-weight: ${theme.font.weight.semibold};
      box-shadow: ${theme.shadow.card};
      &:active:not(:disabled) {
        background: ${theme.color.bg.fillBrandPressed};
      }
    `}
  ${DRAWN_DISABLED} {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.disabled};
    background: ${({ theme, $selected }) => ($selected ? theme.color.bg.fillDisabled : 'transparent')};
    box-shadow: none;
  }
`;

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/**
 * A single choice among a few short options, shown side by side (radio group semantics: one
 * tab stop, arrow keys move and select).
 */
export function SegmentedControl<T extends string>({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onChange,
  disabled = false,
}: SegmentedControlProps<T>) {
  const labelId = `${useId()}-label`;
  const [uncontrolled, setUncontrolled] = useState<T | undefined>(defaultValue);
  const selected = value ?? uncontrolled;
  const segments = useRef<(HTMLButtonElement | null)[]>([]);

  const enabled = (index: number) => !disabled && options[index]?.disabled !== true;
  // Drawn by the server and not hydrated yet: the segments wait, as buttons do.
  const awaiting = !useHydrated();
  const selectedIndex = options.findIndex((option) => option.value === selected);
  const firstEnabled = options.findIndex((_, index) => enabled(index));
  const tabStop = selectedIndex >= 0 && enabled(selectedIndex) ? selectedIndex : firstEnabled;

  const select = (index: number) => {
    const option = options[index];
    if (!option || !enabled(index) || option.value === selected) return;
    if (value === undefined) setUncontrolled(option.value);
    onChange?.(option.value);
  };

  /** The next enabled index from `from` in `step` direction, wrapping around. */
  const step = (from: number, direction: 1 | -1) => {
    for (let offset = 1; offset <= options.length; offset += 1) {
      const index = (from + direction * offset + options.length * offset) % options.length;
      if (enabled(index)) return index;
    }
    return from;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let target: number | undefined;
    if (NEXT_KEYS.includes(event.key)) target = step(index, 1);
    else if (PREVIOUS_KEYS.includes(event.key)) target = step(index, -1);
    else if (event.key === 'Home') target = step(options.length - 1, 1);
    else if (event.key === 'End') target = step(0, -1);
    if (target === undefined) return;
    event.preventDefault();
    segments.current[target]?.focus();
    select(target);
  };

  return (
    <Root>
      {hideLabel ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <GroupLabel id={labelId}>{label}</GroupLabel>
      )}
      <Track role="radiogroup" aria-labelledby={labelId} aria-disabled={disabled || undefined}>
        {options.map((option, index) => {
          const isSelected = option.value === selected;
          return (
            <Segment
              key={option.value}
              ref={(element) => {
                segments.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={isSelected}
              tabIndex={index === tabStop ? 0 : -1}
              disabled={!enabled(index) || awaiting || undefined}
              data-awaiting-app={awaiting || undefined}
              $selected={isSelected}
              onClick={() => select(index)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {option.label}
            </Segment>
          );
        })}
      </Track>
    </Root>
  );
}
