import http from 'node:http';

export type SseEvent = { event: string; data: unknown; at: number };

/** A Server-Sent-Events client over real HTTP, as a browser tab's EventSource would be. */
export class SseClient {
  readonly events: SseEvent[] = [];
  private request: http.ClientRequest | undefined;
  private waiters: Array<() => void> = [];
  ended = false;

  /** `headers`: more request headers, such as the X-Forwarded-For of a client behind the proxy. */
  static async open(url: string, cookie: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient();
    await new Promise<void>((resolve, reject) => {
      client.request = http.get(url, { headers: { ...headers, cookie, accept: 'text/event-stream' } }, (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          blocks.forEach((block) => client.receive(block));
          resolve();
        });
        response.on('end', () => {
          client.ended = true;
          client.wake();
        });
      });
      client.request.on('error', reject);
    });
    return client;
  }

  private receive(block: string) {
    const lines = block.split('\n');
    const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
    const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
    if (!event) return;
    this.events.push({ event, data: data ? JSON.parse(data) : null, at: performance.now() });
    this.wake();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }

  /** The first event (from `from` on) that matches, within the timeout. */
  async next(match: (event: SseEvent) => boolean, timeoutMs = 5_000, from = 0): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find(match);
      if (found) return found;
      if (this.ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching event in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.request?.destroy();
  }
}
