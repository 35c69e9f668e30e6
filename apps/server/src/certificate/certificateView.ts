import type { z } from 'zod';
import { formatTons, tons } from '@carbonmarket/domain';
import type { Lang, retirementWire } from '@carbonmarket/domain/contract';
import { CERTIFICATE_TEXTS, REGISTRY_NAMES } from './certificateTexts';
import type { CertificateTexts } from './certificateTexts';

/** A retirement as the service answers it (wire form: text, numbers). */
export type RetirementOnWire = z.input<typeof retirementWire>;

/**
 * What a certificate shows, in one language: its page and its PDF draw this and nothing else, so
 * neither can show more than the other. The member who retired is not named unless they are
 * the beneficiary; nothing of their account is shown.
 */
export interface CertificateView {
  lang: Lang;
  texts: CertificateTexts;
  statement: string;
  rows: readonly { label: string; value: string }[];
  /** The verification page's absolute address: what the QR code opens. */
  verificationUrl: string;
  /** The project's page on its registry, when registered. */
  registryUrl: string | null;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The date of an instant in Singapore, written as the language writes dates. */
export const certificateDate = (instant: string, texts: CertificateTexts): string =>
  new Intl.DateTimeFormat(texts.dateLocale, {
    dateStyle: 'long',
    timeZone: 'Asia/Singapore',
  }).format(new Date(instant));

export function certificateView(
  retirement: RetirementOnWire,
  lang: Lang,
  verificationUrl: string,
): CertificateView {
  const texts = CERTIFICATE_TEXTS[lang];
  const amount = formatTons(tons(retirement.tons), lang);
  const registration = retirement.registration;
  const rows = [
    { label: texts.project, value: retirement.projectName },
    { label: texts.tons, value: amount },
    { label: texts.vintage, value: String(retirement.vintage) },
    { label: texts.standards, value: retirement.standards.join(', ') },
    ...(registration
      ? [
          {
            label: texts.registry,
            value: `${REGISTRY_NAMES[registration.registry]} ${registration.registryId}`,
          },
        ]
      : []),
    { label: texts.serials, value: retirement.serials.text },
    { label: texts.beneficiary, value: retirement.beneficiary },
    { label: texts.reason, value: retirement.reason },
    { label: texts.retiredOn, value: certificateDate(retirement.retiredAt, texts) },
    { label: texts.certificateId, value: retirement.certificateId },
  ];
  return {
    lang,
    texts,
    statement: fill(texts.statement, {
      tons: amount,
      project: retirement.projectName,
      beneficiary: retirement.beneficiary,
    }),
    rows,
    verificationUrl,
    registryUrl: registration?.url ?? null,
  };
}
