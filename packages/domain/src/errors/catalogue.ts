/**
 * The error catalogue (spec section 8): every message the product can show, by stable code.
 * Schemas, the server and the app carry codes, never English text; `errorMessage` turns a code
 * into words in the reader's language.
 */
export const ERROR_CATALOGUE = {
  // Transport
  NETWORK_ERROR: { en: 'Network error', cn: '网络错误' },
  REQUEST_TIMEOUT: {
    en: 'The server connection timed out. Tap to retry.',
    cn: '服务器连接超时，请点击重试',
  },
  // Login
  LOGIN_CREDENTIALS_INCORRECT: { en: 'Email or password is incorrect', cn: '邮箱或密码错误' },
  PASSWORD_INCORRECT: { en: 'Password is incorrect', cn: '密码错误' },
  ACCOUNT_NOT_FOUND_OR_DISABLED: {
    en: 'This username does not exist or has been disabled',
    cn: '用户名不存在或已被禁用',
  },
  LOGIN_PASSWORD_ATTEMPTS_LEFT: {
    en: 'Email or password is incorrect. {times} attempts left before the account locks.',
    cn: '邮箱或密码错误，再错 {times} 次账户将被锁定',
  },
  LOGIN_ATTEMPTS_EXCEEDED: {
    en: 'Too many wrong passwords. Please contact the administrator.',
    cn: '密码错误次数已达上限，请联系管理员',
  },
  SESSION_EXPIRED: {
    en: 'Your login session has expired. Please log in again.',
    cn: '登录已过期，请重新登录',
  },
  // Registration
  EMAIL_EXISTS: { en: 'This email is already registered', cn: '该邮箱已被注册' },
  EMAIL_NOT_REGISTERED: { en: 'This email is not registered', cn: '该邮箱尚未注册' },
  CODE_INVALID: {
    en: 'The verification code is incorrect or has expired',
    cn: '验证码错误或已过期',
  },
  BULK_REGISTRATION_PROHIBITED: { en: 'Bulk registration is not allowed', cn: '禁止批量注册' },
  INVITATION_CODE_INVALID: { en: 'The invitation code is not valid', cn: '邀请码无效' },
  REGISTRATION_RESTRICTED: { en: 'Registration is currently restricted', cn: '注册暂时受限' },
  CODE_ATTEMPTS_EXCEEDED: {
    en: 'Too many wrong codes. This code no longer works: please request a new one.',
    cn: '验证码错误次数过多，该验证码已失效，请重新获取',
  },
  IC_NUMBER_EXISTS: {
    en: 'This IC number is already registered',
    cn: '该身份证号码已被注册',
  },
  CODE_NOT_EXPIRED: {
    en: 'The previous code is still valid. Please wait before requesting another.',
    cn: '验证码尚未过期，请稍后再试',
  },
  // Withdrawal
  WITHDRAWAL_CLOSED_SATURDAY: {
    en: 'Withdrawals are not available on Saturdays',
    cn: '周六不可提现',
  },
  WITHDRAWAL_CLOSED_SUNDAY: { en: 'Withdrawals are not available on Sundays', cn: '周日不可提现' },
  BANK_INFO_INCORRECT: { en: 'Your bank information is incorrect', cn: '银行信息有误' },
  WITHDRAWAL_FAILED: { en: 'The withdrawal request failed', cn: '提现申请失败' },
  INSUFFICIENT_BALANCE: { en: 'Insufficient balance', cn: '余额不足' },
  AMOUNT_BELOW_MINIMUM: { en: 'The amount is below the minimum', cn: '金额低于最低限额' },
  AMOUNT_ABOVE_MAXIMUM: { en: 'The amount is above the maximum', cn: '金额超过最高限额' },
  DAILY_WITHDRAWAL_LIMIT_REACHED: {
    en: 'You have reached the maximum withdrawal for today',
    cn: '已达今日提现上限',
  },
  TRADING_PASSWORD_INCORRECT: { en: 'The withdrawal password is incorrect', cn: '交易密码错误' },
  TRADING_PASSWORD_ATTEMPTS_LEFT: {
    en: 'The withdrawal password is incorrect. {times} attempts left.',
    cn: '交易密码错误，还剩 {times} 次机会',
  },
  ACCOUNT_LOCKED: { en: 'Your account is locked', cn: '账户已被锁定' },
  BALANCE_FROZEN: {
    en: 'Your balance has been frozen after several wrong passwords. Please contact customer service.',
    cn: '多次输入错误密码，余额已被冻结，请联系客服',
  },
  WITHDRAWAL_PASSWORD_NOT_SET: {
    en: 'Please set a withdrawal password in Settings first',
    cn: '请先在设置中设置交易密码',
  },
  WITHDRAWAL_PASSWORD_ALREADY_SET: {
    en: 'A withdrawal password is already set. Change it instead.',
    cn: '交易密码已设置，请使用修改功能',
  },
  // Projects
  // The purchase caps (spec: "more than {maxtimes} times per month or in total"), one code per cap
  // so that the message names the cap reached; `{times}` is the member's count, `{maxtimes}` the cap.
  PURCHASE_MONTHLY_LIMIT_REACHED: {
    en: 'You have bought {times} times in this project this month: the monthly limit is {maxtimes}',
    cn: '您本月已在此项目购买 {times} 次，已达每月上限 {maxtimes} 次',
  },
  PURCHASE_TOTAL_LIMIT_REACHED: {
    en: 'You have bought {times} times in this project in all: the limit is {maxtimes}',
    cn: '您已在此项目累计购买 {times} 次，已达累计上限 {maxtimes} 次',
  },
  QUANTITY_BELOW_MINIMUM: {
    en: 'The quantity is below the minimum tons',
    cn: '购买数量低于最低吨数',
  },
  QUANTITY_ABOVE_MAXIMUM: {
    en: 'The quantity is above the maximum tons',
    cn: '购买数量超过最高吨数',
  },
  INSUFFICIENT_REMAINING_TONS: {
    en: 'Not enough tons remain in this project',
    cn: '项目剩余吨数不足',
  },
  PROJECT_NOT_BEGUN: { en: 'This project has not begun yet', cn: '项目尚未开始' },
  PROJECT_ENDED: { en: 'This project has ended', cn: '项目已结束' },
  PROJECT_FULL: { en: 'This project is full', cn: '项目已满' },
  PRESALE_QUANTITY_INVALID: {
    en: 'The presale booking quantity is not valid',
    cn: '预售预订数量有误',
  },
  FINAL_PAYMENT_EXPIRED: { en: 'The final payment period has expired', cn: '尾款支付期限已过' },
  PAYMENT_FAILED: { en: 'Payment failed', cn: '支付失败' },
  MEMBERSHIP_LEVEL_TOO_LOW: {
    en: 'Your membership level is too low for this project',
    cn: '您的会员等级不足以参与此项目',
  },
  MEMBERSHIP_DOWNGRADE_NOT_ALLOWED: {
    en: 'You have a higher membership. A lower level can be chosen after it ends.',
    cn: '您已拥有更高等级的会员，当前会员到期后方可选择较低等级',
  },
  PRESALE_SELL_CONTACT_SERVICE: {
    en: 'Selling presale credits needs a higher membership level. Please contact customer service.',
    cn: '出售预售碳信用需要更高的会员等级，请联系客服',
  },
  // Sell
  INSUFFICIENT_CARBON_BALANCE: { en: 'Insufficient carbon credit balance', cn: '碳信用余额不足' },
  SELL_QUANTITY_INVALID: {
    en: 'Tons are sold in steps of {step} t, from {step} t',
    cn: '出售吨数须为 {step} 吨的整数倍，最少 {step} 吨',
  },
  SELL_PROCEEDS_TOO_SMALL: {
    en: 'This sale would pay less than {min}. Please sell more tons.',
    cn: '本次出售所得低于 {min}，请增加出售吨数',
  },
  // Generic
  COPY_FAILED: { en: 'Copy failed', cn: '复制失败' },
  UPLOAD_FAILED: { en: 'Upload failed', cn: '上传失败' },
  OPERATION_FAILED: { en: 'The operation failed', cn: '操作失败' },
  RISK_ACCOUNT_RESTRICTED: {
    en: 'This account is under risk review and cannot perform this operation',
    cn: '风险账户无法执行此操作',
  },
  GUEST_RESTRICTED: {
    en: 'Guests cannot perform this operation. Please register or log in.',
    cn: '游客无法执行此操作，请注册或登录',
  },
  TOO_MANY_REQUESTS: {
    en: 'Too many attempts. Please wait a minute and try again.',
    cn: '尝试次数过多，请稍等一分钟后再试',
  },
  SERVER_BUSY: {
    en: 'The service is busy. Please try again in a moment.',
    cn: '服务繁忙，请稍后再试',
  },
  ORIGIN_NOT_ALLOWED: {
    en: 'This site is not allowed to use the service',
    cn: '该网站无权使用此服务',
  },
  NOT_FOUND: { en: 'This item no longer exists', cn: '该内容已不存在' },
  STATUS_CHANGE_NOT_ALLOWED: {
    en: 'This item can no longer be changed this way',
    cn: '该记录当前状态不允许此操作',
  },
  FILE_TOO_LARGE: { en: 'The file is larger than 2 MB', cn: '文件超过 2 MB' },
  FILE_TYPE_INVALID: {
    en: 'Please choose a JPEG, PNG or WebP image',
    cn: '请选择 JPEG、PNG 或 WebP 图片',
  },
  // Request integrity (what a client integration gets wrong, shown in plain words)
  IDEMPOTENCY_KEY_REQUIRED: {
    en: 'This request is missing its Idempotency-Key header',
    cn: '请求缺少 Idempotency-Key 请求头',
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This request key was already used for a different request',
    cn: '该请求标识已用于另一项不同的请求',
  },
  REQUEST_IN_PROGRESS: {
    en: 'This request is still being processed. Please wait.',
    cn: '该请求仍在处理中，请稍候',
  },
  ADMIN_ACCESS_DENIED: { en: 'Operator access denied', cn: '无运营权限' },
  // Form validation
  REQUIRED: { en: 'This field is required', cn: '此项为必填' },
  EMAIL_INVALID: { en: 'Please enter a valid email address', cn: '请输入有效的邮箱地址' },
  CODE_FORMAT_INVALID: { en: 'Please enter the 6-digit code', cn: '请输入 6 位验证码' },
  INVITATION_CODE_FORMAT_INVALID: {
    en: 'Invitation codes are 6 to 8 letters or digits',
    cn: '邀请码为 6 至 8 位字母或数字',
  },
  LOGIN_PASSWORD_WEAK: {
    en: 'Use at least 8 characters with a number, an uppercase and a lowercase letter',
    cn: '密码至少 8 位，须包含数字、大写字母和小写字母',
  },
  WITHDRAWAL_PASSWORD_WEAK: {
    en: 'Use at least 10 characters with a number, an uppercase and a lowercase letter and a special character',
    cn: '交易密码至少 10 位，须包含数字、大写字母、小写字母和特殊字符',
  },
  PASSWORD_TOO_LONG: { en: 'Passwords can be at most 128 characters', cn: '密码最多 128 位' },
  PASSWORDS_DO_NOT_MATCH: { en: 'The passwords do not match', cn: '两次输入的密码不一致' },
  WITHDRAWAL_PASSWORD_SAME_AS_LOGIN: {
    en: 'The withdrawal password must differ from the login password',
    cn: '交易密码不能与登录密码相同',
  },
  IC_NUMBER_INVALID: {
    en: 'The IC number is a capital letter, 7 digits and a capital letter',
    cn: '身份证号码格式为：大写字母 + 7 位数字 + 大写字母',
  },
  UEN_INVALID: { en: 'Please enter a valid UEN', cn: '请输入有效的 UEN' },
  PHONE_INVALID: { en: 'The phone number must be 8 digits', cn: '手机号码须为 8 位数字' },
  TEXT_TOO_LONG: { en: 'At most {max} characters', cn: '最多 {max} 个字符' },
  TERMS_NOT_AGREED: { en: 'Please agree to the terms first', cn: '请先同意相关条款' },
  HOLDER_NAME_MISMATCH: {
    en: 'The account holder name must match your registered name',
    cn: '持卡人姓名须与注册姓名一致',
  },
  AMOUNT_INVALID: { en: 'Please enter a valid amount', cn: '请输入有效金额' },
  QUANTITY_INVALID: { en: 'Please enter a whole number of tons', cn: '请输入整数吨数' },
  NAME_INVALID: { en: 'Please enter a name', cn: '请输入姓名' },
  TEXT_CHARACTERS_INVALID: {
    en: 'Please remove control or text-direction characters',
    cn: '请删除控制字符或文字方向字符',
  },
  ANSWER_INVALID: {
    en: 'Please choose one of the options or enter a number in the allowed range',
    cn: '请选择一个选项或输入允许范围内的数字',
  },
  URL_INVALID: {
    en: 'Please enter a web address starting with https:// or http://',
    cn: '请输入以 https:// 或 http:// 开头的网址',
  },
} as const satisfies Record<string, { en: string; cn: string }>;

/** A stable error code of the catalogue. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Every code, for exhaustive checks. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** Codes after which the session is over: the app clears it and opens login. */
export const SESSION_ENDING_CODES: readonly ErrorCode[] = [
  'SESSION_EXPIRED',
  'LOGIN_ATTEMPTS_EXCEEDED',
  'ACCOUNT_LOCKED',
  'BALANCE_FROZEN',
];
