import type { Envelope, TestServer } from './testServer';

/** The retirement reply fields the tests read. */
export interface RetirementReply {
  id: number;
  retirementNo: string;
  certificateId: string;
  projectId: number;
  projectName: string;
  kind: string;
  tons: string;
  vintage: number;
  standards: string[];
  registration: { registry: string; registryId: string; url: string } | null;
  serials: { prefix: string; start: number; end: number; text: string };
  beneficiary: string;
  forSelf: boolean;
  reason: string;
  retiredAt: string;
  verificationPath: string;
  pdfPath: string;
}

export interface RetireReply {
  retirement: RetirementReply;
  balances: { available: string; credits: { normal: string; presale: string } };
}

/** Retires tons of a holding with a fresh idempotency key (or the one given). */
export function retire(
  server: TestServer,
  token: string,
  body: {
    projectId: number;
    quantity: string | number;
    kind?: string;
    beneficiary?: string;
    reason?: string;
    lang?: string;
  },
  key: string | true = true,
): Promise<Envelope<RetireReply>> {
  return server.call<RetireReply>(
    'POST',
    '/credits/retire',
    { kind: 'normal', reason: 'Our flights of 2026', ...body },
    { token, key },
  );
}
