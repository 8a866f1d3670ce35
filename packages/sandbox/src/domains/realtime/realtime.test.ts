import { readFile } from 'node:fs/promises';
import { realtimeMessage } from '@platform/api-client/contract';
import { encryptPayload } from '@platform/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { testDeviceId, testSnapshotVariable } from '../../core/testing';
import { type RunningSandbox, startSandbox } from '../../index';

let sandbox: RunningSandbox;
const headers = {
  Merchant: 'AURUM',
  Device: 'web',
  Language: 'EN',
  'Content-Type': 'application/json',
  loginDeviceId: testDeviceId,
};

beforeAll(async () => {
  const file = process.env[testSnapshotVariable];
  sandbox = await startSandbox({
    port: 0,
    controlKey: 'test-key',
    snapshot: file ? new Blob([await readFile(file)]) : undefined,
  });
});
afterAll(() => sandbox.close());

async function call(path: string, init: { method?: string; token?: string; body?: unknown; encrypt?: boolean } = {}) {
  let body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const extra: Record<string, string> = init.token ? { Authorization: init.token } : {};
  if (init.encrypt) {
    const sealed = await encryptPayload(sandbox.runtime.merchants.get('AURUM')?.public_key as string, init.body);
    extra.Encryption = sealed.header;
    body = JSON.stringify(sealed.body);
  }
  const response = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...headers, ...extra },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
  return response.json() as Promise<{ success: boolean; value: any; errorCode: string | null }>;
}

const control = (path: string, body: unknown) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'X-Control-Key': 'test-key', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json());

async function login(username: string): Promise<string> {
  const answer = await call('/wps/member/login', {
    method: 'POST',
    encrypt: true,
    body: { username, password: 'Demo1234' },
  });
  return answer.value.token;
}

/** An open socket and the frames it received, with a wait for the next frame of a type. */
async function connect(token: string) {
  const socket = new WebSocket(`${sandbox.url.replace('http', 'ws')}/ws?token=${token}`);
  const frames: { type: string; [key: string]: unknown }[] = [];
  const waiters: { type: string; resolve: (frame: (typeof frames)[number]) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    frames.push(frame);
    for (const waiter of waiters.filter((w) => w.type === frame.type)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next = (type: string) =>
    new Promise<(typeof frames)[number]>((resolve, reject) => {
      const seen = frames.find((f) => f.type === type && !(f as { taken?: boolean }).taken);
      if (seen) {
        (seen as { taken?: boolean }).taken = true;
        resolve(seen);
        return;
      }
      waiters.push({ type, resolve });
      setTimeout(() => reject(new Error(`no ${type} frame`)), 10_000);
    });
  await next('WELCOME');
  return { socket, frames, next, closed };
}

describe('realtime WebSocket', () => {
  it('pushes the messages of the events that happen to the player, each valid against the contract', async () => {
    const token = await login('member01');
    const { socket, next, frames } = await connect(token);
    await control('/__control/inbox', { merchant: 'AURUM', username: 'member01', title: 'Hello', content: 'Welcome' });
    expect(await next('INBOX')).toMatchObject({ title: 'Hello', unreadCount: expect.any(Number) });
    await control('/__control/funds', { merchant: 'AURUM', username: 'member01', kind: 'DEPOSIT', amount: 500 });
    expect(await next('DEPOSIT')).toMatchObject({ status: 'APPROVED', amount: 500 });
    await control('/__control/funds', {
      merchant: 'AURUM',
      username: 'member01',
      kind: 'WITHDRAW',
      amount: 50,
      status: 'REJECTED',
      remarks: 'Bank details do not match',
    });
    expect(await next('WITHDRAW')).toMatchObject({ status: 'REJECTED', remarks: 'Bank details do not match' });
    await control('/__control/bonuses', { merchant: 'AURUM', username: 'member01', title: 'Gift', amount: 10 });
    expect(await next('MANUAL_PROMO')).toMatchObject({ title: 'Gift', amount: 10 });
    await control('/__control/payments', { merchant: 'AURUM', username: 'member01', amount: 30 });
    expect(await next('PAYMENT_CONFIRMATION')).toMatchObject({ amount: 30, pendingCount: 1 });
    const list = await call('/wps/promotion/list', { token });
    const daily = list.value.list.find((p: { promotionType: string }) => p.promotionType === 'LOGIN');
    await call('/wps/promotion/claim', { method: 'POST', token, body: { promotionId: daily.id } });
    expect(await next('PROMOTION_CLAIM')).toMatchObject({ status: 'PENDING', promotionId: daily.id });
    await control('/__control/realtime', { merchant: 'AURUM', broadcast: true, title: 'Notice', content: 'Hello all' });
    expect(await next('ONLINE_MSG')).toMatchObject({ title: 'Notice', content: 'Hello all' });
    const pushed = frames.filter((f) => !['WELCOME', 'PING', 'PONG'].includes(f.type));
    expect(pushed.map((f) => f.type)).toEqual([
      'INBOX',
      'DEPOSIT',
      'WITHDRAW',
      'INBOX',
      'MANUAL_PROMO',
      'PAYMENT_CONFIRMATION',
      'PROMOTION_CLAIM',
      'ONLINE_MSG',
    ]);
    for (const frame of pushed) expect(realtimeMessage.safeParse(frame).success).toBe(true);
    socket.close();
  });

  it('answers a PING with a PONG', async () => {
    const { socket, next } = await connect(await login('agent01'));
    socket.send('PING');
    expect(await next('PONG')).toMatchObject({ serverTime: expect.any(Number) });
    socket.close();
  });

  it('closes with 4001 and the errorCode for a bad token, at logout and when another login replaces the session', async () => {
    const bad = new WebSocket(`${sandbox.url.replace('http', 'ws')}/ws?token=nope`);
    const badClose = await new Promise<{ code: number; reason: string }>((resolve) =>
      bad.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    expect(badClose).toEqual({ code: 4001, reason: 'user.or.token.invalid' });

    const token = await login('expired01');
    const first = await connect(token);
    await call('/wps/member/logout', { method: 'POST', token, body: {} });
    expect(await first.closed).toEqual({ code: 4001, reason: 'user.or.token.invalid' });

    const older = await connect(await login('trial01'));
    await login('trial01');
    expect(await older.closed).toEqual({ code: 4001, reason: 'login.not.session' });
  });
});
