// The ledger against a model of the wallet (see ledgerModel/model.ts): random sequences of the
// commands in ledgerModel/*Commands.ts, each checked against the model's prediction.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CreditKind } from '@carbonmarket/domain';
import { UNLIMITED_PASSWORD_CHECKS, startTestServer, LONG_SESSIONS } from '../testing/testServer';
import { setup, tally } from './ledgerModel/model';
import type { Terms } from './ledgerModel/model';
import { TopUp, Withdraw, Refuse } from './ledgerModel/walletCommands';
import { Buy, Book, SetFinal, PayFinal } from './ledgerModel/marketCommands';
import { Sell, Retire, Settle } from './ledgerModel/creditCommands';
import { Later } from './ledgerModel/clockCommands';

const terms: fc.Arbitrary<Terms> = fc.record({
  unitPriceCents: fc.integer({ min: 1, max: 4_000 }),
  presalePriceCents: fc.integer({ min: 1, max: 4_000 }),
  bookingFeePercent: fc.constantFrom('10', '7.5', '12.25', '3', '100'),
  presaleQuantity: fc.integer({ min: 20, max: 150 }),
  openingCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
});

/** Amounts in cents: mostly within `min`..`max`, sometimes just below `min` or far above. */
const cents = (min: number, max: number) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: min }) },
    { weight: 1, arbitrary: fc.integer({ min: max, max: max * 20 }) },
  );
const kind = fc.constantFrom<CreditKind>('normal', 'presale');
const topUp = cents(1_000, 500_000).map((c) => new TopUp(c));
const buy = fc.integer({ min: 1, max: 110 }).map((q) => new Buy(q));
const book = fc.integer({ min: 1, max: 60 }).map((q) => new Book(q));
const setFinal = fc
  .tuple(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: 200_000 }))
  .map(([price, milli]) => new SetFinal(price, milli));
const payFinal = fc.tuple(fc.nat(), fc.boolean()).map(([pick, any]) => new PayFinal(pick, any));
const sellShare = fc
  .tuple(kind, fc.integer({ min: 1, max: 1000 }))
  .map(([k, share]) => new Sell(k, share, 0));
const sellTons = fc
  .tuple(
    kind,
    fc.oneof(
      fc.integer({ min: 1, max: 30 }).map((t) => t * 1000),
      fc.integer({ min: 1, max: 20_000 }),
    ),
  )
  .map(([k, milli]) => new Sell(k, null, milli));
const retireShare = fc
  .tuple(kind, fc.integer({ min: 1, max: 1000 }), fc.boolean())
  .map(([k, share, named]) => new Retire(k, share, 0, named));
const retireTons = fc
  .tuple(kind, fc.integer({ min: 1, max: 40 }), fc.boolean())
  .map(([k, whole, named]) => new Retire(k, null, whole, named));
const withdraw = cents(5_000, 300_000).map((c) => new Withdraw(c));
const later = fc
  .oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 3 }) },
    { weight: 1, arbitrary: fc.integer({ min: 4, max: 9 }) },
  )
  .map((d) => new Later(d));

/** The commands, repeated for weight: bookings come before the final price more often than not. */
const commands = [
  topUp,
  topUp,
  buy,
  buy,
  book,
  book,
  book,
  setFinal,
  payFinal,
  payFinal,
  payFinal,
  sellShare,
  sellShare,
  sellTons,
  retireShare,
  retireShare,
  retireTons,
  withdraw,
  withdraw,
  fc.constant(new Refuse()),
  later,
  later,
  fc.constant(new Settle()),
  fc.constant(new Settle()),
];

describe('the ledger against a model of the wallet', () => {
  it('keeps balances and holdings as the model predicts, with the ledger invariant intact', async () => {
    await fc.assert(
      fc.asyncProperty(
        terms,
        fc.commands(commands, { maxCommands: 80, size: 'max' }),
        async (t, cmds) => {
          // A server of its own per run: a failure found (and shrunk) belongs to that run alone.
          const server = await startTestServer({
            throttle: UNLIMITED_PASSWORD_CHECKS,
            sessionLifetime: LONG_SESSIONS,
          });
          try {
            await fc.asyncModelRun(() => setup(server, t), cmds);
          } finally {
            await server.close();
          }
        },
      ),
      { numRuns: 25 },
    );
    // The runs did exercise every way money and tons move, not only refusals.
    const accepted = [
      'TopUp ok',
      'Buy ok',
      'Book ok',
      'SetFinal ok',
      'PayFinal ok',
      'Sell normal ok',
      'Sell presale ok',
      'Retire normal ok',
      'Retire presale ok',
      'Withdraw ok',
      'Refuse ok',
      'Settle paid out',
    ];
    for (const key of accepted) expect(tally.get(key) ?? 0, key).toBeGreaterThan(0);
  }, 120_000);
});
