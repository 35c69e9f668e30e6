import { useQuery } from '@tanstack/react-query';
import { ProjectScreen } from '@carbonmarket/ui/screens/projects/ProjectScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useSession } from '../../../lib/session/sessionContext';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { useBack } from '../../../shared/routing/useBack';
import { useServerNow } from '../../../shared/time/useServerNow';
import { loadableOf } from '../../../shared/data/loadable';
import { projectDetailQuery } from '../api/projectQueries';
import { screenLinks } from '../../../shared/routing/screenLinks';

/**
 * `/pages/project/project?id=`: one project, and what the visitor may do with it as the server
 * judges it (buy, book, or why not). The countdown to a sale's start ticks on the server's clock.
 * A member below the project's level is led to the membership plans. While the project loads, a
 * member's page keeps the place of their orders card.
 */
export function ProjectRoute({ query }: RouteProps<'project'>) {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const { status } = useSession();
  const project = useQuery(projectDetailQuery(query.id, locale));
  const now = useServerNow(project.data?.sellingStartsAt ?? undefined);
  return (
    <ProjectScreen
      project={loadableOf(project, (data) => data)}
      now={now}
      onBack={back}
      onRetry={() => void project.refetch()}
      links={screenLinks()}
      member={status === 'member'}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
