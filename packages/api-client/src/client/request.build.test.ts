import { describe, expect, it } from 'vitest';
import { formBody, jsonBody, platformHeaders, toSearchParams, withQuery } from './request.build';

describe('query strings', () => {
  it('leaves out undefined and null values', () => {
    expect(withQuery('http://a.test/x', { page: 2, name: undefined, type: null, size: 40 })).toBe(
      'http://a.test/x?page=2&size=40',
    );
  });

  it('writes arrays as repeated keys', () => {
    expect(toSearchParams({ types: ['B', 'PL', undefined, 'PU'] }).toString()).toBe('types=B&types=PL&types=PU');
  });

  it('writes booleans, numbers and dates as the wire expects', () => {
    const params = toSearchParams({ hasLobby: false, id: 0, at: new Date(86_399_000) });
    expect(params.toString()).toBe('hasLobby=false&id=0&at=86399000');
  });

  it('writes nested objects as JSON', () => {
    expect(toSearchParams({ filter: { a: 1 } }).get('filter')).toBe('{"a":1}');
  });

  it('escapes reserved characters', () => {
    expect(withQuery('http://a.test/x', { q: 'a&b=c d' })).toBe('http://a.test/x?q=a%26b%3Dc+d');
  });

  it('leaves the URL alone when nothing is left to send', () => {
    expect(withQuery('http://a.test/x', { a: undefined })).toBe('http://a.test/x');
    expect(withQuery('http://a.test/x', undefined)).toBe('http://a.test/x');
  });
});

describe('bodies', () => {
  it('sends an absent input as an empty JSON object', () => {
    expect(jsonBody(undefined)).toEqual({ body: '{}', contentType: 'application/json' });
  });

  it('form-encodes with the form content type', () => {
    expect(formBody({ username: 'player01', email: 'p@x.test', skip: undefined })).toEqual({
      body: 'username=player01&email=p%40x.test',
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    });
  });
});

describe('platform headers', () => {
  it('always sends Merchant, Device and Language', () => {
    expect(platformHeaders({ merchantCode: 'AURUM', device: 'web', language: 'EN', token: null })).toEqual({
      Accept: 'application/json',
      Merchant: 'AURUM',
      Device: 'web',
      Language: 'EN',
    });
  });

  it('adds Authorization, loginDeviceId, Encryption and Content-Type only when given', () => {
    const headers = platformHeaders({
      merchantCode: 'AURUM',
      device: 'web',
      language: 'CN',
      token: 'tok',
      loginDeviceId: 'd'.repeat(36),
      encryption: 'wrapped',
      contentType: 'application/json',
    });
    expect(headers).toMatchObject({
      Authorization: 'tok',
      loginDeviceId: 'd'.repeat(36),
      Encryption: 'wrapped',
      'Content-Type': 'application/json',
    });
  });
});
