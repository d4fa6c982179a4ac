import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { type Route, type Schema, attemptFor } from '@test/hostile-requests';
import { type World, buildWorld } from '@test/security-world';
import { openAuthPaths, openEndpoint } from '../modules/auth/auth-endpoints';
import { ledgerIsBalanced } from '../modules/ledger/ledger-balances';
import { selfCheckList } from '../modules/self-checks/self-check-list';

/**
 * Hostile input on every route, by a visitor and by signed-in parties of real objects:
 * no answer may be a 5xx, and money and orders must still add up afterwards.
 * FUZZ_RUNS (default 300) hostile requests in all, spread evenly over the routes, each sent
 * by a visitor and by a signed-in party; FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

/** better-auth's fields, whichever endpoint: the bridge keeps only the ones each one takes. */
const AUTH_FIELDS = ['name', 'email', 'password', 'newPassword', 'token', 'code', 'referralCode', 'confirmAdult'];
const AUTH_FIELD: Schema = { type: 'string', minLength: 1, maxLength: 40 };

async function fuzzedRoutes(t: TestApp): Promise<Route[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  type Operation = {
    parameters?: { in: string; name: string; schema?: Schema }[];
    requestBody?: { content: Record<string, { schema?: Schema }> };
  };
  // The sign-in endpoints are documented too; `auth` below fuzzes them with every field instead.
  const paths = Object.entries(document.paths as Record<string, Record<string, Operation>>).filter(
    ([path]) => !path.startsWith('/api/auth/'),
  );
  const documented = paths.flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const named = (place: string) => parameters.filter((p) => p.in === place);
      return {
        method: method.toUpperCase(),
        path,
        pathParams: named('path').map((p) => p.name),
        query: Object.fromEntries(named('query').map((p) => [p.name, p.schema ?? {}])),
        body: operation.requestBody?.content['application/json']?.schema ?? {},
      };
    }),
  );
  const auth = openAuthPaths.map((path): Route => {
    const method = openEndpoint(path, 'POST', {}) ? 'POST' : 'GET';
    return {
      method,
      path: `/api/auth${path}`,
      pathParams: [],
      query: method === 'GET' ? { token: { type: 'string' } } : {},
      body: { type: 'object', properties: Object.fromEntries(AUTH_FIELDS.map((field) => [field, AUTH_FIELD])) },
    };
  });
  return [...documented, ...auth];
}

let t: TestApp;
let w: World;
beforeAll(async () => {
  // The world's buyer holds three unpaid orders and keeps checking out: who may, not how many.
  t = await createTestApp({ env: { MAX_UNPAID_ORDERS: '100' } });
  w = await buildWorld(t);
}, 120_000);
afterAll(async () => t.close());

/** A stream stays open for a signed-in caller, and signing out would spoil the rest of the run. */
const visitorOnly = (route: Route) => route.path.endsWith('/events') || route.path === '/api/auth/sign-out';

describe('fuzzing every route', () => {
  it('answers no hostile request with a 5xx, and leaves money and orders consistent', async () => {
    const routes = await fuzzedRoutes(t);
    const realIds = [
      w.productId,
      w.spareProductId,
      w.hiddenProductId,
      w.otherProductId,
      w.mediaId,
      w.paymentId,
      w.payoutId,
      w.referralId,
      w.notificationId,
      w.factorId,
      w.offerId,
      w.decisionId,
      w.complaintId,
      ...Object.values(w.orders),
      ...Object.values(w.returns),
      ...Object.values(w.users).map((user) => user.id),
    ];
    const runsPerRoute = Math.max(1, Math.ceil(RUNS / routes.length));
    const serverErrors: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    for (const [index, route] of routes.entries()) {
      const actors = visitorOnly(route) ? (['visitor'] as const) : (['visitor', 'buyer', 'seller', 'admin'] as const);
      const property = fc.asyncProperty(
        attemptFor(route, realIds),
        fc.constantFrom(...actors),
        async (attempt, actor) => {
          // Every hostile request goes out twice: as a visitor and as a signed-in party.
          for (const who of new Set(['visitor' as const, actor])) {
            const headers: Record<string, string> = {};
            if (attempt.body.contentType) headers['content-type'] = attempt.body.contentType;
            if (attempt.origin !== null) headers.origin = attempt.origin;
            if (attempt.idempotencyKey) headers['idempotency-key'] = attempt.idempotencyKey;
            const withBody = attempt.body.payload !== undefined && route.method !== 'GET';
            const response = await w.clients[who].send({
              method: route.method as 'GET',
              url: attempt.url,
              headers,
              ...(withBody ? { payload: attempt.body.payload } : {}),
            });
            requests++;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (response.statusCode >= 500) {
              const sent = `${route.method} ${attempt.url.slice(0, 200)} as ${who} (${attempt.body.contentType})`;
              serverErrors.push(`${sent}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            }
          }
        },
      );
      // A 5xx is recorded and the run goes on, to count them all; only a request the harness
      // could not send at all stops it (with fast-check's counterexample).
      await fc.assert(property, { seed: SEED + index, numRuns: runsPerRoute });
    }
    const answers = JSON.stringify(Object.fromEntries(statuses));
    console.log(
      `fuzz: ${requests} requests over ${routes.length} routes (seed ${SEED}), ${serverErrors.length} 5xx; answers ${answers}`,
    );
    expect(serverErrors).toEqual([]);
    await expectConsistent();
  }, 300_000);
});

/** The ledger balances, every order adds up and has its payment, and the admin's live checks pass. */
async function expectConsistent() {
  expect(await ledgerIsBalanced(t.ctx.db)).toBe(true);
  const { rows } = await sql<{ order_number: string }>`
    SELECT o.order_number FROM orders o
    WHERE o.total_amount_cents <> o.price_cents + o.delivery_cost_cents
       OR o.commission_cents + o.seller_amount_cents <> o.price_cents
       OR NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id)`.execute(t.ctx.db);
  expect(rows).toEqual([]);
  const fetchOwn = (url: string) => t.app.inject({ method: 'GET', url });
  for (const check of selfCheckList(t.ctx, fetchOwn, w.users.admin.email)) {
    await expect(check.run(), check.name).resolves.toEqual(expect.any(String));
  }
}
