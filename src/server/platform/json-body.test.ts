import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidTextMessage } from '@shared/text';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import type { TestClient } from '@test/http';
import { MAX_JSON_DEPTH } from './json-body';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await signIn(t, await createUser(t));
});
afterAll(async () => t.close());

const LEVELS = 10_000;
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const sendJson = (sender: TestClient, url: string, json: string) =>
  sender.request('POST', url, json, { headers: { 'content-type': 'application/json' } });

const jsonRoutes = ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/orders', '/api/reports'];

describe('deeply nested JSON', () => {
  const bodies = {
    'arrays at the top': deepArray(LEVELS),
    'objects at the top': deepObject(LEVELS),
    'objects under a field': `{"email":${deepObject(LEVELS)},"password":"x","name":${deepArray(LEVELS)}}`,
  };

  it.each(jsonRoutes.flatMap((url) => Object.entries(bodies).map(([shape, json]) => [url, shape, json])))(
    '%s, %s: 400 in French',
    async (url, _shape, json) => {
      const response = await sendJson(client, url, json);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'JSON_TOO_DEEP',
        message: 'Requête invalide : données trop imbriquées',
      });
    },
  );

  it('still accepts the nesting a request may need, and refuses one level more', async () => {
    const atLimit = await sendJson(client, '/api/orders', deepArray(MAX_JSON_DEPTH));
    expect(atLimit.json().error.code).toBe('VALIDATION_ERROR');
    const beyond = await sendJson(client, '/api/orders', deepArray(MAX_JSON_DEPTH + 1));
    expect(beyond.json().error.code).toBe('JSON_TOO_DEEP');
  });

  it('counts brackets inside strings as text', async () => {
    const response = await sendJson(
      client,
      '/api/reports',
      JSON.stringify({ reason: 'spam', description: '['.repeat(200), target: { type: 'user', userId: '0' } }),
    );
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('text PostgreSQL cannot store, anywhere in a JSON body', () => {
  it.each([
    ['a NUL in a name at sign-up', '/api/auth/sign-up/email', '{"name":"Awa\\u0000","email":"a@b.fr"}'],
    ['a lone surrogate in a sign-in e-mail', '/api/auth/sign-in/email', '{"email":"a\\ud800@b.fr","password":"x"}'],
    ['a NUL in a checkout address', '/api/orders', '{"address":"12 rue\\u0000 de la Paix"}'],
    ['a NUL deep in a field no route reads', '/api/orders', '{"extra":[{"note":"\\u0000"}]}'],
    ['a NUL in a key', '/api/reports', '{"a\\u0000":1}'],
  ])('%s: 400 in French', async (_case, url, json) => {
    const response = await sendJson(client, url, json);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'INVALID_TEXT', message: invalidTextMessage });
  });

  it('lets escaped backslashes and well-formed emoji through', async () => {
    const response = await sendJson(clientFor(t), '/api/auth/sign-in/email', '{"email":"\\\\u0000 😀","password":"x"}');
    expect(response.json().error.code).not.toBe('INVALID_TEXT');
  });
});

describe('other broken JSON', () => {
  it.each([
    ['malformed', '{"email":'],
    ['empty', ''],
    ['prototype poisoning', '{"__proto__":{"isAdmin":true}}'],
  ])('%s: 400 in French', async (_case, json) => {
    const response = await sendJson(client, '/api/orders', json);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Requête invalide');
  });
});
