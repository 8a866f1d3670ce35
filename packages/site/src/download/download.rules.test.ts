import { describe, expect, it } from 'vitest';
import { installStatusOf } from './download.rules';

describe('installStatusOf', () => {
  it('offers the saved prompt as a button', () => {
    expect(installStatusOf({ prompt: {}, installed: false })).toBe('prompt');
  });

  it('gives the steps by hand when the browser saved no prompt (iOS Safari, Firefox)', () => {
    expect(installStatusOf({ prompt: null, installed: false })).toBe('instructions');
  });

  it('says so once installed, even with a prompt still saved', () => {
    expect(installStatusOf({ prompt: {}, installed: true })).toBe('installed');
  });
});
