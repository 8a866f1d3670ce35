import { describe, expect, it } from 'vitest';
import { createRateLimitRegistry } from '../shared/rate-limit';
import { captchaAlphabet, glyphs } from './captcha.font';
import { createCaptchaService } from './captcha.store';
import { renderCaptchaSvg } from './captcha.svg';

const decode = (image: string) => Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8');

describe('captcha image', () => {
  it('draws each character as strokes, never as text the markup gives away', () => {
    const svg = renderCaptchaSvg('A7KX');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<text/);
    expect(svg).not.toContain('A7KX');
    // Strokes of the four glyphs (noise uses paths and circles, glyphs polylines).
    const strokes = ['A', '7', 'K', 'X'].reduce((n, c) => n + (glyphs[c]?.length ?? 0), 0);
    expect(svg.match(/<polyline/g)).toHaveLength(strokes);
  });

  it('leaves look-alike characters out of the alphabet', () => {
    for (const confusable of ['0', 'O', '1', 'I', 'L', 'S', 'B', 'G', 'Q', 'Z']) {
      expect(captchaAlphabet).not.toContain(confusable);
    }
  });
});

describe('captcha store', () => {
  it('accepts the right answer once, case-insensitively, for its merchant only', () => {
    const service = createCaptchaService(createRateLimitRegistry());
    const issued = service.issue('AURUM', 'ip', 1000);
    const answer = service.peek(issued.captchaKey) as string;
    expect(decode(issued.image)).toContain('<svg');
    expect(service.verify('VERDE', issued.captchaKey, answer, 1001)).toBe(false);
    const again = service.issue('AURUM', 'ip2', 2000);
    const right = service.peek(again.captchaKey) as string;
    expect(service.verify('AURUM', again.captchaKey, right.toLowerCase(), 2001)).toBe(true);
    expect(service.verify('AURUM', again.captchaKey, right, 2002)).toBe(false);
  });

  it('burns a captcha on a wrong answer and refuses an expired one', () => {
    const service = createCaptchaService(createRateLimitRegistry());
    const wrong = service.issue('AURUM', 'ip', 0);
    const right = service.peek(wrong.captchaKey) as string;
    expect(service.verify('AURUM', wrong.captchaKey, 'ZZZZ', 1)).toBe(false);
    expect(service.verify('AURUM', wrong.captchaKey, right, 2)).toBe(false);
    const old = service.issue('AURUM', 'ip', 10_000);
    expect(service.verify('AURUM', old.captchaKey, service.peek(old.captchaKey), old.expiresAt)).toBe(false);
  });

  it('refuses a second captcha within 250 ms and the 31st in a minute', () => {
    const service = createCaptchaService(createRateLimitRegistry());
    service.issue('AURUM', 'ip', 0);
    expect(() => service.issue('AURUM', 'ip', 100)).toThrow(expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }));
    for (let i = 1; i < 30; i++) service.issue('AURUM', 'ip', i * 300);
    expect(() => service.issue('AURUM', 'ip', 30 * 300)).toThrow(
      expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }),
    );
    expect(() => service.issue('AURUM', 'other-ip', 30 * 300)).not.toThrow();
    expect(() => service.issue('AURUM', 'ip', 61_000)).not.toThrow();
  });
});
