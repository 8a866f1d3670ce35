import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestPlatform } from '../testing/render';
import { PAYMENT_TIMES, throttledList } from './payments.queries';

const item = (payDetailId: number, createdAt: number) => ({
  payDetailId,
  isAutoConfirmed: 'N' as const,
  amount: 10,
  remainingAmount: 0,
  orderNo: `O${payDetailId}`,
  payerName: 'Li',
  createdAt,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the payment-confirmation list', () => {
  it('is asked at most once per 250 ms, oldest first', async () => {
    vi.useFakeTimers();
    const list = vi.fn(async () => [item(2, 200), item(1, 100)]);
    const { platform } = createTestPlatform({ mocks: { payments: { list } } });
    const fetchList = throttledList(platform, () => Date.now());
    expect((await fetchList()).map((row) => row.payDetailId)).toEqual([1, 2]);
    const second = fetchList();
    await vi.advanceTimersByTimeAsync(PAYMENT_TIMES.listMinIntervalMs - 50);
    expect(list).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60);
    await second;
    expect(list).toHaveBeenCalledTimes(2);
  });
});
