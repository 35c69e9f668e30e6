// The members and projects the measured purchases use, made through the API as people and the
// operator would: registered members with S$150,000 each topped up and confirmed, and projects in
// progress with stock enough for any run, priced S$1.00 a ton.
import { randomUUID } from 'node:crypto';

/** One call of the API: the envelope's data, or an error naming the refusal. */
export type ApiCall = <T>(
  method: string,
  apiPath: string,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<T>;

/** A signed-in member and the project it buys from. */
export interface Buyer {
  token: string;
  projectId: number;
}

/** Member `n`, registered and signed in, with money; answers its session token. */
async function memberWithMoney(api: ApiCall, admin: Record<string, string>, n: number) {
  const email = n === 0 ? 'bench@carbonmarket.sg' : `bench${n}@carbonmarket.sg`;
  await api('POST', '/login/sendcode', { email, purpose: 'register' });
  const { code } = await api<{ code: string }>(
    'GET',
    '/admin/verificationcode',
    { email, purpose: 'register' },
    admin,
  );
  const session = await api<{ token: string }>('POST', '/login/register', {
    visitorType: 'personal',
    email,
    code,
    firstName: 'Bench',
    lastName: 'Mark',
    icNumber: `S${String(1_234_567 + n).padStart(7, '0')}D`,
    mobile: '91234567',
    password: 'Benchmark2026',
    confirmPassword: 'Benchmark2026',
    agreed: true,
  });
  const auth = { authorization: `Bearer ${session.token}` };
  for (let i = 0; i < 3; i += 1) {
    const topUp = await api<{ id: number }>(
      'POST',
      '/wallet/topup',
      { amount: '50000' },
      { ...auth, 'idempotency-key': randomUUID() },
    );
    await api('POST', '/admin/topup/confirm', { id: topUp.id }, admin);
  }
  return session.token;
}

/** Project `n`, in progress, with stock for any run. */
async function projectWithStock(api: ApiCall, admin: Record<string, string>, n: number) {
  const project = await api<{ id: number }>(
    'POST',
    '/admin/projects/create',
    {
      name: n === 0 ? 'Benchmark Forest' : `Benchmark Forest ${n + 1}`,
      location: 'Singapore',
      type: 'forest_protection',
      standards: ['Verra VCS'],
      status: 'in_progress',
      unitPrice: '1.00',
      quantity: '100000000',
      minTons: '1',
      maxTons: '1000',
      introduction: 'A project with stock enough for any benchmark.',
      vintage: 2026,
      verificationAgency: 'Bench Verifiers',
      monitoring: 'None',
      creditType: 'Removal',
      developer: 'Bench',
    },
    admin,
  );
  return project.id;
}

/** `count` members, each with money and a project of its own to buy from. */
export async function prepareBuyers(
  api: ApiCall,
  adminKey: string,
  count: number,
): Promise<Buyer[]> {
  const admin = { 'x-admin-key': adminKey };
  const buyers: Buyer[] = [];
  for (let n = 0; n < count; n += 1)
    buyers.push({
      token: await memberWithMoney(api, admin, n),
      projectId: await projectWithStock(api, admin, n),
    });
  return buyers;
}

/** One member with money and a project with stock. */
export async function prepareBuyer(api: ApiCall, adminKey: string): Promise<Buyer> {
  const [buyer] = await prepareBuyers(api, adminKey, 1);
  if (!buyer) throw new Error('no buyer was made');
  return buyer;
}
