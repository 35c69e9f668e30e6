import { APP_NAMES } from '@carbonmarket/domain';
import type { CarbonRegistry } from '@carbonmarket/domain';
import type { Lang } from '@carbonmarket/domain/contract';

/** The words of a certificate, its page and its PDF, in each language. */
export interface CertificateTexts {
  /** The `lang` of the page's <html>. */
  htmlLang: string;
  /** Dates as Intl writes them in this language. */
  dateLocale: string;
  title: string;
  /** What the certificate states, with `{tons}`, `{project}` and `{beneficiary}` filled in. */
  statement: string;
  project: string;
  tons: string;
  vintage: string;
  standards: string;
  registry: string;
  serials: string;
  beneficiary: string;
  reason: string;
  retiredOn: string;
  certificateId: string;
  scan: string;
  verified: string;
  pdf: string;
  otherLanguage: string;
  notFoundTitle: string;
  notFoundBody: string;
  issuer: string;
}

export const CERTIFICATE_TEXTS: Readonly<Record<Lang, CertificateTexts>> = {
  en: {
    htmlLang: 'en',
    dateLocale: 'en-SG',
    title: 'Certificate of carbon credit retirement',
    statement:
      '{tons} of carbon credits of {project} were retired on behalf of {beneficiary}. Retired credits can never be sold or used again.',
    project: 'Project',
    tons: 'Tons retired',
    vintage: 'Vintage',
    standards: 'Standards',
    registry: 'Registry',
    serials: 'Serial numbers',
    beneficiary: 'Beneficiary',
    reason: 'Reason',
    retiredOn: 'Retired on',
    certificateId: 'Certificate ID',
    scan: 'Scan to verify this certificate',
    verified: `This certificate is on record with ${APP_NAMES.en}.`,
    pdf: 'Download the PDF',
    otherLanguage: '中文',
    notFoundTitle: 'Certificate not found',
    notFoundBody:
      'No certificate has this address. Check that it was copied whole, or ask the person who gave it to you.',
    issuer: APP_NAMES.en,
  },
  cn: {
    htmlLang: 'zh-Hans',
    dateLocale: 'zh-CN',
    title: '碳信用注销证书',
    statement: '已代表{beneficiary}注销{project}的碳信用{tons}。注销后的碳信用不能再出售或使用。',
    project: '项目',
    tons: '注销吨数',
    vintage: '年份',
    standards: '标准',
    registry: '登记处',
    serials: '序列号',
    beneficiary: '受益人',
    reason: '原因',
    retiredOn: '注销日期',
    certificateId: '证书编号',
    scan: '扫码验证本证书',
    verified: `本证书已在${APP_NAMES.cn}登记。`,
    pdf: '下载 PDF',
    otherLanguage: 'English',
    notFoundTitle: '未找到证书',
    notFoundBody: '没有证书使用此地址。请检查地址是否完整，或询问提供地址的人。',
    issuer: APP_NAMES.cn,
  },
};

/** Each registry by its own name, in every language. */
export const REGISTRY_NAMES: Readonly<Record<CarbonRegistry, string>> = {
  verra: 'Verra',
  gold_standard: 'Gold Standard',
  american_carbon_registry: 'American Carbon Registry',
  climate_action_reserve: 'Climate Action Reserve',
};
