import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { ContentDone, ContentRefusal, NewsDraft, NewsPreview } from '../contentTypes';
import { NewsForm } from './NewsForm';
import { NewsPreviewStep } from './NewsPreviewStep';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.sectionGap};
`;

export interface NewsSectionProps {
  preview: NewsPreview | undefined;
  onPreview: (draft: NewsDraft) => void;
  previewing: boolean;
  onEdit: () => void;
  onPublish: (draft: NewsDraft) => void;
  publishing: boolean;
  refusal: ContentRefusal | undefined;
  done: ContentDone | undefined;
}

/**
 * News: the form, then its preview (the form stays behind it, keeping what was written, for
 * Edit). A published post empties the form.
 */
export function NewsSection({
  preview,
  onPreview,
  previewing,
  onEdit,
  onPublish,
  publishing,
  refusal,
  done,
}: NewsSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // A new form for each post published: what was written is gone with it.
  const publishedId = done?.kind === 'newsPublished' ? done.id : undefined;
  const [formKey, setFormKey] = useState(publishedId ?? 0);
  if (publishedId !== undefined && publishedId !== formKey) setFormKey(publishedId);
  return (
    <Column>
      {preview !== undefined && refusal !== undefined ? (
        <ErrorState
          variant="inline"
          title={t('console.content.refused')}
          message={errorText(refusal.error, refusal.errorParams)}
        />
      ) : null}
      {preview === undefined ? null : (
        <NewsPreviewStep
          preview={preview}
          onEdit={onEdit}
          onPublish={onPublish}
          publishing={publishing}
        />
      )}
      <div hidden={preview !== undefined}>
        <NewsForm
          key={formKey}
          draft={preview?.draft}
          onPreview={onPreview}
          previewing={previewing}
          {...(preview === undefined && refusal !== undefined ? refusal : {})}
        />
      </div>
    </Column>
  );
}
