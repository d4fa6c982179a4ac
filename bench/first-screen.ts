import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { productListSchema } from '@shared/catalogue/product.schemas';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createContext } from '@server/create-context';
import { seedDemoData } from '@server/db/seed/demo-data';

export type FirstScreen = {
  cards: number;
  imageBytes: number;
  largestCard: number;
  listingJsonBytes: number;
  seedSeconds: number;
  contentTypes: string[];
};

const logger = pino({ level: 'silent' });

/**
 * A second app on a fresh PGlite data directory in development mode, so the demo catalogue
 * (real rendered pictures) is seeded; then what the first shop screen downloads: the listing
 * of 24 and each card's image (`image.url`, the card rendition).
 */
export async function measureFirstScreen(limit = 24): Promise<FirstScreen> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boucles-bench-demo-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
    });
    const { ctx, close } = await createContext(config, logger);
    try {
      const started = performance.now();
      // Development seeds the demo catalogue; seedDemoData does nothing if start-up already did.
      if (!config.seedDemoData) throw new Error('a development config should seed the demo data');
      await seedDemoData(ctx, logger);
      const seedSeconds = (performance.now() - started) / 1000;
      const app = await buildApp(ctx, { logger, webDistDir: path.join(dataDir, 'no-web-build') });
      try {
        const base = await app.listen({ host: '127.0.0.1', port: 0 });
        const listing = await fetch(`${base}/api/products?limit=${limit}`);
        const body = await listing.text();
        if (!listing.ok) throw new Error(`GET /api/products answered ${listing.status}: ${body.slice(0, 200)}`);
        const { items } = productListSchema.parse(JSON.parse(body));
        if (items.length === 0) throw new Error('the demo shop is empty: was the demo data seeded?');
        const sizes: number[] = [];
        const contentTypes = new Set<string>();
        for (const item of items) {
          if (!item.image) continue;
          const response = await fetch(`${base}${item.image.url}`);
          if (!response.ok) throw new Error(`GET ${item.image.url} answered ${response.status}`);
          contentTypes.add(response.headers.get('content-type') ?? '?');
          sizes.push((await response.arrayBuffer()).byteLength);
        }
        return {
          cards: sizes.length,
          imageBytes: sizes.reduce((sum, size) => sum + size, 0),
          largestCard: Math.max(...sizes),
          listingJsonBytes: Buffer.byteLength(body),
          seedSeconds,
          contentTypes: [...contentTypes],
        };
      } finally {
        await app.close();
      }
    } finally {
      await close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
