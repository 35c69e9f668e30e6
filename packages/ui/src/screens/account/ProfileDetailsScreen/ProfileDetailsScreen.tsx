import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams, Member } from '@carbonmarket/domain';
import type { ProfileUpdateForm } from '@carbonmarket/domain/contract';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Notice } from '../../../components/Notice/Notice';
import { NoticeRegion } from '../../../components/Notice/NoticeRegion';
import { Page } from '../../../components/Page/Page';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import type { FieldErrors } from '../../../forms/serverErrors';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import type { ScreenLinks } from '../../../links/screenLinks';
import { AvatarHeader } from './parts/AvatarHeader';
import { DetailsForm } from './parts/DetailsForm';
import { FixedDetails } from './parts/FixedDetails';

/** The places ProfileDetailsScreen links to: the avatar's cropper. */
export type ProfileDetailsScreenLinks = Pick<ScreenLinks, 'avatarCropper'>;

export interface ProfileDetailsScreenProps {
  /** The member's profile. */
  member: Loadable<Member>;
  /** Saves what the member changed (only the fields that differ from the profile). */
  onSave: (changes: ProfileUpdateForm) => void;
  /** The changes are being saved. @default false */
  saving?: boolean;
  /** The details shown were saved just now: the page says so. @default false */
  justSaved?: boolean;
  /**
   * Why the last saving was refused: a new name that is no longer the saved bank card's holder
   * (`HOLDER_NAME_MISMATCH`, on the names sent), characters a name may not have...
   */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: ProfileDetailsScreenLinks;
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

/** Placeholder text: never read or seen (the outline paints it as bars). */
const blank = (length: number) => '\u00a0'.repeat(length);

/** What the page lays out while the profile loads: a member with names of typical length. */
const PLACEHOLDER: Member = {
  memId: 0,
  visitorType: 'personal',
  email: blank(22),
  firstName: blank(8),
  lastName: blank(5),
  icNumber: blank(9),
  mobile: '',
  avatarUrl: null,
  invitationCode: null,
  creditScore: 'excellent',
  level: 'P0',
  membershipExpiresAt: null,
  joinedAt: new Date(0),
  risk: false,
  locked: false,
  isAnswer: true,
  hasWithdrawalPassword: false,
};

/**
 * The member's details: the picture and name at the top (with the way to a new picture), those
 * that identify the account and cannot be changed (account type, email, IC number, UEN), then
 * those a member may change (names, a company's name, the mobile number), saved together.
 */
export function ProfileDetailsScreen({
  member,
  onSave,
  saving = false,
  justSaved = false,
  error,
  errorParams,
  fieldErrors,
  links,
  onBack,
  onRetry,
  locale,
  onLocaleChange,
}: ProfileDetailsScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navBar = (
    <NavBar
      title={t('profile.details.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  const page = (shown: Member, form: boolean) => (
    <Content>
      <AvatarHeader member={shown} changePhoto={form ? links.avatarCropper : undefined} />
      {/* Kept from the form's first showing, so that "saved" is announced. */}
      <NoticeRegion>
        {justSaved ? <Notice tone="success">{t('profile.details.saved')}</Notice> : null}
      </NoticeRegion>
      <FixedDetails member={shown} />
      <DetailsForm
        member={shown}
        onSave={onSave}
        saving={saving}
        error={error}
        errorParams={errorParams}
        fieldErrors={fieldErrors}
      />
    </Content>
  );
  switch (member.status) {
    case 'loading':
      return (
        <Page navBar={navBar}>
          <SkeletonOutline label={t('profile.details.loading')}>
            {page(PLACEHOLDER, false)}
          </SkeletonOutline>
        </Page>
      );
    case 'error':
      return (
        <Page navBar={navBar}>
          <ErrorState
            title={t('profile.details.loadError')}
            message={errorText(member.error ?? 'OPERATION_FAILED')}
            icon={member.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
            onRetry={onRetry}
          />
        </Page>
      );
    case 'ready':
      return <Page navBar={navBar}>{page(member.data, true)}</Page>;
    default:
      return member satisfies never;
  }
}
