import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { ConfigError, loadConfig } from '@server/config';
import { suggestAddresses } from './suggest-addresses';

const silent = { info() {}, warn() {}, error() {}, debug() {} };

/** A local stand-in for a Photon-like provider: answers from the query, records what it was asked. */
function startFakeProvider() {
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    if (url.pathname === '/broken') {
      response.writeHead(503).end('indisponible');
      return;
    }
    if (url.pathname === '/ban') {
      // The French service's GeoCodeJSON: no country, a town's own entry named after the town.
      const ban = [
        {
          properties: {
            housenumber: '8',
            street: 'Boulevard du Port',
            postcode: '80000',
            city: 'Amiens',
            citycode: '80021',
          },
        },
        { properties: { name: 'Amiens', postcode: '80000', city: 'Amiens', citycode: '80021' } },
      ];
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ features: ban }));
      return;
    }
    if (url.pathname === '/garbage') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{pas du json');
      return;
    }
    const features = Array.from({ length: 7 }, (_, i) => ({
      properties: {
        housenumber: String(i + 1),
        street: 'Rue de Rivoli',
        postcode: '75001',
        city: 'Paris',
        country: 'France',
      },
    }));
    features.push({ properties: {} } as never);
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ type: 'FeatureCollection', features }));
  });
  return new Promise<{ url: string; requests: URL[]; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

let provider: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(async () => provider.close());

describe('suggestAddresses', () => {
  it('asks the provider in French for 5 results and keeps at most 5 usable ones', async () => {
    const suggestions = await suggestAddresses(`${provider.url}/api`, '12 rue de riv', silent);
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toEqual({
      label: '1 Rue de Rivoli, 75001 Paris, France',
      address: '1 Rue de Rivoli, 75001 Paris',
      country: 'France',
    });
    const asked = provider.requests.at(-1);
    expect([asked?.searchParams.get('q'), asked?.searchParams.get('lang'), asked?.searchParams.get('limit')]).toEqual([
      '12 rue de riv',
      'fr',
      '5',
    ]);
  });

  it("reads the French national service's answers as French addresses", async () => {
    expect(await suggestAddresses(`${provider.url}/ban`, '8 bd du port', silent)).toEqual([
      {
        label: '8 Boulevard du Port, 80000 Amiens, France',
        address: '8 Boulevard du Port, 80000 Amiens',
        country: 'France',
      },
      { label: '80000 Amiens, France', address: '80000 Amiens', country: 'France' },
    ]);
  });

  it('gives an empty list without a provider, on a provider error or on a bad answer', async () => {
    expect(await suggestAddresses(undefined, '12 rue', silent)).toEqual([]);
    expect(await suggestAddresses(`${provider.url}/broken`, '12 rue', silent)).toEqual([]);
    expect(await suggestAddresses(`${provider.url}/garbage`, '12 rue', silent)).toEqual([]);
    expect(await suggestAddresses('http://127.0.0.1:1/nothing-listens', '12 rue', silent)).toEqual([]);
  });
});

describe('GET /api/addresses/suggest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('needs a session and at least 3 characters; answers [] when no provider is configured', async () => {
    expect((await new TestClient(t.app).get('/api/addresses/suggest?q=rue%20de')).statusCode).toBe(401);
    const client = await signIn(t, await createUser(t));
    const short = await client.get('/api/addresses/suggest?q=ru');
    expect([short.statusCode, short.json().error.message]).toEqual([400, 'Tapez au moins 3 caractères']);
    const none = await client.get('/api/addresses/suggest?q=rue%20de');
    expect([none.statusCode, none.json()]).toEqual([200, { suggestions: [] }]);
    expect((await new TestClient(t.app).get('/api/public-config')).json().addressSuggestions).toBe(false);
  });

  it('passes the typed text to the configured provider', async () => {
    const client = await signIn(t, await createUser(t));
    t.ctx.config.addressProviderUrl = `${provider.url}/api`;
    try {
      // The app learns from the server that suggestions exist, so checkout promises them only then.
      expect((await new TestClient(t.app).get('/api/public-config')).json().addressSuggestions).toBe(true);
      const response = await client.get('/api/addresses/suggest?q=rue%20de%20rivoli');
      expect(response.json().suggestions).toHaveLength(5);
      expect(provider.requests.at(-1)?.searchParams.get('q')).toBe('rue de rivoli');
    } finally {
      t.ctx.config.addressProviderUrl = undefined;
    }
  });
});

describe('ADDRESS_PROVIDER_URL', () => {
  it("takes 'ban' and 'photon' for the two public services, or a provider's own URL", () => {
    const provider = (value: string) => loadConfig({ ADDRESS_PROVIDER_URL: value }).addressProviderUrl;
    expect(provider('ban')).toBe('https://data.geopf.fr/geocodage/search');
    expect(provider('photon')).toBe('https://photon.komoot.io/api/');
    expect(provider('https://adresses.example.fr/api')).toBe('https://adresses.example.fr/api');
    expect(loadConfig({}).addressProviderUrl).toBeUndefined();
    expect(() => provider('geoplateforme')).toThrow(ConfigError);
  });
});
