import { useTranslation } from 'react-i18next';
import type { ProjectRegistration } from '@carbonmarket/domain';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { RegistryLink } from './RegistryLink';

/**
 * Where the project's credits are issued: the registry and the project's ID there, with the way to
 * its public page (where issuances and retirements can be checked); or that none is recorded.
 */
export function ProjectRegistry({ registration }: { registration: ProjectRegistration | null }) {
  const { t } = useTranslation();
  if (registration === null)
    return (
      <FactRows
        label={t('projects.info.registry.title')}
        facts={[
          {
            key: 'registry',
            term: t('projects.info.registry.name'),
            detail: t('projects.info.registry.none'),
          },
        ]}
      />
    );
  const registry = t(`projects.info.registries.${registration.registry}`);
  return (
    <>
      <FactRows
        label={t('projects.info.registry.title')}
        facts={[
          { key: 'registry', term: t('projects.info.registry.name'), detail: registry },
          { key: 'id', term: t('projects.info.registry.id'), detail: registration.registryId },
        ]}
      />
      <RegistryLink href={registration.url}>
        {t('projects.info.registry.link', { registry })}
      </RegistryLink>
    </>
  );
}
