import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { TEXT_MAX_LENGTH } from '@carbonmarket/domain';
import {
  CONTENT_SUMMARY_MAX_LENGTH,
  NEWS_BODY_MAX_LENGTH,
  adminEndpoints,
} from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Form } from '../../../../forms/Form';
import { FormTextField } from '../../../../forms/FormTextField';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { FieldErrors } from '../../../../forms/serverErrors';
import type { NewsDraft } from '../contentTypes';
import { FormTextArea } from '../../shared/FormTextArea';
import { FieldGroup } from '../../shared/FieldGroup';

/** What the news form holds while it is written. */
export interface NewsValues {
  title: { en: string; cn: string };
  summary: { en: string; cn: string };
  body: { en: string; cn: string };
  imageUrl: string;
}

const LANGS = ['en', 'cn'] as const;

const EMPTY: NewsValues = {
  title: { en: '', cn: '' },
  summary: { en: '', cn: '' },
  body: { en: '', cn: '' },
  imageUrl: '',
};

/** The form's values of a draft sent before (back from its preview, or a story's). */
const valuesOf = (draft: NewsDraft | undefined): NewsValues =>
  draft === undefined
    ? EMPTY
    : {
        title: draft.title,
        summary: draft.summary,
        body: draft.body,
        imageUrl: draft.imageUrl ?? '',
      };

const build = () => {
  const request = adminEndpoints.publishNews.request;
  // The form always holds an image address, empty for none: the endpoint's own rule for it.
  return request
    .omit({ publishedAt: true })
    .extend({ imageUrl: request.shape.imageUrl.unwrap().unwrap() });
};
let built: ReturnType<typeof build> | undefined;

/**
 * The news form's rule: `admin.publishNews`'s request (published now), built on first use as the
 * endpoints' schemas are.
 */
const newsFormSchema = () => (built ??= build());

export interface NewsFormProps {
  /** The draft the form starts from (the one previewed); empty when left out. */
  draft?: NewsDraft | undefined;
  /** Called with the draft once it passes `admin.publishNews`'s own request schema. */
  onPreview: (draft: NewsDraft) => void;
  /** The preview is being made: the button shows busy. */
  previewing: boolean;
  /** The server's refusal of the draft, placed on its fields or in the form's banner. */
  error?: ErrorCode | undefined;
  errorParams?: ErrorParams | undefined;
  fieldErrors?: FieldErrors | undefined;
}

/**
 * A news post to write: its title, summary and HTML body in English and in Chinese, and an
 * optional image. It is checked as publishing checks it, then previewed before anything is
 * published.
 */
export function NewsForm({
  draft,
  onPreview,
  previewing,
  error,
  errorParams,
  fieldErrors,
}: NewsFormProps) {
  const { t } = useTranslation();
  const form = useDomainForm<NewsValues, NewsDraft>(newsFormSchema(), valuesOf(draft));
  return (
    <Form
      form={form}
      onSubmit={onPreview}
      busy={previewing}
      title={t('console.content.news.heading')}
      description={t('console.content.news.description')}
      {...(error === undefined ? {} : { error })}
      {...(errorParams === undefined ? {} : { errorParams })}
      {...(fieldErrors === undefined ? {} : { fieldErrors })}
      actions={
        <Button type="submit" fullWidth icon="search" loading={previewing}>
          {t('console.content.news.preview')}
        </Button>
      }
    >
      {LANGS.map((lang) => (
        <FieldGroup key={lang} title={t(`console.content.languages.${lang}`)}>
          <FormTextField
            control={form.control}
            name={`title.${lang}`}
            label={t('console.content.news.title')}
            maxLength={TEXT_MAX_LENGTH}
            autoComplete="off"
            required
          />
          <FormTextArea
            control={form.control}
            name={`summary.${lang}`}
            label={t('console.content.news.summary')}
            maxLength={CONTENT_SUMMARY_MAX_LENGTH}
            rows={2}
            required
          />
          <FormTextArea
            control={form.control}
            name={`body.${lang}`}
            label={t('console.content.news.body')}
            hint={t('console.content.news.bodyHint')}
            maxLength={NEWS_BODY_MAX_LENGTH}
            rows={6}
            code
            required
          />
        </FieldGroup>
      ))}
      <FormTextField
        control={form.control}
        name="imageUrl"
        label={t('console.content.news.imageUrl')}
        hint={t('console.content.news.imageUrlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={2048}
      />
    </Form>
  );
}
