import type { SocketPush } from '@carbonmarket/domain/contract';

/** What a `project` push says of a project: its stock now. */
export type ProjectStock = Extract<SocketPush, { type: 'project' }>['data'];

interface StockFields {
  id: number;
  status: unknown;
  remainingTons: unknown;
  progress: number;
}

const isProject = (value: unknown): value is StockFields =>
  typeof value === 'object' && value !== null && 'id' in value && 'remainingTons' in value;

/** The project with the pushed stock when it is the pushed one; anything else as it was. */
export function withStock<T>(value: T, stock: ProjectStock): T {
  if (!isProject(value) || value.id !== stock.projectId) return value;
  return {
    ...value,
    status: stock.status,
    remainingTons: stock.remainingTons,
    progress: stock.progress,
  };
}

const isList = (value: unknown): value is { items: unknown[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { items?: unknown }).items);

const isPages = (value: unknown): value is { pages: unknown[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { pages?: unknown }).pages);

/**
 * A cached project list with the pushed project's stock in place: one page (`{ items }`) or the
 * pages of an infinite list (`{ pages: [{ items }] }`); anything else as it was.
 */
export function listWithStock<T>(value: T, stock: ProjectStock): T {
  const page = (list: unknown) =>
    isList(list) ? { ...list, items: list.items.map((item) => withStock(item, stock)) } : list;
  if (isPages(value)) return { ...value, pages: value.pages.map(page) };
  return page(value) as T;
}
