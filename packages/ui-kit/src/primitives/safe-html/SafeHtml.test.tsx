// @vitest-environment jsdom
// DOMPurify drops <img> under happy-dom (TOOLCHAIN.md): the sanitiser is tested in jsdom.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { SafeHtmlPolicyProvider } from './SafeHtmlPolicy';
import { sanitizeHtml } from './safe-html.sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('removes event handlers and keeps the element', () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" alt="Promo"><b onclick="x()">Bold</b>')).toBe(
      '<img src="/a.png" alt="Promo"><b>Bold</b>',
    );
  });

  it('removes javascript: URLs, also disguised', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a>',
    );
    expect(clean).not.toMatch(/javascript/i);
    expect(clean).toBe('<a>a</a><a>b</a><a>c</a>');
  });

  it('keeps images, links, tables and inline styles of promotion content', () => {
    const html =
      '<p style="font-weight: bold">Deposit bonus</p><img src="https://cdn.example.com/p.png" alt="Bonus"><table><tbody><tr><td>1</td></tr></tbody></table><a href="/promotions">More</a>';
    expect(sanitizeHtml(html, { imageOrigins: ['https://cdn.example.com'] })).toBe(html);
  });

  it('drops the colours written into the HTML: the text takes the theme’s, which meet contrast on both themes', () => {
    expect(sanitizeHtml('<p style="color: red; background-color: #000">a</p><p style="color: red">b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('drops the inline styles that let content leave its box, and keeps how it looks', () => {
    const clean = sanitizeHtml(
      '<div style="position: fixed; inset: 0; z-index: 9999; transform: translate(10px); color: blue; padding: 4px">x</div>',
    );
    const div = new DOMParser().parseFromString(clean, 'text/html').body.firstElementChild as HTMLElement;
    expect(div.style.position).toBe('');
    expect(div.style.zIndex).toBe('');
    expect(div.style.transform).toBe('');
    expect(div.style.top).toBe('');
    expect(div.style.color).toBe('');
    expect(div.style.paddingTop).toBe('4px');
  });

  it('drops negative margins and a style left empty', () => {
    expect(sanitizeHtml('<p style="margin-top: -500px">a</p><p style="position: absolute">b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('drops forms and style sheets that could imitate or restyle the site', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><form action="/x"><input name="p"></form><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
  });

  it('gives links that open a new tab noopener noreferrer, and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/a" target="main">y</a><p target="_blank">z</p>')).toBe('<a href="/a">y</a><p>z</p>');
  });

  it('removes iframes and objects', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><object data="x"></object><p>a</p>')).toBe(
      '<p>a</p>',
    );
  });
});

describe('the image policy', () => {
  const pixel = 'https://tracker.example/p.gif?u=1';

  it('loads nothing from another site: a remote image keeps its alt and loses its src, so it is never fetched', () => {
    expect(sanitizeHtml(`<p>Hi<img src="${pixel}" alt="Bonus"><img src="//tracker.example/q.gif"></p>`)).toBe(
      '<p>Hi<img alt="Bonus"><img alt=""></p>',
    );
  });

  it("keeps the page's own images, data: images and the origins the policy lists", () => {
    const own = `${window.location.origin}/banner.png`;
    expect(sanitizeHtml('<img src="/a.png" alt="">')).toBe('<img src="/a.png" alt="">');
    expect(sanitizeHtml(`<img src="${own}" alt="">`)).toBe(`<img src="${own}" alt="">`);
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="">')).toBe(
      '<img src="data:image/png;base64,AAAA" alt="">',
    );
    const cdn = '<img src="https://img.merchant.example/x/banner.png" alt="">';
    expect(sanitizeHtml(cdn, { imageOrigins: ['https://img.merchant.example'] })).toBe(cdn);
    expect(sanitizeHtml(cdn)).toBe('<img alt="">');
  });

  it('drops srcset, and media posters and sources from elsewhere', () => {
    expect(sanitizeHtml(`<img src="/a.png" srcset="${pixel} 2x" alt="">`)).toBe('<img src="/a.png" alt="">');
    expect(sanitizeHtml(`<video poster="${pixel}" src="${pixel}"></video>`)).toBe('<video></video>');
  });

  it('follows the policy the product provides to every SafeHtml below it', () => {
    const html =
      '<img src="https://img.merchant.example/b.png" alt="Banner"><img src="https://elsewhere.example/t.gif" alt="T">';
    render(
      <SafeHtmlPolicyProvider imageOrigins={['https://img.merchant.example']}>
        <SafeHtml html={html} />
      </SafeHtmlPolicyProvider>,
    );
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', 'https://img.merchant.example/b.png');
    expect(screen.getByRole('img', { name: 'T' })).not.toHaveAttribute('src');
  });
});

describe('SafeHtml', () => {
  it('gives an image without a text alternative an empty one (decoration), and keeps a given one', () => {
    expect(sanitizeHtml('<img src="/a.png"><img src="/b.png" alt="Promo">')).toBe(
      '<img src="/a.png" alt=""><img src="/b.png" alt="Promo">',
    );
  });

  it('renders the sanitized HTML in the chosen element', () => {
    const { container } = render(
      <SafeHtml as="article" html={'<h2>Notice</h2><img src="/n.png" alt="Notice image" onload="steal()">'} />,
    );
    expect(container.firstElementChild?.tagName).toBe('ARTICLE');
    expect(screen.getByRole('heading', { name: 'Notice' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Notice image' })).not.toHaveAttribute('onload');
  });
});
