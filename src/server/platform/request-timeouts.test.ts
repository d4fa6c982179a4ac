import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { multipart, phoneJpegWithGps } from '@test/files';
import { type SlowRequest, sendSlowly } from '@test/slow-client';

// Small allowances, so that every case is over in seconds: 1 s for an ordinary request,
// 6 s for an upload that brings at least 500 bytes a second.
const REQUEST_MS = 1_000;
const MIN_BYTES_PER_SECOND = 500;

let t: TestApp;
let base: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_MS / 1000),
      UPLOAD_TIMEOUT_SECONDS: '6',
      UPLOAD_MIN_BYTES_PER_SECOND: String(MIN_BYTES_PER_SECOND),
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  cookie = (await signIn(t, await createUser(t))).cookieHeader();
});
afterAll(async () => t.close());

const json = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
const trickled = (request: Partial<SlowRequest> & Pick<SlowRequest, 'path' | 'body'>): SlowRequest => ({
  method: 'POST',
  headers: { ...json, cookie },
  chunkBytes: 1,
  everyMs: 200,
  giveUpMs: 8_000,
  ...request,
});
const avatar = async () => multipart('file', 'photo.jpg', 'image/jpeg', await phoneJpegWithGps());

describe('a request body sent a byte at a time', () => {
  it('is cut after the request allowance with a French 408, and the connection closes', async () => {
    const answer = await sendSlowly(
      base,
      trickled({ path: '/api/me/notifications/read-all', body: Buffer.alloc(200, ' ') }),
    );
    expect(answer.gaveUp).toBe(false);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: {
        code: 'REQUEST_TIMEOUT',
        message: 'La requête est arrivée trop lentement et a été interrompue, veuillez réessayer',
      },
    });
    expect(answer.headers).toMatch(/^connection: close$/im);
    expect(answer.closedAfterMs).toBeGreaterThan(REQUEST_MS * 0.9);
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_MS * 3);
  });

  it('on an upload, is cut once a window brings less than the minimum pace', async () => {
    const form = await avatar();
    const answer = await sendSlowly(
      base,
      trickled({
        path: '/api/me/avatar',
        headers: { 'content-type': form.contentType, origin: json.origin, cookie },
        body: form.payload,
      }),
    );
    expect([answer.status, answer.gaveUp]).toEqual([408, false]);
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_MS * 3);
  });

  it('ends the connection at once when the route refuses before reading the body', async () => {
    const form = await avatar();
    const answer = await sendSlowly(
      base,
      trickled({
        path: '/api/me/avatar',
        headers: { 'content-type': form.contentType, origin: json.origin },
        body: form.payload,
      }),
    );
    expect([answer.status, answer.gaveUp]).toEqual([401, false]);
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_MS);
  });
});

describe('an upload from a phone on a slow network', () => {
  it('goes through at a steady pace, though it takes longer than an ordinary request may', async () => {
    const form = await avatar();
    const pieces = 12;
    const everyMs = 200;
    // 12 pieces 200 ms apart: about 2.4 s, at least twice the ordinary allowance, above the minimum pace.
    expect(form.payload.length / ((pieces * everyMs) / 1000)).toBeGreaterThan(MIN_BYTES_PER_SECOND * 1.5);
    const answer = await sendSlowly(
      base,
      trickled({
        path: '/api/me/avatar',
        // The phone closes after the answer, so the time measured is the upload's.
        headers: { 'content-type': form.contentType, origin: json.origin, cookie, connection: 'close' },
        body: form.payload,
        chunkBytes: Math.ceil(form.payload.length / pieces),
        everyMs,
        giveUpMs: 8_000,
      }),
    );
    expect([answer.status, answer.gaveUp]).toEqual([200, false]);
    expect(answer.closedAfterMs).toBeGreaterThan(REQUEST_MS * 2);
  });
});

describe('headers sent a byte at a time', () => {
  it('are cut after the request allowance', async () => {
    const answer = await sendSlowly(
      base,
      trickled({ path: '/api/health', method: 'GET', body: Buffer.alloc(0), slowHeaders: true, everyMs: 100 }),
    );
    expect(answer.gaveUp).toBe(false);
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_MS * 3);
  });
});
