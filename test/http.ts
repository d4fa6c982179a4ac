import type { FastifyInstance, InjectOptions } from 'fastify';
import { TEST_ORIGIN } from './app';

import { multipart } from './files';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client: keeps cookies between calls and sends the Origin header a
 * real page would, so tests go through the same CSRF check.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
    private readonly origin = TEST_ORIGIN,
  ) {}

  async request(method: Method, url: string, payload?: unknown, extra: Partial<InjectOptions> = {}) {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: this.origin,
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...(extra.headers ?? {}),
      },
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, payload: unknown = {}) => this.request('POST', url, payload);
  patch = (url: string, payload: unknown = {}) => this.request('PATCH', url, payload);
  delete = (url: string) => this.request('DELETE', url);

  put = (url: string, payload: unknown = {}) => this.request('PUT', url, payload);

  /** Sends one file the way the browser's upload does (multipart, field "file"). */
  upload(url: string, file: { name: string; type: string; data: Buffer }) {
    const body = multipart('file', file.name, file.type, file.data);
    return this.request('POST', url, body.payload, { headers: { 'content-type': body.contentType } });
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes('session_token'));
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
