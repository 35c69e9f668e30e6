import { Cell } from '../../../../components/Cell/Cell';
import { CellGroup } from '../../../../components/Cell/CellGroup';
import { Icon } from '../../../../icons/Icon';
import type { IconName } from '../../../../icons/Icon';

/** One entry of a group of the hub: a page, its icon and its words. */
export interface HubEntry {
  key: string;
  icon: IconName;
  title: string;
  description: string;
  /** The page's address; without one (the app does not have the page yet) the entry is left out. */
  href: string | undefined;
}

/** A titled group of the hub's entries, those the app has the page of; none, no group. */
export function EntryGroup({ title, entries }: { title: string; entries: readonly HubEntry[] }) {
  const shown = entries.flatMap(({ href, ...entry }) =>
    href === undefined ? [] : [{ ...entry, href }],
  );
  if (shown.length === 0) return null;
  return (
    <CellGroup title={title} headingLevel={2} inset>
      {shown.map(({ key, icon, title: entryTitle, description, href }) => (
        <Cell
          key={key}
          leading={<Icon name={icon} />}
          title={entryTitle}
          description={description}
          href={href}
        />
      ))}
    </CellGroup>
  );
}
