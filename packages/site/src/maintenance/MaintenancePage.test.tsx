import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionFixture, statusFixture } from '../testing/fixtures';
import { messagesFor, renderWithShell } from '../testing/render';
import { MaintenanceGate } from './MaintenanceGate';
import { MaintenancePage } from './MaintenancePage';

const permission = (overrides: Parameters<typeof permissionFixture>[0]) => ({
  'GET /wps/system/permission': { value: permissionFixture(overrides) },
});

describe('MaintenancePage', () => {
  it('shows maintenance in English to an English player, with the window and customer service', async () => {
    const en = await messagesFor('EN');
    await renderWithShell(<MaintenancePage />, {
      routes: permission({ maintenance: true, maintenanceInfo: { message: 'Upgrade', maintainTime: 1, endTime: 2 } }),
      language: 'EN',
      path: '/maintenance',
    });
    const heading = await screen.findByRole('heading', { name: en['maintenance.title'] });
    expect(heading.closest('section')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(en['maintenance.message'])).toBeInTheDocument();
    expect(screen.getByText('Upgrade')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en['maintenance.contact'] })).toHaveAttribute(
      'href',
      'https://cs.example/chat',
    );
  });

  it('speaks Thai to a Thai visitor', async () => {
    const th = await messagesFor('TH');
    await renderWithShell(<MaintenancePage />, { routes: permission({ maintenance: true }), language: 'TH' });
    expect(await screen.findByRole('heading', { name: th['maintenance.title'] })).toBeInTheDocument();
  });

  it('shows access denied with the visitor IP', async () => {
    const ja = await messagesFor('JA');
    await renderWithShell(<MaintenancePage />, {
      routes: permission({ regionRestricted: true, ip: '198.51.100.4' }),
      language: 'JA',
    });
    expect(await screen.findByRole('heading', { name: ja['maintenance.accessDenied.title'] })).toBeInTheDocument();
    expect(screen.getByText(ja['maintenance.accessDenied.ip'].replace('{ip}', '198.51.100.4'))).toBeInTheDocument();
  });

  it('sends the visitor home when neither flag is set, clearing a maintenance the site remembered', async () => {
    const { router, platform } = await renderWithShell(<MaintenancePage />, {
      routes: permission({}),
      path: '/maintenance',
    });
    platform.ui.showMaintenance({ reason: 'maintenance', message: null, error: {} as never });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(platform.ui.maintenance).toBeNull();
  });

  it('sends the visitor home when the permission data is missing', async () => {
    const { router } = await renderWithShell(<MaintenancePage />, {
      routes: { 'GET /wps/system/permission': { fail: { errorCode: 'server.error', status: 500 } } },
      path: '/maintenance',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('MaintenanceGate', () => {
  it('sends every page to /maintenance when a call fails with system_maintenance', async () => {
    const { router, platform } = await renderWithShell(<MaintenanceGate />, {
      routes: {
        'GET /wps/notice/list': {
          fail: { errorCode: 'system_maintenance', value: { content: { data: { maintainTime: 1, endTime: 2 } } } },
        },
      },
      path: '/live',
    });
    await act(async () => {
      await platform.api.notices.list({}).catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
  });

  it('sends the visitor to /maintenance when the status reports a maintenance window', async () => {
    const { router } = await renderWithShell(<MaintenanceGate />, {
      routes: { 'GET /wps/system/status': { value: statusFixture({ maintenanceEnd: 9_999 }) } },
      path: '/live',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
  });

  it('leaves a healthy site alone', async () => {
    const { router, server } = await renderWithShell(<MaintenanceGate />, { path: '/live' });
    await waitFor(() => expect(server.callsTo('GET /wps/system/status')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/live');
  });
});
