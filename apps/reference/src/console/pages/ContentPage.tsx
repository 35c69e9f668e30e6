import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConsoleContentScreen } from '@carbonmarket/ui/screens/console/ConsoleContentScreen';
import type {
  ContentDone,
  ContentRefusal,
  NewsDraft,
  NewsPreview,
  NotificationDraft,
  RecentNewsItem,
} from '@carbonmarket/ui/screens/console/ConsoleContentScreen';
import { adminEndpoints, endpoints } from '@carbonmarket/domain/contract';
import { loadableOf } from '../../shared/data/loadable';
import { consoleApi } from '../consoleServices';
import { consoleNavigation } from '../consoleSections';
import type { OperatorSession } from '../session/operatorSessionStore';
import { CONSOLE_QUERY_ROOT } from './queueQueries';
import { refusalOf } from './refusalOf';
import { useConsoleLanguage } from './useConsoleLanguage';
import { useSignOut } from './useSignOut';

/** How many of the newest posts the section lists. */
const RECENT_NEWS = 20;
const NEWS_KEY = [CONSOLE_QUERY_ROOT, 'news'] as const;

/** A refusal as the screen takes it. */
const contentRefusalOf = (error: unknown): ContentRefusal => {
  const { error: code, errorParams, fieldErrors } = refusalOf(error);
  return { error: code, errorParams, fieldErrors };
};

/**
 * The content section (operators and admins): news written in both languages, previewed as the
 * server would store it (`admin.previewNews`, the sanitiser publishing uses), then published;
 * the posts members read now, with delete; notifications to every member or to one. Each change
 * is audited by the server with the operator who made it.
 */
export function ContentPage({ session }: { session: OperatorSession }) {
  const language = useConsoleLanguage();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const news = useQuery({
    queryKey: [...NEWS_KEY, language.locale],
    queryFn: ({ signal }) =>
      consoleApi.call(
        endpoints.news.list,
        { page: 1, pageSize: RECENT_NEWS, lang: language.locale },
        { signal },
      ),
  });
  const [preview, setPreview] = useState<NewsPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [newsRefusal, setNewsRefusal] = useState<ContentRefusal | null>(null);
  const [deletingId, setDeletingId] = useState<number | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [notificationRefusal, setNotificationRefusal] = useState<ContentRefusal | null>(null);
  const [done, setDone] = useState<ContentDone | null>(null);

  const previewNews = async (draft: NewsDraft) => {
    setPreviewing(true);
    setNewsRefusal(null);
    setDone(null);
    const result = await consoleApi.request(adminEndpoints.previewNews, draft);
    setPreviewing(false);
    if (!result.ok) setNewsRefusal(contentRefusalOf(result.error));
    else setPreview({ draft, texts: result.data });
  };

  const publish = async (draft: NewsDraft) => {
    setPublishing(true);
    setNewsRefusal(null);
    const result = await consoleApi.request(adminEndpoints.publishNews, draft);
    setPublishing(false);
    if (!result.ok) {
      setNewsRefusal(contentRefusalOf(result.error));
      return;
    }
    setPreview(null);
    setDone({
      kind: 'newsPublished',
      id: result.data.id,
      title: language.locale === 'cn' ? draft.title.cn : draft.title.en,
    });
    await queryClient.invalidateQueries({ queryKey: NEWS_KEY });
  };

  const remove = async (item: RecentNewsItem) => {
    setDeletingId(item.id);
    setNewsRefusal(null);
    setDone(null);
    const result = await consoleApi.request(adminEndpoints.deleteNews, { id: item.id });
    setDeletingId(undefined);
    if (!result.ok) setNewsRefusal(contentRefusalOf(result.error));
    else setDone({ kind: 'newsDeleted', id: item.id, title: item.title });
    await queryClient.invalidateQueries({ queryKey: NEWS_KEY });
  };

  const send = async (draft: NotificationDraft) => {
    setSending(true);
    setNotificationRefusal(null);
    setDone(null);
    const result = await consoleApi.request(adminEndpoints.publishNotification, draft);
    setSending(false);
    if (!result.ok) setNotificationRefusal(contentRefusalOf(result.error));
    else setDone({ kind: 'notificationSent', id: result.data.id, memberId: draft.memberId });
  };

  return (
    <ConsoleContentScreen
      {...(preview ? { preview } : {})}
      onPreview={(draft) => void previewNews(draft)}
      previewing={previewing}
      onEditNews={() => {
        setPreview(null);
        setNewsRefusal(null);
      }}
      onPublish={(draft) => void publish(draft)}
      publishing={publishing}
      {...(newsRefusal ? { newsRefusal } : {})}
      news={loadableOf(news, (page) => page.items)}
      onDeleteNews={(item) => void remove(item)}
      {...(deletingId !== undefined ? { deletingId } : {})}
      onRetryNews={() => void news.refetch()}
      onSendNotification={(draft) => void send(draft)}
      sending={sending}
      {...(notificationRefusal ? { notificationRefusal } : {})}
      {...(done ? { done } : {})}
      operatorName={session.operator.name}
      navigation={consoleNavigation(session.operator.role, 'content')}
      onSignOut={signOut}
      {...language}
    />
  );
}
