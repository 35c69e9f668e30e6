// The sessions `bench:app` visits pages with, opened through the API and stored as the app
// stores them (`token`, `loginInfo` with the visitor type and FAQ flag, `isLogin`).
import type { StorageEntries } from './browser';

const DEMO = { email: 'demo@carbonmarket.sg', password: 'GreenDemo2026' };

interface SessionReply {
  code: number;
  msg: string;
  data: { token: string; loginInfo: object; visitorType: string; is_answer: boolean };
}

async function openSession(origin: string, route: string, body: object): Promise<StorageEntries> {
  const response = await fetch(`${origin}/h5/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as SessionReply;
  if (reply.code !== 0) throw new Error(`${route} refused: ${reply.msg}`);
  const { token, loginInfo, visitorType, is_answer } = reply.data;
  return {
    token,
    loginInfo: JSON.stringify({ ...loginInfo, visitorType, is_answer }),
    isLogin: 'true',
  };
}

/** Signs the demo member in and returns the storage the app keeps for them. */
export const memberSession = (origin: string) =>
  openSession(origin, '/login/login', { visitorType: 'personal', ...DEMO, agreed: true });

/** Opens a guest session (`POST /h5/api/login/guest`, no input) and returns its storage. */
export const guestSession = (origin: string) => openSession(origin, '/login/guest', {});

/**
 * Answers the footprint questionnaire for a signed-in visitor (typical answers of a family in a
 * flat), so that the result page shows a result rather than the invitation to start.
 */
export async function submitFootprint(origin: string, token: string): Promise<void> {
  const response = await fetch(`${origin}/h5/api/footprint/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({
      householdKwh: 400,
      householdSize: 3,
      transportMode: 'public_transport',
      weeklyKm: 100,
      shortFlights: 2,
      longFlights: 1,
      diet: 'average_meat',
      lang: 'en',
    }),
  });
  const reply = (await response.json()) as { code: number; msg: string };
  if (reply.code !== 0) throw new Error(`footprint refused: ${reply.msg}`);
}
