import { fn } from 'storybook/test';
import { money, tons } from '@carbonmarket/domain';
import type { Balances, Project, ProjectDetail, ProjectViewer } from '@carbonmarket/domain';
import { PurchaseScreen } from '../screens/projects/PurchaseScreen/PurchaseScreen';
import type { PurchaseScreenProps } from '../screens/projects/PurchaseScreen/PurchaseScreen';
import { toLocale } from '../i18n/locale';
import { screenLinks } from '../fixtures/links';
import {
  localiseProjects,
  sampleProjectDetail,
  sampleProjects,
  sampleViewer,
} from '../fixtures/projects';
import { sampleBalances } from '../fixtures/balances';

/*
 * What the purchase page's story files share (its stories are split by theme, all under one
 * title): the projects, the wallet, the arguments and the drawing in the story's language.
 */

type Globals = Record<string, unknown>;

/** The instant the stories show: the test runner's pinned clock (Friday 20 November 2026, 10:00). */
const NOW = new Date('2026-11-20T10:00:00+08:00');
export const [inProgress, presale, full] = sampleProjects as [Project, Project, Project];

export const detail = (
  project: Project = inProgress,
  viewer: Partial<ProjectViewer> = {},
): PurchaseScreenProps['project'] => ({
  status: 'ready',
  data: sampleProjectDetail(project, { ...sampleViewer, ...viewer }),
});

export const wallet = (available: string): PurchaseScreenProps['balances'] => ({
  status: 'ready',
  data: { ...sampleBalances, available: money(available) } satisfies Balances,
});

/** 5 to 100 t an order with 40 t left: the range runs from 5 to 40. */
export const fewLeft: Project = {
  ...inProgress,
  minTons: tons('5'),
  maxTons: tons('100'),
  remainingTons: tons('40'),
};

/** The project's texts in the story's language. */
export function localised(args: PurchaseScreenProps, globals: Globals) {
  if (args.project.status !== 'ready') return args;
  const [data] = localiseProjects([args.project.data], toLocale(globals['locale']));
  return { ...args, project: { status: 'ready', data: data as ProjectDetail } } as const;
}

export const projectName = (globals: Globals, project: Project = inProgress) =>
  localiseProjects([project], toLocale(globals['locale']))[0]?.name ?? '';

/** A member's purchase of a project in progress, with money to pay. */
export const purchaseArgs = {
  project: detail(),
  balances: { status: 'ready', data: sampleBalances },
  now: NOW,
  onBuy: fn(),
  onBack: fn(),
  onRetry: fn(),
  links: screenLinks,
} satisfies PurchaseScreenProps;

/** The page with the project's texts in the story's language. */
export const renderPurchase = (args: PurchaseScreenProps, { globals }: { globals: Globals }) => (
  <PurchaseScreen {...localised(args, globals)} />
);
