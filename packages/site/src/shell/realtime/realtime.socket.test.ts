// @vitest-environment happy-dom
// A DOM: the socket's close events are the browser's CloseEvent.
import { describe, expect, it, vi } from 'vitest';
import { connectRealtime, realtimeUrl } from './realtime.socket';

/** A WebSocket stand-in the test drives: open, message and close as the server would send them. */
class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  binaryType = 'blob';
  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
    queueMicrotask(() => this.serverOpen());
  }
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  send() {}
  close(code = 1000, reason = '') {
    this.serverClose(code, reason);
  }
  serverOpen() {
    this.readyState = 1;
    const event = new Event('open');
    this.onopen?.(event);
    this.dispatchEvent(event);
  }
  serverSend(data: string) {
    const event = new MessageEvent('message', { data });
    this.onmessage?.(event);
    this.dispatchEvent(event);
  }
  serverClose(code: number, reason: string) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    const event = new CloseEvent('close', { code, reason, wasClean: true });
    this.onclose?.(event);
    this.dispatchEvent(event);
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtimeUrl', () => {
  it('turns the API origin into the socket address with the token', () => {
    expect(realtimeUrl('http://127.0.0.1:5101', 'a b')).toBe('ws://127.0.0.1:5101/ws?token=a+b');
    expect(realtimeUrl('https://www.aurum.example', 't')).toBe('wss://www.aurum.example/ws?token=t');
  });
});

describe('connectRealtime', () => {
  it('delivers parsed frames and closes for good when asked', async () => {
    FakeSocket.instances = [];
    const onFrame = vi.fn();
    const close = connectRealtime({
      url: () => 'ws://x/ws?token=t',
      onFrame,
      onSessionEnded: vi.fn(),
      WebSocket: FakeSocket,
    });
    await vi.waitFor(() => expect(FakeSocket.instances[0]?.readyState).toBe(1));
    FakeSocket.instances[0]?.serverSend('{"type":"INBOX","messageId":1,"title":"Hi","unreadCount":2,"createdAt":1}');
    expect(onFrame).toHaveBeenCalledWith(expect.objectContaining({ kind: 'message' }));
    close();
    await tick();
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('reports a session-ending close (4001) with its reason and does not reconnect', async () => {
    FakeSocket.instances = [];
    const onSessionEnded = vi.fn();
    connectRealtime({ url: () => 'ws://x/ws?token=t', onFrame: vi.fn(), onSessionEnded, WebSocket: FakeSocket });
    await vi.waitFor(() => expect(FakeSocket.instances[0]?.readyState).toBe(1));
    FakeSocket.instances[0]?.serverClose(4001, 'login.not.session');
    expect(onSessionEnded).toHaveBeenCalledWith('login.not.session');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('reconnects after the connection drops for another reason', async () => {
    FakeSocket.instances = [];
    const close = connectRealtime({
      url: () => 'ws://x/ws?token=t',
      onFrame: vi.fn(),
      onSessionEnded: vi.fn(),
      WebSocket: FakeSocket,
    });
    await vi.waitFor(() => expect(FakeSocket.instances[0]?.readyState).toBe(1));
    FakeSocket.instances[0]?.serverClose(1006, '');
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 3000 });
    close();
  });
});
