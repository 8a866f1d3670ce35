import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { fakeImageDataUrl, pngDataUrl } from '../shared/test-images';

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  token = await sandbox.loginToken('payer01');
});
afterAll(() => sandbox.close());

const pending = async () => (await sandbox.call('GET', '/wps/payment/confirmation/list', { token })).body.value;
const answer = (body: Record<string, unknown>) =>
  sandbox.call('POST', '/wps/payment/confirmation/answer', { token, body });

describe('payment confirmations', () => {
  it('lists waiting payments oldest first, manual and auto-confirmed', async () => {
    const items = await pending();
    expect(items.map((i: { amount: number; isAutoConfirmed: string }) => [i.amount, i.isAutoConfirmed])).toEqual([
      [200, 'N'],
      [150, 'Y'],
      [500, 'N'],
    ]);
    expect(items[0]).toMatchObject({
      remainingAmount: 800,
      payerName: 'Li Ming',
      orderNo: expect.stringMatching(/^PO/),
    });
  });

  it('matches the answer to the item: A only for auto, N only with one real image', async () => {
    const [manual, auto] = await pending();
    expect((await answer({ payDetailId: manual.payDetailId, isMoneyReceived: 'A' })).body.errorCode).toBe(
      'payment.answer.invalid',
    );
    expect((await answer({ payDetailId: auto.payDetailId, isMoneyReceived: 'Y' })).body.errorCode).toBe(
      'payment.answer.invalid',
    );
    expect((await answer({ payDetailId: manual.payDetailId, isMoneyReceived: 'N' })).body.errorCode).toBe(
      'payment.answer.invalid',
    );
    const fake = await answer({
      payDetailId: manual.payDetailId,
      isMoneyReceived: 'N',
      proofOfNotReceive: fakeImageDataUrl,
    });
    expect(fake.body.errorCode).toBe('image.invalid');
    const proofWithYes = await answer({
      payDetailId: manual.payDetailId,
      isMoneyReceived: 'Y',
      proofOfNotReceive: pngDataUrl,
    });
    expect(proofWithYes.body.errorCode).toBe('payment.answer.invalid');
  });

  it('stores each answer with its proof and drops the item from the list', async () => {
    const [manual, auto, last] = await pending();
    expect(
      (await answer({ payDetailId: manual.payDetailId, isMoneyReceived: 'N', proofOfNotReceive: pngDataUrl })).body
        .value,
    ).toBe(true);
    expect((await answer({ payDetailId: auto.payDetailId, isMoneyReceived: 'A' })).body.value).toBe(true);
    expect((await pending()).map((i: { payDetailId: number }) => i.payDetailId)).toEqual([last.payDetailId]);
    const stored = (await sandbox.control('GET', '/__control/payments/answers')).body.value;
    expect(stored.find((s: { payDetailId: number }) => s.payDetailId === manual.payDetailId)).toMatchObject({
      answer: 'N',
      proofMime: 'image/png',
      proofBytes: Buffer.from(pngDataUrl.split(',')[1] as string, 'base64').length,
    });
    expect((await answer({ payDetailId: auto.payDetailId, isMoneyReceived: 'A' })).body.errorCode).toBe('not.found');
  });

  it("never answers another player's item", async () => {
    const other = await sandbox.loginToken('member01');
    const [item] = await pending();
    const answerOther = await sandbox.call('POST', '/wps/payment/confirmation/answer', {
      token: other,
      body: { payDetailId: item.payDetailId, isMoneyReceived: 'Y' },
    });
    expect(answerOther.body.errorCode).toBe('not.found');
  });

  it('pushes PAYMENT_CONFIRMATION with the waiting count when a new one arrives', async () => {
    const created = await sandbox.control('POST', '/__control/payments', {
      merchant: 'AURUM',
      username: 'payer01',
      amount: 300,
      auto: true,
    });
    const events = (await sandbox.control('GET', '/__control/events?merchant=AURUM&username=payer01')).body.value;
    expect(events.at(-1)).toMatchObject({
      type: 'PAYMENT_CONFIRMATION',
      payDetailId: created.body.value.payDetailId,
      isAutoConfirmed: 'Y',
      pendingCount: 2,
    });
  });
});
