import { describe, expect, it } from 'vitest';
import { Later, Members, StreamedList, prettyJsonChunks } from './pretty-json-stream';

async function* batchesOf<T>(...batches: T[][]) {
  for (const batch of batches) yield batch;
}

async function text(value: unknown) {
  const chunks: string[] = [];
  for await (const chunk of prettyJsonChunks(value)) chunks.push(chunk);
  return chunks;
}

const person = { name: 'Aïcha "Ché" Koné', note: 'ligne 1\nligne 2', tags: [], address: {}, city: null };
const document = {
  exportedAt: '2026-11-26T10:00:00.000Z',
  profile: person,
  nothing: undefined,
  empty: [],
  orders: [
    { number: 'CMD-1', items: [{ title: 'Perruque', cents: 5000 }], payment: null },
    { number: 'CMD-2', items: [], payment: { method: 'iban' } },
    { number: 'CMD-3', items: [{ title: 'Colle', cents: 1500 }], payment: null },
  ],
  messages: { written: [{ body: 'Bonjour' }, { body: 'Merci' }], receivedCount: 4 },
  none: {},
};

describe('prettyJsonChunks', () => {
  it('writes what JSON.stringify(…, null, 2) writes, with lists in batches and values read in turn', async () => {
    const streamed = {
      exportedAt: document.exportedAt,
      profile: new Later(async () => person),
      nothing: new Later(async () => undefined),
      empty: new StreamedList(batchesOf([], [])),
      orders: new StreamedList(batchesOf(document.orders.slice(0, 2), [], document.orders.slice(2))),
      messages: new Members({
        written: new StreamedList(batchesOf([{ body: 'Bonjour' }], [{ body: 'Merci' }])),
        receivedCount: new Later(async () => 4),
      }),
      none: new Members({}),
    };
    const expected = JSON.stringify(document, null, 2);
    expect((await text(new Members(streamed))).join('')).toBe(expected);
    expect(JSON.parse(expected)).toMatchObject({
      orders: [{ number: 'CMD-1' }, { number: 'CMD-2' }, { number: 'CMD-3' }],
    });
  });

  it('hands on the text in pieces of about 64 KB, each batch read only when the previous is out', async () => {
    const read: number[] = [];
    async function* batches() {
      for (let batch = 0; batch < 4; batch++) {
        read.push(batch);
        yield Array.from({ length: 500 }, (_, i) => ({ n: batch * 500 + i, text: 'x'.repeat(100) }));
      }
    }
    const chunks = prettyJsonChunks(new Members({ rows: new StreamedList(batches()) }));
    const first = await chunks.next();
    expect(read).toEqual([0]);
    expect(String(first.value).length).toBeGreaterThanOrEqual(64 * 1024);
    let rest = '';
    for await (const chunk of chunks) rest += chunk;
    expect(read).toEqual([0, 1, 2, 3]);
    expect(JSON.parse(String(first.value) + rest).rows).toHaveLength(2000);
  });
});
