import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that parses what it receives. `refuseNext` makes the next
 * messages (to one recipient, when given) fail with a temporary error, as a busy server would.
 */
export async function startSmtpServer(port = 0) {
  const received: ParsedMail[] = [];
  let refusals = 0;
  let refusedRecipient: string | null = null;
  const server = new SMTPServer({
    authOptional: true,
    // A stop drops pooled client connections at once, as a server going down would.
    closeTimeout: 100,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      if (refusals > 0 && (refusedRecipient === null || recipients.includes(refusedRecipient))) {
        refusals--;
        stream.resume();
        return stream.on('end', () => callback(Object.assign(new Error('Boîte occupée'), { responseCode: 451 })));
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    refuseNext(count: number, recipient?: string) {
      refusals = count;
      refusedRecipient = recipient?.toLowerCase() ?? null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
