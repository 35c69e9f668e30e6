import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@carbonmarket/domain';
import { PLACEHOLDER_PROJECT } from './placeholderProject';

/** Placeholder text of a type name's typical length: never read or seen (drawn as a bar). */
const PLACEHOLDER_TYPE_NAME = '\u00a0'.repeat(14);

/**
 * Names a project's type in the reader's language. The placeholder project a page lays out while
 * loading (`PLACEHOLDER_PROJECT`, id 0, never a real project's) gets blank text instead, so its
 * bar has the same width in every language.
 */
export function useProjectTypeName(): (project: Pick<ProjectDetail, 'id' | 'type'>) => string {
  const { t } = useTranslation();
  return (project) =>
    project.id === PLACEHOLDER_PROJECT.id
      ? PLACEHOLDER_TYPE_NAME
      : t(`display.projectType.${project.type}`);
}
