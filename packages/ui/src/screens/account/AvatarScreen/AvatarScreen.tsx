import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, Member } from '@carbonmarket/domain';
import { Button } from '../../../components/Button/Button';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Notice } from '../../../components/Notice/Notice';
import { NoticeRegion } from '../../../components/Notice/NoticeRegion';
import { Page } from '../../../components/Page/Page';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import { Text } from '../../../components/Typography/Text';
import type { Loadable } from '../../../components/loadable';
import { memberName } from '../../../components/text/memberName';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import { CropArea } from './parts/CropArea';
import { PicturePicker } from '../../../components/PicturePicker/PicturePicker';
import { Portrait } from './parts/Portrait';
import type { PictureArea } from './pictureArea';

/**
 * Where the change of picture stands: none picked yet (the current avatar shows); one picked and
 * being cropped; the crop on its way (`progress` 0 to 1); the crop refused or lost on the way;
 * the new avatar saved.
 */
export type AvatarStep =
  | { step: 'choose' }
  | { step: 'crop'; picture: string }
  | { step: 'send'; preview: string; progress: number }
  | { step: 'failed'; preview: string }
  | { step: 'done' };

export interface AvatarScreenProps {
  /** The member's profile: the current avatar, and the new one once saved. */
  member: Loadable<Member>;
  /** Where the change stands. */
  step: AvatarStep;
  /**
   * Why the picture picked (`choose`) or the crop sent (`failed`) was refused, or why sending
   * failed: a file that is no picture, one over the size limit, the network.
   */
  error?: ErrorCode;
  /** Told the file the member picked: the page checks it, then offers it to crop. */
  onPick: (file: File) => void;
  /** Told the square the member kept, in the picture's own pixels. */
  onCrop: (area: PictureArea) => void;
  /** Leaves the crop for another picture. */
  onCancelCrop: () => void;
  /** Sends the same crop again after it was lost on the way; without it, no Try again shows. */
  onResend?: () => void;
  onBack: () => void;
  /** Loads the profile again after a failure. */
  onRetry: () => void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[600]};
`;

const Hero = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
  padding-top: ${({ theme }) => theme.space[400]};
  text-align: center;
`;

/** What the page lays out while the profile loads. */
const PLACEHOLDER_NAME = '\u00a0'.repeat(12);

/**
 * A new avatar: the member picks a picture of the phone's (JPEG, PNG or WebP), moves and zooms
 * it under a round window (dragging and pinching; arrow keys and + and − on a keyboard), and
 * sends the square kept, watching it go. A picture refused, or lost on the way (sent again as
 * cropped), says why; the new one then shows here and on the profile.
 */
export function AvatarScreen({
  member,
  step,
  error,
  onPick,
  onCrop,
  onCancelCrop,
  onResend,
  onBack,
  onRetry,
  locale,
  onLocaleChange,
}: AvatarScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // The square kept, once the cropper has worked it out for the picture shown.
  const [area, setArea] = useState<{ picture: string; area: PictureArea } | null>(null);
  const navBar = (
    <NavBar
      title={t('profile.avatar.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  const choose = (name: string, avatarUrl: string | null) => (
    <Content>
      <Hero>
        <Portrait src={avatarUrl} alt={name} name={name} />
        <Text size="sm" tone="secondary">
          {t('profile.avatar.description')}
        </Text>
      </Hero>
      {error === undefined ? null : (
        <ErrorState
          variant="inline"
          title={t('profile.avatar.refused')}
          message={errorText(error)}
        />
      )}
    </Content>
  );

  switch (member.status) {
    case 'loading':
      return (
        <Page navBar={navBar}>
          <SkeletonOutline label={t('profile.avatar.loading')}>
            {choose(PLACEHOLDER_NAME, null)}
          </SkeletonOutline>
        </Page>
      );
    case 'error':
      return (
        <Page navBar={navBar}>
          <ErrorState
            title={t('profile.avatar.loadError')}
            message={errorText(member.error ?? 'OPERATION_FAILED')}
            icon={member.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
            onRetry={onRetry}
          />
        </Page>
      );
    case 'ready':
      break;
    default:
      return member satisfies never;
  }

  const name = memberName(member.data);
  const notice = (
    <NoticeRegion>
      {step.step === 'done' ? <Notice tone="success">{t('profile.avatar.done')}</Notice> : null}
    </NoticeRegion>
  );
  switch (step.step) {
    case 'choose':
      return (
        <Page
          navBar={navBar}
          footer={<PicturePicker label={t('profile.avatar.choose')} onPick={onPick} />}
        >
          {notice}
          {choose(name, member.data.avatarUrl)}
        </Page>
      );
    case 'crop': {
      const kept = area?.picture === step.picture ? area.area : null;
      return (
        <Page
          navBar={navBar}
          footer={
            <>
              <Button variant="secondary" onClick={onCancelCrop}>
                {t('common.cancel')}
              </Button>
              <Button disabled={kept === null} onClick={() => kept && onCrop(kept)}>
                {t('profile.avatar.use')}
              </Button>
            </>
          }
        >
          {notice}
          <CropArea
            key={step.picture}
            image={step.picture}
            onAreaChange={(next) => setArea({ picture: step.picture, area: next })}
          />
        </Page>
      );
    }
    case 'send':
      return (
        <Page navBar={navBar}>
          {notice}
          <Content>
            <Hero>
              <Portrait src={step.preview} alt={t('profile.avatar.preview')} name={name} />
            </Hero>
            <ProgressBar
              value={step.progress * 100}
              label={t('profile.avatar.sending')}
              showLabel
              showValue
            />
          </Content>
        </Page>
      );
    case 'failed':
      return (
        <Page
          navBar={navBar}
          footer={
            <PicturePicker
              label={t('profile.avatar.chooseAnother')}
              onPick={onPick}
              variant={onResend === undefined ? 'primary' : 'secondary'}
            />
          }
        >
          {notice}
          <Content>
            <Hero>
              <Portrait src={step.preview} alt={t('profile.avatar.preview')} name={name} />
            </Hero>
            <ErrorState
              variant="inline"
              icon={error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
              title={t('profile.avatar.failed')}
              message={errorText(error ?? 'UPLOAD_FAILED')}
              onRetry={onResend}
            />
          </Content>
        </Page>
      );
    case 'done':
      return (
        <Page
          navBar={navBar}
          footer={
            <Button fullWidth onClick={onBack}>
              {t('profile.avatar.finish')}
            </Button>
          }
        >
          {notice}
          <Content>
            <Hero>
              <Portrait src={member.data.avatarUrl} alt={t('profile.avatar.preview')} name={name} />
              <Text size="sm" tone="secondary">
                {t('profile.avatar.doneDescription')}
              </Text>
            </Hero>
          </Content>
        </Page>
      );
    default:
      return step satisfies never;
  }
}
