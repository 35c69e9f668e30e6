import { useTranslation } from 'react-i18next';
import { Notice } from '../../../../components/Notice/Notice';
import type { ContentDone } from '../contentTypes';

/** What was just done, in a status region that announces it when it appears. */
export function DoneBanner({ done }: { done: ContentDone | undefined }) {
  const { t } = useTranslation();
  const text = (() => {
    switch (done?.kind) {
      case undefined:
        return null;
      case 'newsPublished':
        return t('console.content.done.published', { title: done.title });
      case 'newsDeleted':
        return t('console.content.done.deleted', { title: done.title });
      case 'notificationSent':
        return done.memberId === 'all'
          ? t('console.content.done.sentAll')
          : t('console.content.done.sentOne', { id: done.memberId });
      default:
        return done satisfies never;
    }
  })();
  return <div role="status">{text === null ? null : <Notice tone="success">{text}</Notice>}</div>;
}
