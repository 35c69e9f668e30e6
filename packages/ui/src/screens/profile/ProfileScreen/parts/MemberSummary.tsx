import { useTranslation } from 'react-i18next';
import type { Member } from '@carbonmarket/domain';
import { SkeletonOutline } from '../../../../components/Skeleton/SkeletonOutline';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import type { Loadable } from '../../../../components/loadable';
import { useErrorText } from '../../../../i18n/useErrorText';
import { MemberCard } from './MemberCard';
import { PLACEHOLDER_MEMBER, PLACEHOLDER_NAME } from './placeholderMember';
import { memberName } from '../../../../components/text/memberName';

export interface MemberSummaryProps {
  /** The member's profile, or where its loading stands. */
  member: Loadable<Member>;
  /** Loads the profile again after a failure. */
  onRetry: () => void;
  /** Where a new picture is chosen (the card's picture leads there). */
  photoHref?: string;
}

/** The member's card once the profile is in; its outline while it loads; the failure and a retry. */
export function MemberSummary({ member, onRetry, photoHref }: MemberSummaryProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  switch (member.status) {
    case 'loading':
      return (
        <SkeletonOutline label={t('profile.hub.loading')}>
          <MemberCard member={PLACEHOLDER_MEMBER} name={PLACEHOLDER_NAME} />
        </SkeletonOutline>
      );
    case 'error':
      return (
        <ErrorState
          variant="inline"
          title={t('profile.hub.loadError')}
          message={member.error === undefined ? undefined : errorText(member.error)}
          onRetry={onRetry}
        />
      );
    case 'ready':
      return (
        <MemberCard member={member.data} name={memberName(member.data)} photoHref={photoHref} />
      );
    default:
      return member satisfies never;
  }
}
