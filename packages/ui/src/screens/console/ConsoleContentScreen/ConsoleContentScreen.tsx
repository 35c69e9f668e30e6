import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/Tabs/Tabs';
import type { Loadable } from '../../../components/loadable';
import type { ConsoleChromeProps } from '../shared/consoleChrome';
import type {
  ContentDone,
  ContentRefusal,
  ContentView,
  NewsDraft,
  NewsPreview,
  NotificationDraft,
} from './contentTypes';
import { DoneBanner } from './parts/DoneBanner';
import { NewsSection } from './parts/NewsSection';
import { NotificationForm } from './parts/NotificationForm';
import { RecentNews } from './parts/RecentNews';
import type { RecentNewsItem } from './parts/RecentNews';
import { ConsolePage } from '../shared/ConsolePage';

export type {
  ContentDone,
  ContentRefusal,
  ContentView,
  NewsDraft,
  NewsPreview,
  NotificationDraft,
  StoredNewsTexts,
} from './contentTypes';
export type { RecentNewsItem } from './parts/RecentNews';
export type { ConsoleNavigation, ConsoleSection } from '../shared/ConsoleSections';

export interface ConsoleContentScreenProps extends ConsoleChromeProps {
  /** The tab shown first: writing news, notifying members, or the news published. @default 'news' */
  defaultView?: ContentView;
  /**
   * The preview of the draft (`admin.previewNews`): shown in place of the form, as members will
   * read it, with Publish and Edit. Leave it out to show the form.
   */
  preview?: NewsPreview;
  /** Asks for the preview of a draft that passed `admin.publishNews`'s request schema. */
  onPreview: (draft: NewsDraft) => void;
  /** The preview is being made. @default false */
  previewing?: boolean;
  /** Back from the preview to the form (the app leaves `preview` out). */
  onEditNews: () => void;
  /** Publishes the previewed draft, once confirmed. */
  onPublish: (draft: NewsDraft) => void;
  /** The post is being published. @default false */
  publishing?: boolean;
  /** Why the last preview or publication was refused: on its fields, or in an announced banner. */
  newsRefusal?: ContentRefusal;
  /** The posts members read now, newest first (`news.list`). */
  news: Loadable<readonly RecentNewsItem[]>;
  /** Deletes a post, once confirmed. */
  onDeleteNews: (item: RecentNewsItem) => void;
  /** The post being deleted. */
  deletingId?: number;
  /** Loads the posts again after they failed. */
  onRetryNews: () => void;
  /** Sends a notification that passed `admin.publishNotification`'s schema, once confirmed. */
  onSendNotification: (draft: NotificationDraft) => void;
  /** The notification is being sent. @default false */
  sending?: boolean;
  /**
   * Why the last notification was refused: `NOT_FOUND` (no such member, or a guest) is said with
   * the id typed; others on their fields or in the form's announced banner.
   */
  notificationRefusal?: ContentRefusal;
  /**
   * What was just done (published, deleted, sent), announced at the top. A new post published
   * empties the news form; a notification sent empties its form.
   */
  done?: ContentDone;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.sectionGap};

  /* The other tool's panel stays mounted (keeping what was written) but out of sight. */
  &[hidden] {
    display: none;
  }
`;

const VIEWS: readonly ContentView[] = ['news', 'notifications', 'published'];

/**
 * The operator's content, in three tabs. News is written in English and Chinese (title, summary,
 * HTML body, an optional image), checked as the server checks it, then previewed as the server
 * would store it and as members will read it: anything not allowed (a script, a style, an
 * `onclick`) is gone from the preview. Publish asks to confirm. A notification goes to every
 * member or to one by number, in both languages, confirmed naming who gets it; members see it
 * arrive at once. Published lists the posts members read now, each with Delete (confirmed). Each
 * tab keeps what was written in it while another is shown. What was done is announced at the
 * top; a refusal, on its field or in the form's banner.
 */
export function ConsoleContentScreen({
  defaultView = 'news',
  preview,
  onPreview,
  previewing = false,
  onEditNews,
  onPublish,
  publishing = false,
  newsRefusal,
  news,
  onDeleteNews,
  deletingId,
  onRetryNews,
  onSendNotification,
  sending = false,
  notificationRefusal,
  done,
  operatorName,
  navigation,
  onSignOut,
  locale,
  onLocaleChange,
}: ConsoleContentScreenProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<ContentView>(defaultView);
  // A new notification form for each one sent.
  const sentId = done?.kind === 'notificationSent' ? done.id : undefined;
  const [notificationKey, setNotificationKey] = useState(sentId ?? 0);
  if (sentId !== undefined && sentId !== notificationKey) setNotificationKey(sentId);
  return (
    <ConsolePage chrome={{ operatorName, onSignOut, navigation, locale, onLocaleChange }}>
      <DoneBanner done={done} />
      <Tabs<ContentView>
        label={t('console.content.tabs')}
        items={VIEWS.map((value) => ({ value, label: t(`console.content.views.${value}`) }))}
        value={view}
        onChange={setView}
      />
      <Panel hidden={view !== 'news'}>
        <NewsSection
          preview={preview}
          onPreview={onPreview}
          previewing={previewing}
          onEdit={onEditNews}
          onPublish={onPublish}
          publishing={publishing}
          refusal={newsRefusal}
          done={done}
        />
      </Panel>
      <Panel hidden={view !== 'notifications'}>
        <NotificationForm
          key={notificationKey}
          onSend={onSendNotification}
          sending={sending}
          {...notificationRefusal}
        />
      </Panel>
      <Panel hidden={view !== 'published'}>
        <RecentNews
          news={news}
          onDelete={onDeleteNews}
          deletingId={deletingId}
          onRetry={onRetryNews}
        />
      </Panel>
    </ConsolePage>
  );
}
