import { useQuery } from '@tanstack/react-query';
import { ProjectInfoScreen } from '@carbonmarket/ui/screens/projects/ProjectInfoScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { useBack } from '../../../shared/routing/useBack';
import { useServerNow } from '../../../shared/time/useServerNow';
import { loadableOf } from '../../../shared/data/loadable';
import { projectDetailQuery } from '../api/projectQueries';
import { screenLinks } from '../../../shared/routing/screenLinks';

/**
 * `/pages/project/info?id=`: a project's full information, from the same request (and cache
 * entry) as its overview page. The countdown to the selling window's start, then to its end, ticks
 * on the server's clock until the window closes.
 */
export function ProjectInfoRoute({ query }: RouteProps<'projectInfo'>) {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const project = useQuery(projectDetailQuery(query.id, locale));
  const { data } = project;
  const now = useServerNow(data?.sellingEndsAt ?? data?.sellingStartsAt ?? undefined);
  return (
    <ProjectInfoScreen
      project={loadableOf(project, (data) => data)}
      now={now}
      onBack={back}
      onRetry={() => void project.refetch()}
      links={screenLinks()}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
