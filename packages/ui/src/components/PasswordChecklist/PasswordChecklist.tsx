import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, passwordChecks } from '@carbonmarket/domain';
import type { PasswordKind, PasswordRule } from '@carbonmarket/domain';
import { Icon } from '../../icons/Icon';
import { VisuallyHidden } from '../../theme/visuallyHidden';
import { Text } from '../Typography/Text';

export interface PasswordChecklistProps {
  /** Whose rules: a login password's or a withdrawal password's. */
  kind: PasswordKind;
  /** The password typed so far: each rule is ticked as it is met. */
  password: string;
  /** Id of the list, for the password field's `aria-describedby`. */
  id?: string;
}

const Rules = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Rule = styled(Text).attrs({ as: 'li', size: 'sm' })<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  /* A rule met reads in the success colour, one still to meet in the secondary text colour. */
  color: ${({ theme, $met }) => ($met ? theme.color.status.success.fg : theme.color.text.secondary)};

  & > svg {
    flex: none;
  }
`;

/** The hollow ring of a rule not met yet. */
const Open = styled.span`
  flex: none;
  box-sizing: border-box;
  width: 16px;
  height: 16px;
  margin: 0 2px;
  border: 1.5px solid currentColor;
  border-radius: 50%;
`;

/**
 * What a new password must have, each rule ticked as the member types it in (a length, a digit,
 * an upper and a lower case letter; a withdrawal password a special character too). Screen readers
 * hear each rule with whether it is met; the list is not a live region, so typing is not
 * interrupted.
 */
export function PasswordChecklist({ kind, password, id }: PasswordChecklistProps) {
  const { t } = useTranslation();
  const words: Readonly<Record<PasswordRule, string>> = {
    length: t('profile.password.rules.length', { count: PASSWORD_MIN_LENGTH[kind] }),
    digit: t('profile.password.rules.digit'),
    upper: t('profile.password.rules.upper'),
    lower: t('profile.password.rules.lower'),
    special: t('profile.password.rules.special'),
  };
  return (
    <Rules id={id} aria-label={t('profile.password.rules.title')}>
      {passwordChecks(kind, password).map(({ rule, met }) => (
        <Rule key={rule} $met={met}>
          {met ? <Icon name="check" /> : <Open aria-hidden="true" />}
          <span>
            {words[rule]}
            <VisuallyHidden>
              {' '}
              {t(met ? 'profile.password.rules.met' : 'profile.password.rules.notMet')}
            </VisuallyHidden>
          </span>
        </Rule>
      ))}
    </Rules>
  );
}
