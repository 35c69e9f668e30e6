// The operator's side of the journeys: an admin's invitation (the first admin's command-line step
// does the same), the enrolment in the console as a person does it (the QR code scanned as an
// authenticator app scans it), and signing in.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { URI } from 'otpauth';
import type { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import type { OperatorRole } from '@carbonmarket/domain/contract';
import { call, send, uniqueEmail } from './api';
import { shown } from './browser';
import { readQrCode } from './qrCode';
import { ROOT } from './server';
import type { E2EServer } from './server';

const run = promisify(execFile);
const INVITE_COMMAND = path.join(ROOT, 'apps/server/src/inviteOperator.ts');
import { exactly, fieldLabel, text } from './text';

/** The password every operator of the journeys chooses. */
export const OPERATOR_PASSWORD = 'Console-Green-2026';

/** An operator enrolled in the console: who, and their authenticator app. */
export interface ConsoleOperator {
  id: number;
  email: string;
  name: string;
  /** The authenticator app, holding the key read from the enrolment's QR code. */
  app: TOTP;
  /** The code typed to enrol: used once, it is refused ever after. */
  enrolmentCode: string;
  recoveryCodes: string[];
}

/** An admin's invitation (with the automation key): the enrolment link's token. */
export async function invite(
  base: string,
  { name, role = 'operator' }: { name: string; role?: OperatorRole },
): Promise<{ id: number; email: string; name: string; token: string }> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '.'));
  const invited = await call(
    base,
    adminEndpoints.inviteOperator,
    { email, name, role },
    { admin: true },
  );
  return { id: invited.operator.id, email, name, token: invited.enrolmentToken };
}

/**
 * The first admin's step, as README says: `npm run operator:invite` on the server's machine, with
 * its data; answers the invitation read from the link it prints.
 */
export async function inviteFromCommandLine(
  server: E2EServer,
  { email, name }: { email: string; name: string },
): Promise<{ id: number; email: string; name: string; token: string }> {
  const { stdout } = await run(
    'npx',
    ['tsx', INVITE_COMMAND, '--email', email, '--name', name, '--origin', server.base],
    { env: { ...process.env, DATA_DIR: server.dataDir }, timeout: 60_000 },
  );
  const token = /\/console\/enrol#([A-Za-z0-9_-]{43})/.exec(stdout)?.[1];
  if (!token) throw new Error(`the command printed no enrolment link:\n${stdout}`);
  return { id: 0, email, name, token };
}

/**
 * The server's clock, read from its replies' `time` (a journey's server may start on another
 * day: TEST_CLOCK_START); the authenticator app must show the codes of the server's time.
 */
export async function serverClock(base: string): Promise<() => number> {
  const before = Date.now();
  const reply = (await send(base, adminEndpoints.payoutSettings, {}, { admin: true })) as {
    time?: string;
  };
  const offset = Date.parse(reply.time ?? '') - (before + Date.now()) / 2;
  if (Number.isNaN(offset)) throw new Error('the reply has no time');
  return () => Date.now() + offset;
}

/**
 * The code the app shows `stepsAhead` steps after the server's now. A code signs in once: the
 * next sign-in of the same operator within the step types the code of the next step, which the
 * server accepts (one step either side of its clock).
 */
export const codeOf = (app: TOTP, clock: () => number, stepsAhead = 0): string =>
  app.generate({ timestamp: clock() + stepsAhead * app.period * 1000 });

/**
 * Opens the enrolment link, scans its QR code into an authenticator app, sets the password,
 * types the app's code, reads the recovery codes and goes on to the console.
 */
export async function enrolInConsole(
  page: Page,
  invitation: { id: number; email: string; name: string; token: string },
  clock: () => number,
): Promise<ConsoleOperator> {
  await page.goto(`/console/enrol#${invitation.token}`);
  const qr = page.getByRole('img', { name: exactly(text('console.enrolment.qrLabel')) });
  await shown(qr);
  const scanned = URI.parse(readQrCode(await qr.screenshot()));
  if (!('period' in scanned)) throw new Error('the QR code is not a time-based key');
  const app = scanned;
  expect(app.label).toBe(invitation.email);
  await page.getByLabel(fieldLabel(text('console.enrolment.password'))).fill(OPERATOR_PASSWORD);
  await page
    .getByLabel(fieldLabel(text('console.enrolment.confirmPassword')))
    .fill(OPERATOR_PASSWORD);
  const enrolmentCode = codeOf(app, clock);
  await page
    .getByRole('textbox', { name: fieldLabel(text('console.enrolment.code')) })
    .fill(enrolmentCode);
  await page.getByRole('button', { name: exactly(text('console.enrolment.submit')) }).click();
  const codes = page.getByRole('list', {
    name: exactly(text('console.enrolment.recoveryListLabel')),
  });
  await shown(codes);
  const recoveryCodes = await codes.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: exactly(text('console.enrolment.recoveryDone')) }).click();
  return {
    id: invitation.id,
    email: invitation.email,
    name: invitation.name,
    app,
    enrolmentCode,
    recoveryCodes,
  };
}

/** Opens the account sheet of the console's bar and signs out. */
export async function signOutOfConsole(page: Page, name: string): Promise<void> {
  await page
    .getByRole('button', { name: exactly(text('console.bar.signedInAs', { name })) })
    .click();
  await page.getByRole('button', { name: exactly(text('console.bar.signOut')) }).click();
  await shown(page.getByRole('button', { name: exactly(text('console.signIn.submit')) }));
}

/** Fills the console's sign-in and sends it. */
export async function signInToConsole(
  page: Page,
  { email, password = OPERATOR_PASSWORD, code }: { email: string; password?: string; code: string },
): Promise<void> {
  await page.getByRole('textbox', { name: fieldLabel(text('console.signIn.email')) }).fill(email);
  await page.getByLabel(fieldLabel(text('console.signIn.password'))).fill(password);
  await page.getByRole('textbox', { name: fieldLabel(text('console.signIn.code')) }).fill(code);
  await page.getByRole('button', { name: exactly(text('console.signIn.submit')) }).click();
}
