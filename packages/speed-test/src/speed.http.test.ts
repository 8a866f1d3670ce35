// The probe against a real HTTP server on loopback, with the real fetch, clock and timers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeDomain } from './speed.probe';

let server: Server;
let origin: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    if (req.url?.startsWith('/wps/system/test/ping?speed=')) res.end('{"success":true}');
    else if (req.url?.startsWith('/res/logo.png?timeStamp=')) res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('probeDomain over real HTTP', () => {
  it('reaches a live server and reports a positive speed', async () => {
    const result = await probeDomain(origin);
    expect(result.origin).toBe(origin);
    expect(result.speed).toBeGreaterThan(0);
    expect(result.speedClass).not.toBe('unreachable');
    expect(seen.some((url) => url.startsWith('/res/logo.png?timeStamp='))).toBe(true);
  });

  it('reports a closed port as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect((await probeDomain(`127.0.0.1:${port}`, { defaultProtocol: 'http:' })).speed).toBe(0);
  });
});
