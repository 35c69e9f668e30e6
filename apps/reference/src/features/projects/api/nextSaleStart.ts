import type { Project } from '@carbonmarket/domain';

/**
 * The latest sale start still ahead among the projects shown, or undefined: the screen's clock
 * ticks every second until then (the cards count down to it), and stops after.
 */
export function nextSaleStart(
  projects: readonly Pick<Project, 'sellingStartsAt'>[],
  now: Date,
): Date | undefined {
  let latest: Date | undefined;
  for (const { sellingStartsAt } of projects)
    if (
      sellingStartsAt !== null &&
      sellingStartsAt.getTime() > now.getTime() &&
      (latest === undefined || sellingStartsAt.getTime() > latest.getTime())
    )
      latest = sellingStartsAt;
  return latest;
}
