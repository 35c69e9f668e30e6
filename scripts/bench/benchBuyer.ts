// The member and the project every measured purchase uses, made through the API as a person and
// the operator would: a registered member with S$150,000 topped up and confirmed, and a project in
// progress with stock enough for any run, priced S$1.00 a ton.
import { randomUUID } from 'node:crypto';

/** One call of the API: the envelope's data, or an error naming the refusal. */
export type ApiCall = <T>(
  method: string,
  apiPath: string,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<T>;

/** A member with money and a project with stock, made through the API as a person would. */
export async function prepareBuyer(
  api: ApiCall,
  adminKey: string,
): Promise<{ token: string; projectId: number }> {
  const admin = { 'x-admin-key': adminKey };
  const email = 'bench@carbonmarket.sg';
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
    icNumber: 'S1234567D',
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
      {
        ...auth,
        'idempotency-key': randomUUID(),
      },
    );
    await api('POST', '/admin/topup/confirm', { id: topUp.id }, admin);
  }
  const project = await api<{ id: number }>(
    'POST',
    '/admin/projects/create',
    {
      name: 'Benchmark Forest',
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
  return { token: session.token, projectId: project.id };
}
