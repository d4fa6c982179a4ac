import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_REFUSED_MS, openLiveSource } from './live-source';

/** Just enough of a browser's EventSource: the server's doings are played by the test. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server refused the stream (a 429): EventSource closes for good and says 'error'. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
const show = (state: DocumentVisibilityState) => {
  page.visibilityState = state;
  page.dispatchEvent(new Event('visibilitychange'));
};

describe('a bounded live stream in the browser', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('document', page);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays closed once superseded by a newer tab, and opens again when shown', () => {
    const heard = vi.fn();
    const close = openLiveSource('/api/me/events', (source) => source.addEventListener('notification', heard));
    const [first] = FakeEventSource.opened;
    first!.dispatchEvent(new Event('superseded'));
    expect(first!.readyState).toBe(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(10 * RETRY_REFUSED_MS);
    show('hidden');
    expect(FakeEventSource.opened).toHaveLength(1);
    show('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]!.dispatchEvent(new Event('notification'));
    expect(heard).toHaveBeenCalledTimes(1);
    close();
    expect(FakeEventSource.opened[1]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('tries again a minute after a refusal, and not after being closed', () => {
    const close = openLiveSource('/api/me/events', () => undefined);
    FakeEventSource.opened[0]!.refuse();
    vi.advanceTimersByTime(RETRY_REFUSED_MS - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]!.refuse();
    close();
    vi.advanceTimersByTime(10 * RETRY_REFUSED_MS);
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
