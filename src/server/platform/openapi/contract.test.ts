import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { takeContractFailures } from '@test/contract';

// A route of the test's own that can answer outside what it declares: strings skip the serializer.
function looseRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/test-contract',
    {
      schema: {
        querystring: z.object({ answer: z.string() }),
        response: { 200: z.object({ name: z.string(), at: z.iso.datetime({ offset: true }) }) },
      },
    },
    async (request, reply) => {
      const answers: Record<string, [number, string, string]> = {
        declared: [200, 'application/json', JSON.stringify({ name: 'Awa', at: '2026-01-02T03:04:05.000Z' })],
        extraField: [200, 'application/json', JSON.stringify({ name: 'Awa', at: '2026-01-02T03:04:05.000Z', x: 1 })],
        wrongType: [200, 'application/json', JSON.stringify({ name: 7, at: '2026-01-02T03:04:05.000Z' })],
        notADate: [200, 'application/json', JSON.stringify({ name: 'Awa', at: 'mardi' })],
        teapot: [418, 'application/json', JSON.stringify({ error: { code: 'TEAPOT', message: 'Théière' } })],
        text: [200, 'text/plain', 'Bonjour'],
      };
      const [status, type, body] = answers[request.query.answer]!;
      // Untyped on purpose: the point is an answer the route's types would refuse.
      return (reply as unknown as FastifyReply).status(status).type(type).send(body);
    },
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: looseRoute });
});
afterAll(async () => t.close());

async function failuresOf(answer: string): Promise<string[]> {
  await t.app.inject({ method: 'GET', url: `/api/test-contract?answer=${answer}` });
  // Taken here so that the check after each test (test/contract-check.ts) does not fail this one.
  return takeContractFailures();
}

describe('the API contract check of the test suite', () => {
  it('lets through an answer that matches the document', async () => {
    expect(await failuresOf('declared')).toEqual([]);
  });

  it('catches an undeclared field, a wrong type and a string that is no date-time', async () => {
    expect(await failuresOf('extraField')).toEqual([expect.stringMatching(/must NOT have additional properties.*"x"/)]);
    expect(await failuresOf('wrongType')).toEqual([expect.stringMatching(/\/name must be string/)]);
    expect(await failuresOf('notADate')).toEqual([expect.stringMatching(/\/at must match format "date-time"/)]);
  });

  it('catches an undeclared status and an undeclared content type', async () => {
    expect(await failuresOf('teapot')).toEqual([expect.stringContaining('status 418 is not declared')]);
    expect(await failuresOf('text')).toEqual([expect.stringContaining("content type 'text/plain' is not declared")]);
  });
});
