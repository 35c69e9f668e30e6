import { forwardRef } from 'react';
import type { ChangeEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLinkComponent } from '../../providers/LinkProvider';
import { Checkbox } from './Checkbox';

export interface TermsAgreementProps {
  /** Where the Terms of Service link leads; the app's link component resolves it. */
  termsHref: string;
  /** Where the Privacy Policy link leads. */
  privacyHref: string;
  /** Whether the user agreed (controlled). Pair with `onChange`. */
  checked?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the box is toggled (not when a link is tapped). */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Shows "Please agree to the terms first" and marks the box invalid. @default false */
  error?: boolean;
  /** Greys out the box and ignores taps. @default false */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Id of the input; generated when left out. */
  id?: string;
}

/**
 * The "I have read and agree to the Terms of Service and Privacy Policy" checkbox required
 * before login, registration and booking. Both documents are links; tapping one opens it and
 * leaves the box as it was.
 */
export const TermsAgreement = forwardRef<HTMLInputElement, TermsAgreementProps>(
  function TermsAgreement({ termsHref, privacyHref, error = false, ...rest }, ref) {
    const { t } = useTranslation();
    const Link = useLinkComponent();
    return (
      <Checkbox
        ref={ref}
        {...rest}
        error={error ? t('forms.termsAgreement.error') : undefined}
        label={
          <Trans
            t={t}
            i18nKey="forms.termsAgreement.label"
            components={{ terms: <Link href={termsHref} />, privacy: <Link href={privacyHref} /> }}
          />
        }
      />
    );
  },
);
