import type { CreditScore, MembershipLevel, VisitorType } from '@carbonmarket/domain';

/** A row of `members` with the columns of every version. */
export interface MemberRow {
  id: number;
  visitor_type: VisitorType;
  email: string | null;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  ic_number: string | null;
  company_name: string | null;
  uen: string | null;
  mobile: string;
  avatar: string;
  invitation_code: string | null;
  credit_score: CreditScore;
  level: MembershipLevel;
  risk: number;
  /** The account lock (wrong withdrawal passwords, money frozen): only the operator lifts it. */
  locked: number;
  /** The sign-in lock (wrong sign-in passwords): the emailed code lifts it. */
  sign_in_locked: number;
  failed_logins: number;
  is_answer: number;
  created_at: string;
  withdrawal_password_hash: string | null;
  failed_withdrawal_passwords: number;
  membership_expires_at: string | null;
}
