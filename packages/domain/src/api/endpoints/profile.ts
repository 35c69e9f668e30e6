import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idWire, imageUrlWire, instantWire, levelWire } from '../wire';
import { VISITOR_TYPES } from '../../model/visitor';
import { CREDIT_SCORES } from '../../model/membership';
import { SINGAPORE_BANKS } from '../../account/singaporeBanks';
import { AVATAR_MAX_BYTES } from '../../account/imageType';
import {
  changeLoginPasswordFormSchema,
  withdrawalPasswordFormSchema,
} from '../../validation/authForms';
import {
  changeWithdrawalPasswordFormSchema,
  profileUpdateFormSchema,
} from '../../validation/accountForms';
import { bankAccountRequestSchema } from '../../validation/moneyForms';

/** A member's profile (the `Member` entity) as it travels. */
export const memberWire = z.object({
  memId: idWire,
  visitorType: z.enum(VISITOR_TYPES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Left out when the member has none. */
  icNumber: z.string().optional(),
  /** Corporate members only. */
  companyName: z.string().optional(),
  uen: z.string().optional(),
  mobile: z.string(),
  /** Same-origin URL of the avatar (`/h5/uploads/<name>`), or null. */
  avatarUrl: imageUrlWire.nullable(),
  invitationCode: z.string().nullable(),
  creditScore: z.enum(CREDIT_SCORES),
  /** The level in force now: P0 once a membership has lapsed. */
  level: levelWire,
  membershipExpiresAt: instantWire.nullable(),
  joinedAt: instantWire,
  risk: z.boolean(),
  locked: z.boolean(),
  isAnswer: z.boolean(),
  hasWithdrawalPassword: z.boolean(),
});

/** The saved bank account for withdrawals. */
export const bankCardWire = z.object({
  bankName: z.enum(SINGAPORE_BANKS),
  accountNumber: z.string(),
  holderName: z.string(),
  paynowNumber: z.string().nullable(),
});

const getProfile = defineEndpoint({
  name: 'profile.get',
  method: 'GET',
  path: '/member/profile',
  access: 'member',
  request: () => z.object({}),
  response: () => memberWire,
  summary: "The signed-in member's profile: names, identity, level and expiry, flags.",
});

const updateProfile = defineEndpoint({
  name: 'profile.update',
  method: 'PUT',
  path: '/member/profile',
  access: 'member',
  request: () => profileUpdateFormSchema,
  response: () => memberWire,
  errors: ['HOLDER_NAME_MISMATCH', 'TEXT_CHARACTERS_INVALID'],
  summary:
    'Changes the mobile and the names (company name: corporate members only); fields left out stay. ' +
    'With a bank card saved, the new name must still match its holder (HOLDER_NAME_MISMATCH).',
});

const uploadAvatar = defineEndpoint({
  name: 'profile.uploadAvatar',
  method: 'POST',
  path: '/member/avatar',
  access: 'member',
  upload: { maxBytes: AVATAR_MAX_BYTES },
  request: () => z.object({}),
  response: () => z.object({ avatarUrl: z.string() }),
  errors: ['FILE_TOO_LARGE', 'FILE_TYPE_INVALID', 'UPLOAD_FAILED'],
  summary:
    `Replaces the avatar. Body: multipart/form-data with one file field \`file\` of at most ${AVATAR_MAX_BYTES} bytes; ` +
    "JPEG, PNG or WebP judged by the file's first bytes. No file answers REQUIRED.",
});

const changeLoginPassword = defineEndpoint({
  name: 'profile.changeLoginPassword',
  method: 'POST',
  path: '/member/loginpassword',
  access: 'member',
  request: () => changeLoginPasswordFormSchema,
  response: () => z.object({}),
  errors: [
    'PASSWORD_ATTEMPTS_LEFT',
    'LOGIN_ATTEMPTS_EXCEEDED',
    'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
    'TOO_MANY_REQUESTS',
    'SERVER_BUSY',
  ],
  summary:
    'Changes the login password and ends every other session. A wrong current password counts ' +
    'towards the login lockout: the refusal says how many tries are left (`times`), and the ' +
    'fifth in a row locks the account and ends its sessions (LOGIN_ATTEMPTS_EXCEEDED).',
});

const setWithdrawalPassword = defineEndpoint({
  name: 'profile.setWithdrawalPassword',
  method: 'POST',
  path: '/member/withdrawalpassword',
  access: 'member',
  request: () => withdrawalPasswordFormSchema(),
  response: () => z.object({}),
  errors: [
    'WITHDRAWAL_PASSWORD_ALREADY_SET',
    'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
    'TOO_MANY_REQUESTS',
    'SERVER_BUSY',
  ],
  summary: 'Sets the withdrawal password, once; it must differ from the login password.',
});

const changeWithdrawalPassword = defineEndpoint({
  name: 'profile.changeWithdrawalPassword',
  method: 'PUT',
  path: '/member/withdrawalpassword',
  access: 'member',
  request: () => changeWithdrawalPasswordFormSchema(),
  response: () => z.object({}),
  errors: [
    'WITHDRAWAL_PASSWORD_NOT_SET',
    'TRADING_PASSWORD_ATTEMPTS_LEFT',
    'BALANCE_FROZEN',
    'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
    'ACCOUNT_LOCKED',
    'TOO_MANY_REQUESTS',
    'SERVER_BUSY',
  ],
  summary:
    'Changes the withdrawal password. Five wrong current passwords in a row lock the account, ' +
    'end its sessions and freeze the available balance (BALANCE_FROZEN).',
});

const getBankCard = defineEndpoint({
  name: 'profile.bankCard',
  method: 'GET',
  path: '/member/bankcard',
  access: 'member',
  request: () => z.object({}),
  response: () =>
    z.object({ card: bankCardWire.nullable(), banks: z.array(z.enum(SINGAPORE_BANKS)) }),
  summary: 'The saved bank account (null before one is saved) and the banks to choose from.',
});

const saveBankCard = defineEndpoint({
  name: 'profile.saveBankCard',
  method: 'PUT',
  path: '/member/bankcard',
  access: 'member',
  request: () => bankAccountRequestSchema,
  response: () => bankCardWire,
  errors: ['HOLDER_NAME_MISMATCH', 'TEXT_CHARACTERS_INVALID'],
  summary:
    'Saves the bank account for withdrawals; the holder must be the registered name ' +
    '(a person: first and last name in either order; a company: its company name).',
});

/** The profile endpoints, by action: `endpoints.profile.<action>`. */
export const profileEndpoints = {
  get: getProfile,
  update: updateProfile,
  uploadAvatar,
  changeLoginPassword,
  setWithdrawalPassword,
  changeWithdrawalPassword,
  bankCard: getBankCard,
  saveBankCard,
} as const;
