import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressObject } from 'mailparser';

/**
 * The newest message of the outbox addressed to `email`, as HTML (a text-only message with its
 * links made clickable), or null. Files are named
 * `<milliseconds>-<id>.eml` (mailer.ts), so the name orders them by age.
 */
export async function latestOutboxMessage(outboxDir: string, email: string): Promise<string | null> {
  // A development package, loaded only here: the production install has no mailparser.
  const { simpleParser } = await import('mailparser');
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const newestFirst = names.filter((name) => name.endsWith('.eml')).sort(byTimeDescending);
  for (const name of newestFirst) {
    const message = await simpleParser(await readFile(path.join(outboxDir, name)));
    if (!recipients(message.to).includes(email.toLowerCase())) continue;
    return message.html || (message.textAsHtml ?? '');
  }
  return null;
}

function byTimeDescending(a: string, b: string): number {
  return Number.parseInt(b, 10) - Number.parseInt(a, 10) || b.localeCompare(a);
}

function recipients(to: AddressObject | AddressObject[] | undefined): string[] {
  return [to ?? []]
    .flat()
    .flatMap((group) => group.value)
    .map((address) => address.address?.toLowerCase() ?? '');
}
