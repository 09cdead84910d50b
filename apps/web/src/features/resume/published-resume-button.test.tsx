import { claimsForRole, getTenant } from '@registry/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, storeSession, type FakeHandler } from '../../test/fake-api';
import { fakeGrid, gridColumn } from '../../test/fake-grid';
import { renderWithProviders } from '../../test/render';
import { UserRecordsModal } from '../user-records';

// pdf.js has no canvas or worker in jsdom (its own tests: resume-preview.test.tsx).
vi.mock('pdfjs-dist', async () => (await import('../../test/pdfjs-fake')).fakePdfjsModule());

configure({ asyncUtilTimeout: 5000 });

const KEY = 'file-key-published-xx';

function serve(handlers: Record<string, FakeHandler>) {
  storeSession({ userId: 9, role: '200', claims: claimsForRole('200', getTenant('tn')) });
  return fakeApi({
    ...fakeGrid({ columns: [gridColumn('institutionName')], rows: [] }),
    ...handlers,
  });
}

const renderRecords = () =>
  renderWithProviders(
    <UserRecordsModal person={{ id: 41, fullName: 'Rosa Diaz' }} mode="verify" onClose={() => undefined} />,
    { tenant: 'tn' },
  );

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:published');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

describe('View Resume in User Records (issue 26: readers of a published resume)', () => {
  it('appears when the person has a published resume the viewer may read, and shows its PDF', async () => {
    const api = serve({
      'GET /api/generatedResume/published': {
        body: {
          resumeId: 12,
          userId: 41,
          name: 'Teaching Resume',
          isGenerated: true,
          publishedAt: '2026-11-19T16:00:00.000Z',
          fileKey: KEY,
        },
      },
      [`GET /api/generatedResume/download/${KEY}`]: {
        body: '%PDF-1.7',
        headers: { 'content-type': 'application/pdf' },
      },
    });
    renderRecords();
    fireEvent.click(await screen.findByRole('button', { name: 'View Resume' }));
    const view = await screen.findByRole('dialog', { name: 'Resume of Rosa Diaz' });
    expect(await within(view).findByRole('region', { name: 'Resume preview' })).toBeTruthy();
    expect(
      within(view)
        .getByRole('link', { name: /Open the resume in a new tab/ })
        .getAttribute('href'),
    ).toBe('blob:published');
    expect(api.called('GET', '/api/generatedResume/published')[0]!.query.get('userId')).toBe('41');
    expect(api.called('GET', `/api/generatedResume/download/${KEY}`)[0]!.authorization).toMatch(/^Bearer /);
  });

  it('absent when the answer is 404 (none published, or not for this viewer), and no error is shown', async () => {
    const api = serve({
      'GET /api/generatedResume/published': { status: 404, body: 'No published resume.' },
    });
    renderRecords();
    await waitFor(() => expect(api.called('GET', '/api/generatedResume/published')).toHaveLength(1));
    await screen.findByRole('dialog', { name: 'User Records: Rosa Diaz' });
    expect(screen.queryByRole('button', { name: 'View Resume' })).toBeNull();
    expect(screen.queryByText('No published resume.')).toBeNull();
  });
});
