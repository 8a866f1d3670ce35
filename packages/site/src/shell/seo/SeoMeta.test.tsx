import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsFixture } from '../../testing/fixtures';
import { renderWithShell } from '../../testing/render';
import { SeoMeta } from './SeoMeta';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

function withSeoDomains(domains: string[]) {
  return {
    routes: { 'GET /wps/system/settings/consolidated': { value: settingsFixture({ seoAllowedDomains: domains }) } },
  };
}

describe('SeoMeta', () => {
  it('writes the page meta of each path on localhost and follows navigation', async () => {
    const { router, messages } = await renderWithShell(<SeoMeta hostname="localhost" />, withSeoDomains(['x.example']));
    await waitFor(() => expect(document.title).toBe(messages['seo.home.title'].replace('{site}', 'Aurum Palace')));
    expect(description()).toBe(messages['seo.home.description'].replace('{site}', 'Aurum Palace'));
    expect(canonical()).toBe(`${window.location.origin}/`);

    await act(() => router.navigate({ to: '/live' as never }));
    await waitFor(() => expect(document.title).toBe(messages['seo.live.title'].replace('{site}', 'Aurum Palace')));
    expect(canonical()).toBe(`${window.location.origin}/live`);

    await act(() => router.navigate({ to: '/member' as never }));
    await waitFor(() => expect(document.title).toBe('Aurum Palace'));
    expect(description()).toBeUndefined();
  });

  it('applies on a domain of the merchant list', async () => {
    const { messages } = await renderWithShell(<SeoMeta hostname="www.aurum.example" />, {
      ...withSeoDomains(['www.aurum.example']),
      path: '/live',
    });
    await waitFor(() => expect(document.title).toBe(messages['seo.live.title'].replace('{site}', 'Aurum Palace')));
  });

  it('keeps the plain site title on a domain the merchant did not list', async () => {
    const { server } = await renderWithShell(<SeoMeta hostname="mirror.other.example" />, {
      ...withSeoDomains(['www.aurum.example']),
      path: '/live',
    });
    await waitFor(() => expect(server.callsTo('GET /wps/system/settings/consolidated')).toHaveLength(1));
    await waitFor(() => expect(document.title).toBe('Aurum Palace'));
    expect(description()).toBeUndefined();
  });

  it('applies everywhere when the merchant lists no domain', async () => {
    const { messages } = await renderWithShell(<SeoMeta hostname="mirror.other.example" />, {
      ...withSeoDomains([]),
      path: '/sports',
    });
    await waitFor(() => expect(document.title).toBe(messages['seo.sports.title'].replace('{site}', 'Aurum Palace')));
  });
});
