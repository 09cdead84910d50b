import type { TMyCertificate } from '@registry/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession } from '../../test/fake-api';
import { fakeGrid, gridColumn, gridRow } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';

configure({ asyncUtilTimeout: 5000 });

const certificate = (code: string, courseName: string, revokedAt: string | null = null): TMyCertificate => ({
  code,
  courseName,
  sectionName: 'Morning session',
  trainingStart: '2026-11-03 09:00:00',
  trainingEnd: '2026-11-03 12:30:00',
  timeZone: 'America/Chicago',
  hours: '3.50',
  trainerName: 'Tina Trainer',
  issuedAt: '2026-11-03T19:00:00.000Z',
  revokedAt,
});

function catchDownloads() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('Completed Trainings (the calendar, al and jh: where a professional finds their certificates)', () => {
  it('lists the completed trainings with Download Certificate and, unless revoked, Download Badge', async () => {
    const saved = catchDownloads();
    storeSession({ userId: 7, role: '100', claims: ['dashboard', 'calendar'] });
    const api = fakeApi({
      'GET /api/accounts': { body: profileOf() },
      'GET /api/certificate/mine': {
        body: [
          certificate('AAAABBBBCCCC', 'Safe Sleep Practices'),
          certificate('DDDDEEEEFFFF', 'Early Literacy', '2026-11-20T18:00:00.000Z'),
        ],
      },
      'GET /api/file/c/AAAABBBBCCCC': {
        body: '%PDF-1.3',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition':
            'attachment; filename="Certificate-Safe-Sleep-Practices-Morning-session.pdf"',
        },
      },
      'GET /api/certificate/badge/AAAABBBBCCCC': {
        body: 'header.payload.signature',
        headers: {
          'content-type': 'application/jwt',
          'content-disposition': 'attachment; filename="Badge-Safe-Sleep-Practices-Morning-session.jwt"',
        },
      },
    });
    renderAppAt('/dashboard/calendar?view=completed', { tenant: 'al' });
    const tab = await screen.findByRole('tab', { name: 'Completed Trainings' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Your completed trainings' });
    const rows = within(table).getAllByTestId('completed-training');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Safe Sleep Practices: Morning session'),
      expect.stringContaining('Revoked'),
    ]);
    expect(rows[0]!.textContent).toContain('November 3, 2026, 9:00 AM \u2013 12:30 PM Central Time');
    expect(rows[0]!.textContent).toContain('3.5 hours');
    // A revoked certificate: its PDF (marked), no badge.
    expect(within(rows[1]!).getByRole('button', { name: /^Download Certificate/ })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /^Download Badge/ })).toBeNull();

    fireEvent.click(
      within(rows[0]!).getByRole('button', {
        name: 'Download Certificate of Safe Sleep Practices: Morning session',
      }),
    );
    fireEvent.click(
      within(rows[0]!).getByRole('button', {
        name: 'Download Badge of Safe Sleep Practices: Morning session',
      }),
    );
    await waitFor(() =>
      expect(saved).toEqual([
        'Certificate-Safe-Sleep-Practices-Morning-session.pdf',
        'Badge-Safe-Sleep-Practices-Morning-session.jwt',
      ]),
    );
    expect(api.called('GET', '/api/file/c/AAAABBBBCCCC')[0]?.authorization).toMatch(/^Bearer /);
  });

  it('says when there is none yet', async () => {
    storeSession({ userId: 7, role: '100', claims: ['dashboard', 'calendar'] });
    fakeApi({ 'GET /api/accounts': { body: profileOf() }, 'GET /api/certificate/mine': { body: [] } });
    renderAppAt('/dashboard/calendar?view=completed', { tenant: 'jh' });
    expect(await screen.findByText(/No completed trainings yet/)).toBeTruthy();
  });

  it('a trainer (250) has no such view: the calendar instead', async () => {
    storeSession({ userId: 8, role: '250', claims: ['dashboard', 'calendar', 'training.manage'] });
    fakeApi({
      'GET /api/accounts': { body: profileOf({ id: 8, activeRole: '250' }) },
      'GET /api/enrollment/trainercalendarevents': { body: [] },
    });
    renderAppAt('/dashboard/calendar?view=completed', { tenant: 'al' });
    expect((await screen.findByRole('tab', { name: 'View Calendar' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Completed Trainings' })).toBeNull();
  });
});

describe('the Training grid (tn): a training from a registry session offers its certificate', () => {
  it('Download Certificate and Download Badge in the row of a record with a certificate, none in another', async () => {
    const saved = catchDownloads();
    storeSession({ userId: 7, role: '100', claims: ['dashboard', 'profile', 'training'] });
    const api = fakeApi({
      'GET /api/accounts': { body: profileOf() },
      ...fakeGrid({
        columns: [
          gridColumn('trainingName', { columnName: 'Training' }),
          gridColumn('certificateCode', { columnName: 'Certificate Code', hidden: true }),
        ],
        rows: [
          gridRow(1, { trainingName: 'Safe Sleep', certificateCode: 'AAAABBBBCCCC' }, { canDelete: false }),
          gridRow(2, { trainingName: 'Typed In', certificateCode: null }, { canDelete: false }),
        ],
      }),
      'GET /api/file/c/AAAABBBBCCCC': {
        body: '%PDF-1.3',
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="C.pdf"' },
      },
    });
    renderAppAt('/dashboard/training', { tenant: 'tn' });
    const table = await screen.findByRole('table', { name: 'Your training records' });
    await within(table).findByText('Safe Sleep');
    // A record typed in has no certificate: its menu (the verification's actions) offers no download.
    fireEvent.click(within(table).getByRole('button', { name: 'More actions for Typed In' }));
    const other = await screen.findByRole('menu');
    expect(within(other).queryByRole('menuitem', { name: /^Download/ })).toBeNull();
    fireEvent.keyDown(other, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(within(table).getByRole('button', { name: 'More actions for Safe Sleep' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Download Badge' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Download Certificate' }));
    await waitFor(() => expect(saved).toEqual(['C.pdf']));
    expect(api.called('GET', '/api/file/c/AAAABBBBCCCC')).toHaveLength(1);
  });
});
