import type { VisitorType } from '@carbonmarket/domain';

/** The session as the contract's `sessionWire` describes it. */
export interface Session {
  token: string;
  loginInfo: { mem_id: number; realname: string; account: string; mobile: string; avatar: string };
  visitorType: VisitorType;
  is_answer: boolean;
}

/** The session a sign-in or a registration opens, with the browser's new device token (ADR 040). */
export interface SignedIn extends Session {
  deviceToken: string;
}
