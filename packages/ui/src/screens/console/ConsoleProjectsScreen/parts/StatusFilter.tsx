import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES } from '@carbonmarket/domain';
import type { ProjectStatus } from '@carbonmarket/domain';
import { Select } from '../../../../components/Select/Select';

/** The filter's value for every status. */
const EVERY = 'all';

const isStatus = (value: string): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly string[]).includes(value);

/** The list's status filter: every status, or one of them (pending review included). */
export function StatusFilter({
  status,
  onFilter,
}: {
  status: ProjectStatus | undefined;
  onFilter: (status: ProjectStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('console.projects.filter.label')}
      value={status ?? EVERY}
      onChange={(value) => onFilter(isStatus(value) ? value : undefined)}
      options={[
        { value: EVERY, label: t('console.projects.filter.all') },
        ...PROJECT_STATUSES.map((value) => ({
          value,
          label: t(`display.status.project.${value}`),
        })),
      ]}
    />
  );
}
