import { useRef, useState } from 'react';
import { Cell } from '../../../../components/Cell/Cell';
import { ActionSheet } from '../../../../components/ActionSheet/ActionSheet';

export interface SheetChoiceCellProps<Key extends string> {
  /** The row's title. */
  title: string;
  /** The current choice, as the row shows it. */
  value: string;
  /** The sheet's title. */
  sheetTitle: string;
  /** A line under the sheet's title. */
  sheetDescription?: string;
  /** What can be chosen, in order. */
  choices: readonly { key: Key; label: string }[];
  /** Called with the key chosen. */
  onChoose: (key: Key) => void;
}

/**
 * A settings row that shows the current choice and opens a sheet of the others. Closing the sheet
 * gives focus back to the row (the row opens the sheet without being its trigger).
 */
export function SheetChoiceCell<Key extends string>({
  title,
  value,
  sheetTitle,
  sheetDescription,
  choices,
  onChoose,
}: SheetChoiceCellProps<Key>) {
  const [open, setOpen] = useState(false);
  const row = useRef<HTMLDivElement | null>(null);
  const setSheet = (next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => row.current?.querySelector('button')?.focus());
  };
  return (
    <>
      <div ref={row}>
        <Cell title={title} value={value} onClick={() => setOpen(true)} />
      </div>
      <ActionSheet
        open={open}
        onOpenChange={setSheet}
        title={sheetTitle}
        description={sheetDescription}
        actions={choices.map(({ key, label }) => ({ key, label }))}
        onSelect={(key) => {
          const chosen = choices.find((choice) => choice.key === key);
          if (chosen) onChoose(chosen.key);
        }}
      />
    </>
  );
}
