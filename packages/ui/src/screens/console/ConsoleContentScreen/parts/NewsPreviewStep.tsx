import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ArticleBody } from '../../../../components/ArticleBody/ArticleBody';
import { Button } from '../../../../components/Button/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { Notice } from '../../../../components/Notice/Notice';
import { SegmentedControl } from '../../../../components/SegmentedControl/SegmentedControl';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import type { NewsDraft, NewsPreview } from '../contentTypes';

type Lang = 'en' | 'cn';
const LANGS: readonly Lang[] = ['en', 'cn'];

const Step = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

/** The post as a member's article page draws it, on the page's own surface. */
const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  max-height: 200px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

/** Whether the server changed a body on its way in (something was not allowed, or was rewritten). */
const changed = (draft: NewsDraft, preview: NewsPreview, lang: Lang) =>
  preview.texts.body[lang] !== draft.body[lang].trim();

export interface NewsPreviewStepProps {
  preview: NewsPreview;
  /** Back to the form, with the draft as it was written. */
  onEdit: () => void;
  /** Publishes the draft previewed, once confirmed. */
  onPublish: (draft: NewsDraft) => void;
  /** The post is being published: Publish shows busy and Edit waits. */
  publishing: boolean;
  /** The language shown first. @default 'en' */
  defaultLang?: Lang;
}

/**
 * The post as it will be stored and as members will read it, in one language at a time: the
 * title and summary as plain text, the body through the member app's own article renderer after
 * the server's sanitising (a script, a style or an `onclick` written in the draft is gone here).
 * Publish asks for a confirmation; Edit goes back to the form.
 */
export function NewsPreviewStep({
  preview,
  onEdit,
  onPublish,
  publishing,
  defaultLang = 'en',
}: NewsPreviewStepProps) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Lang>(defaultLang);
  const headingId = useId();
  const { texts, draft } = preview;
  return (
    <Step aria-labelledby={headingId}>
      <Heading level={2} size="xl" weight="bold" id={headingId}>
        {t('console.content.preview.heading')}
      </Heading>
      <Text tone="secondary">{t('console.content.preview.description')}</Text>
      <SegmentedControl<Lang>
        label={t('console.content.preview.language')}
        options={LANGS.map((value) => ({
          value,
          label: t(`console.content.languages.${value}`),
        }))}
        value={lang}
        onChange={setLang}
      />
      {changed(draft, preview, lang) ? (
        <Notice tone="warning">{t('console.content.preview.sanitised')}</Notice>
      ) : null}
      <Article
        lang={lang === 'cn' ? 'zh-CN' : 'en'}
        aria-label={t('console.content.preview.article')}
      >
        {draft.imageUrl ? <Picture src={draft.imageUrl} alt="" /> : null}
        <Heading level={3} size="lg" weight="bold" breakAnywhere>
          {texts.title[lang]}
        </Heading>
        <Text tone="secondary" breakAnywhere>
          {texts.summary[lang]}
        </Text>
        <ArticleBody html={texts.body[lang]} />
      </Article>
      <Actions>
        <ConfirmDialog
          title={t('console.content.publish.title')}
          message={t('console.content.publish.message')}
          confirmLabel={t('console.content.publish.confirm')}
          onConfirm={() => onPublish(draft)}
          trigger={
            <Button fullWidth loading={publishing}>
              {t('console.content.publish.action')}
            </Button>
          }
        />
        <Button variant="secondary" fullWidth disabled={publishing} onClick={onEdit}>
          {t('console.content.preview.edit')}
        </Button>
      </Actions>
    </Step>
  );
}
