// @vitest-environment happy-dom
// A DOM: the tags are written into the document's head.
import { describe, expect, it } from 'vitest';
import { assembleFeatures } from '../../app/feature.registry';
import { FEATURES } from '../../app/features';
import { applySeoMeta } from './seo.head';
import { isLocalHost, shouldApplySeo } from './seo.rules';
import { seoKeysFor as keysIn } from './seo.table';

const SEO_TABLE = assembleFeatures(FEATURES).seo;
const seoKeysFor = (path: string) => keysIn(path, SEO_TABLE);

describe('SEO_TABLE', () => {
  it('has a row for every path of the spec list whose page exists', () => {
    const spec = [
      '/',
      '/index',
      '/register',
      '/register.html',
      '/rng',
      '/pvp',
      '/casino',
      '/fish',
      '/sports',
      '/arcade',
      '/elott',
      '/lott',
      '/table',
      '/live',
      '/promotions',
      '/help',
    ];
    expect(Object.keys(SEO_TABLE).sort()).toEqual([...spec].sort());
  });

  it('gives / and /index the home keys, /register.html the register keys', () => {
    expect(seoKeysFor('/index')).toEqual({ title: 'seo.home.title', description: 'seo.home.description' });
    expect(seoKeysFor('/')).toEqual(seoKeysFor('/index'));
    expect(seoKeysFor('/register.html')).toEqual({
      title: 'seo.register.title',
      description: 'seo.register.description',
    });
  });

  it('ignores a trailing slash and letter case, and knows nothing of other paths', () => {
    expect(seoKeysFor('/Live/')).toEqual(seoKeysFor('/live'));
    expect(seoKeysFor('/member')).toBeUndefined();
    expect(seoKeysFor('/live/12')).toBeUndefined();
  });
});

describe('shouldApplySeo', () => {
  it('applies on localhost and loopback addresses whatever the list says', () => {
    for (const host of ['localhost', '127.0.0.1', '::1', 'shop.localhost']) {
      expect(isLocalHost(host)).toBe(true);
      expect(shouldApplySeo(host, ['verde.example'])).toBe(true);
    }
  });

  it('applies everywhere when the merchant lists no domain', () => {
    expect(shouldApplySeo('www.aurum.example', [])).toBe(true);
    expect(shouldApplySeo('www.aurum.example', undefined)).toBe(true);
  });

  it('applies only on the listed domains, matched exactly, ignoring case, port and protocol', () => {
    const list = ['verde.example', 'https://WWW.Verde.example:8443'];
    expect(shouldApplySeo('verde.example', list)).toBe(true);
    expect(shouldApplySeo('www.verde.example', list)).toBe(true);
    expect(shouldApplySeo('m.verde.example', list)).toBe(false);
    expect(shouldApplySeo('verde.example.evil.test', list)).toBe(false);
  });
});

describe('applySeoMeta', () => {
  const block = { title: 'Home - Aurum', description: 'Play at Aurum', canonical: 'https://aurum.example/' };

  it('writes title, description, og and twitter tags and the canonical link', () => {
    applySeoMeta(document, block, 'Aurum');
    expect(document.title).toBe('Home - Aurum');
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toBe('Play at Aurum');
    expect(content('meta[property="og:title"]')).toBe('Home - Aurum');
    expect(content('meta[property="og:description"]')).toBe('Play at Aurum');
    expect(content('meta[name="twitter:title"]')).toBe('Home - Aurum');
    expect(content('meta[name="twitter:description"]')).toBe('Play at Aurum');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://aurum.example/');
  });

  it('updates its own tags in place rather than adding more', () => {
    applySeoMeta(document, block, 'Aurum');
    applySeoMeta(document, { ...block, title: 'Live - Aurum' }, 'Aurum');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Live - Aurum');
  });

  it('removes what it wrote for a page without meta, leaving tags it does not own', () => {
    const own = document.createElement('meta');
    own.setAttribute('name', 'viewport');
    document.head.append(own);
    applySeoMeta(document, block, 'Aurum');
    applySeoMeta(document, null, 'Aurum');
    expect(document.title).toBe('Aurum');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
  });
});
