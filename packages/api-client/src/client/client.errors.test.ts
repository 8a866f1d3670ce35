import { describe, expect, it } from 'vitest';
import {
  ApiError,
  isApiError,
  isDomainUnavailableError,
  isMaintenanceError,
  isNetworkError,
  isSessionEndedError,
  isTimeoutError,
  MaintenanceError,
  SessionEndedError,
} from './api.errors';
import { envelope, failure, fakeServer, testClient } from './client.test-helpers';

const fails = (code: string | null, message: string | null, init: ResponseInit & { value?: unknown } = {}) =>
  fakeServer(() => failure(code, message, init));

describe('the typed error', () => {
  it('carries code, status, server message, method, URL, value, endpoint and the rule that decided', async () => {
    const server = fails('points.not.enough', 'Not enough points.', { value: { need: 5 } });
    const error = await testClient(server)
      .api.wallet.transfer({ amount: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 'points.not.enough',
      status: 200,
      serverMessage: 'Not enough points.',
      method: 'POST',
      url: 'http://api.test/wps/wallet/transfer',
      value: { need: 5 },
      endpoint: 'wallet.transfer',
      rule: '*',
      behaviour: 'message',
    });
    expect((error as Error).message).toBe(
      'points.not.enough: Not enough points. (POST http://api.test/wps/wallet/transfer)',
    );
  });

  it('leaves the query out of the message, which ends up in logs', async () => {
    const error = await testClient(fails('x', null))
      .api.member.remove({ id: 1 })
      .catch((e: unknown) => e);
    expect((error as ApiError).url).toBe('http://api.test/wps/member/favourite?id=1');
    expect((error as Error).message).toBe('x (DELETE http://api.test/wps/member/favourite)');
  });

  it('treats a body that is not an envelope as a failure without a code', async () => {
    const server = fakeServer(() => new Response('<html>Bad gateway</html>', { status: 500 }));
    await expect(testClient(server).api.system.status()).rejects.toMatchObject({ code: null, status: 500 });
  });

  it('treats success: true under an error status as a failure', async () => {
    const server = fakeServer(() => envelope(1, { status: 500 }));
    await expect(testClient(server).api.wallet.transfer({})).rejects.toMatchObject({ status: 500, rule: '*' });
  });
});

describe('type guards', () => {
  it('recognise the classes', async () => {
    const error = await testClient(fails('CUSTOMER_NOT_LOGIN', 'Please log in first.'))
      .api.system.status()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionEndedError);
    expect([isApiError(error), isSessionEndedError(error), isMaintenanceError(error)]).toEqual([true, true, false]);
  });

  it('fall back to the name and fields for errors from another realm', () => {
    const foreign = { name: 'MaintenanceError', endpoint: 'system.status', behaviour: 'maintenance', message: 'x' };
    expect([isApiError(foreign), isMaintenanceError(foreign), isTimeoutError(foreign)]).toEqual([true, true, false]);
    const timeout = { ...foreign, name: 'TimeoutError', behaviour: 'timeoutMessage' };
    const network = { ...foreign, name: 'NetworkError', behaviour: 'network' };
    const domain = { ...foreign, name: 'DomainUnavailableError', behaviour: 'domainUnavailable' };
    expect([isTimeoutError(timeout), isNetworkError(network), isDomainUnavailableError(domain)]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('do not take DOMExceptions of the same name for the client errors', () => {
    expect(isTimeoutError(new DOMException('late', 'TimeoutError'))).toBe(false);
    expect(isNetworkError(new DOMException('down', 'NetworkError'))).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError(new Error('plain'))).toBe(false);
  });
});

describe('maintenance info', () => {
  it('reads the window of system_maintenance', async () => {
    const value = { content: { data: { maintainTime: 1_700_000_000_000, endTime: 1_700_000_360_000 } } };
    const { api, calls } = testClient(fails('system_maintenance', 'Back soon.', { value }));
    const error = await api.system.status().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MaintenanceError);
    const info = {
      reason: 'maintenance',
      message: 'Back soon.',
      maintainTime: 1_700_000_000_000,
      endTime: 1_700_000_360_000,
    };
    expect((error as MaintenanceError).info).toEqual(info);
    expect(calls).toEqual([{ callback: 'onMaintenance', argument: { ...info, error } }]);
  });

  it('reads the IP of region_restricted', async () => {
    const { api, calls } = testClient(fails('region_restricted', 'Denied.', { value: { ip: '203.0.113.9' } }));
    await expect(api.system.status()).rejects.toBeInstanceOf(MaintenanceError);
    expect(calls[0]?.argument).toMatchObject({ reason: 'region', message: 'Denied.', ip: '203.0.113.9' });
  });
});
