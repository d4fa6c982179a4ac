/** An array written a batch at a time, as its rows are read (none at all: `[]`). */
export class StreamedList {
  constructor(readonly batches: AsyncIterable<readonly unknown[]>) {}
}

/** A value read only when the writer reaches it, so the sections before it are already out. */
export class Later {
  constructor(readonly read: () => Promise<unknown>) {}
}

/** An object some of whose members are streamed or read later; its keys are written in order. */
export class Members {
  constructor(readonly members: Readonly<Record<string, unknown>>) {}
}

/** Text is handed on in pieces of about this size: a batch of rows, not each small key. */
const PIECE_CHARS = 64 * 1024;

/**
 * The document `JSON.stringify(value, null, 2)` would write for the same data, character for
 * character, produced as it is read: a `StreamedList` holds one batch at a time, a `Later` is
 * read when its turn comes. Nothing is handed on before the first piece is full, so a failure
 * while the first sections are read still fails before any byte is sent.
 */
export async function* prettyJsonChunks(value: unknown): AsyncGenerator<string> {
  let pending = '';
  for await (const text of parts(value, '')) {
    pending += text;
    if (pending.length >= PIECE_CHARS) {
      yield pending;
      pending = '';
    }
  }
  if (pending !== '') yield pending;
}

async function* parts(value: unknown, indent: string): AsyncGenerator<string> {
  if (value instanceof Later) yield* parts(await value.read(), indent);
  else if (value instanceof StreamedList) yield* listParts(value.batches, indent);
  else if (value instanceof Members) yield* memberParts(value.members, indent);
  else yield plain(value, indent) ?? 'null';
}

/** A value held whole, written as JSON.stringify writes it at this depth (undefined: none). */
function plain(value: unknown, indent: string): string | undefined {
  const text = JSON.stringify(value, null, 2) as string | undefined;
  // Strings in JSON never hold a raw line break: every one is the layout's.
  return text?.replace(/\n/g, `\n${indent}`);
}

/**
 * A non-empty batch's items, each on its lines at this depth, as JSON.stringify writes them
 * inside a list. Wrapped in one array per level of depth, V8 indents them itself, four
 * times faster than re-indenting each item's text; the wrapping brackets, one line each
 * ('  ' × level, then '[' or ']'), are cut off both ends.
 */
function itemsAt(batch: readonly unknown[], indent: string): string {
  const depth = indent.length / 2;
  let wrapped: unknown = batch;
  for (let level = 0; level < depth; level++) wrapped = [wrapped];
  const text = JSON.stringify(wrapped, null, 2);
  let bracketLines = 0;
  for (let level = 0; level <= depth; level++) bracketLines += 2 * level + 2;
  return text.slice(bracketLines, text.length - bracketLines);
}

async function* listParts(batches: AsyncIterable<readonly unknown[]>, indent: string): AsyncGenerator<string> {
  let empty = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield `${empty ? '[\n' : ',\n'}${itemsAt(batch, indent)}`;
    empty = false;
  }
  yield empty ? '[]' : `\n${indent}]`;
}

async function* memberParts(members: Readonly<Record<string, unknown>>, indent: string): AsyncGenerator<string> {
  const inner = `${indent}  `;
  let empty = true;
  for (const [key, member] of Object.entries(members)) {
    const value = member instanceof Later ? await member.read() : member;
    const streamed = value instanceof StreamedList || value instanceof Members || value instanceof Later;
    const text = streamed ? undefined : plain(value, inner);
    // JSON.stringify leaves out a member it cannot write (undefined, a function).
    if (!streamed && text === undefined) continue;
    yield `${empty ? '{\n' : ',\n'}${inner}${JSON.stringify(key)}: `;
    empty = false;
    if (text === undefined) yield* parts(value, inner);
    else yield text;
  }
  yield empty ? '{}' : `\n${indent}}`;
}
