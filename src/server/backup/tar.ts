import type { Readable } from 'node:stream';

/**
 * The few parts of POSIX tar (ustar, with pax records for long names) a backup needs: regular
 * files, written and read as streams. Written here rather than taken from a package: about a
 * hundred lines, and `tar tzf` on any machine can still list and extract the archive.
 */
const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK);
// The largest size the header's 11 octal digits hold; above it, GNU tar's base-256 form.
const MAX_OCTAL_SIZE = 8 ** 11 - 1;

export type TarEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

/** The blocks of one file: its header (after a pax header when the name is long), its bytes, the padding. */
export async function* tarFile(
  name: string,
  size: number,
  body: AsyncIterable<Buffer> | Iterable<Buffer>,
): AsyncGenerator<Buffer> {
  if (Buffer.byteLength(name) > 100) {
    const record = paxRecord('path', name);
    yield header('././@PaxHeader', record.length, 'x');
    yield record;
    yield padding(record.length);
    name = name.slice(0, 100);
  }
  yield header(name, size, '0');
  let written = 0;
  for await (const chunk of body) {
    written += chunk.length;
    if (written > size) break;
    yield chunk;
  }
  // A file that grew or shrank while it was read would shift every following entry.
  if (written !== size)
    throw new Error(`${name} a changé pendant la sauvegarde (${written} octets lus, ${size} attendus)`);
  yield padding(size);
}

/** Two empty blocks close an archive. */
export const tarEnd = () => Buffer.alloc(2 * BLOCK);

function header(name: string, size: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write('0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  writeSize(block, size);
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  );
  block.write(type, 156);
  block.write('ustar\x0000', 257);
  block.fill(' ', 148, 156);
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

function writeSize(block: Buffer, size: number) {
  if (size <= MAX_OCTAL_SIZE) {
    block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
    return;
  }
  block[124] = 0x80;
  block.writeBigUInt64BE(BigInt(size), 128);
}

function readSize(block: Buffer): number {
  if ((block[124] ?? 0) & 0x80) return Number(block.readBigUInt64BE(128));
  return parseInt(field(block, 124, 12) || '0', 8);
}

const checksum = (block: Buffer) => block.reduce((sum, byte) => sum + byte, 0);

const field = (block: Buffer, offset: number, length: number) =>
  block
    .subarray(offset, offset + length)
    .toString('utf8')
    .replace(/\0.*$/s, '')
    .trim();

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return rest === 0 ? Buffer.alloc(0) : Buffer.alloc(BLOCK - rest);
}

/** `"<length> key=value\n"`, the length counting itself. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body);
  while (String(length).length + Buffer.byteLength(body) !== length)
    length = String(length).length + Buffer.byteLength(body);
  return Buffer.from(`${length}${body}`);
}

function paxPath(records: Buffer): string | undefined {
  const text = records.toString('utf8');
  return text.match(/^\d+ path=(.*)$/m)?.[1];
}

export class TarFormatError extends Error {}

/** The archive's files, one after the other: each body must be read to its end before the next entry. */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  const bytes = new ByteReader(input);
  let longName: string | undefined;
  for (;;) {
    const block = await bytes.read(BLOCK);
    if (block.length < BLOCK) throw new TarFormatError('archive tronquée');
    if (block.equals(ZEROS)) return;
    const stored = parseInt(field(block, 148, 8), 8);
    block.fill(' ', 148, 156);
    if (stored !== checksum(block)) throw new TarFormatError('en-tête abîmé');
    const size = readSize(block);
    const type = String.fromCharCode(block[156] ?? 0);
    if (type === 'x') {
      longName = paxPath(await bytes.read(size));
      await bytes.read(padding(size).length);
      continue;
    }
    if (type !== '0' && type !== '\0') throw new TarFormatError(`entrée d'un type inattendu (${type})`);
    const prefix = field(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
    longName = undefined;
    bytes.startBody(size);
    yield { name, size, body: bytes.body() };
    await bytes.skipRest();
    await bytes.read(padding(size).length);
  }
}

/** Exact reads over a stream's chunks. */
class ByteReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private pending: Buffer = Buffer.alloc(0);
  private unread = 0;

  constructor(input: Readable) {
    this.chunks = input[Symbol.asyncIterator]();
  }

  async read(length: number): Promise<Buffer> {
    while (this.pending.length < length) {
      const next = await this.chunks.next();
      if (next.done) break;
      this.pending = Buffer.concat([this.pending, next.value]);
    }
    const taken = this.pending.subarray(0, length);
    this.pending = this.pending.subarray(taken.length);
    return taken;
  }

  /** The next `length` bytes are a file's, read through `body()` or skipped by `skipRest()`. */
  startBody(length: number) {
    this.unread = length;
  }

  async *body(): AsyncGenerator<Buffer> {
    while (this.unread > 0) {
      if (this.pending.length === 0) {
        const next = await this.chunks.next();
        if (next.done) throw new TarFormatError('archive tronquée');
        this.pending = next.value;
      }
      const taken = this.pending.subarray(0, this.unread);
      this.pending = this.pending.subarray(taken.length);
      this.unread -= taken.length;
      yield taken;
    }
  }

  /** What a reader of the body left unread. */
  async skipRest() {
    while (this.unread > 0) {
      const taken = await this.read(Math.min(this.unread, 1 << 20));
      if (taken.length === 0) throw new TarFormatError('archive tronquée');
      this.unread -= taken.length;
    }
  }
}
