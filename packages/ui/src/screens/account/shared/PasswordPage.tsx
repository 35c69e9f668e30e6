import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordKind } from '@carbonmarket/domain';
import { Button } from '../../../components/Button/Button';
import { Notice } from '../../../components/Notice/Notice';
import { NoticeRegion } from '../../../components/Notice/NoticeRegion';
import { Page } from '../../../components/Page/Page';
import { Text } from '../../../components/Typography/Text';

export interface PasswordPageProps {
  /** Whose password the page saves: what it says once it is saved. */
  kind: PasswordKind;
  navBar: ReactNode;
  /** The password was saved just now: the page says so instead of showing the form. */
  done: boolean;
  /** Leaves the page once it is done. */
  onFinish: () => void;
  /** The form. */
  children: ReactNode;
}

/**
 * The page of a password form: the form; once the password is saved, a notice in a region there
 * from the start (so that it is announced), what it means for the member, and a button to leave.
 */
export function PasswordPage({ kind, navBar, done, onFinish, children }: PasswordPageProps) {
  const { t } = useTranslation();
  return (
    <Page
      navBar={navBar}
      footer={
        done ? (
          <Button fullWidth onClick={onFinish}>
            {t(`profile.password.${kind}.finish`)}
          </Button>
        ) : undefined
      }
    >
      <NoticeRegion>
        {done ? <Notice tone="success">{t(`profile.password.${kind}.done`)}</Notice> : null}
      </NoticeRegion>
      {done ? (
        <Text size="sm" tone="secondary">
          {t(`profile.password.${kind}.doneDescription`)}
        </Text>
      ) : (
        children
      )}
    </Page>
  );
}
