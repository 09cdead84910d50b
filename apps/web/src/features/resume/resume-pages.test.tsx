import type { TFormRequest, TFormResponse, TGridRequest } from '@registry/contracts';
import {
  claimsForRole,
  getTenant,
  publicTenant,
  type GridColumn,
  type GridRow,
  type TenantCode,
} from '@registry/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findRoute } from '../../app/route-helpers';
import { appRoutes } from '../../app/routes';
import { makeElement } from '../../engine/forms/test-elements';
import { fakeApi, profileOf, storeSession, type FakeHandler, type RecordedCall } from '../../test/fake-api';
import { gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';
import { dashboardTiles } from '../dashboard/dashboard-tiles';
import { resumeFields } from './resume-fixtures';
// The editor's page, which rows and Generate Resume open, loaded once before the tests (not within a wait).
import './resume-editor-page';

// The pages, the grid engine and the form engine load lazily; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const RESUME_COLUMNS: GridColumn[] = [
  gridColumn('name', { columnName: 'Name' }),
  gridColumn('resumeStatus', { columnName: 'Status' }),
];
const REFERENCE_COLUMNS: GridColumn[] = [
  gridColumn('referenceName', { columnName: 'Name' }),
  gridColumn('referenceType', { columnName: 'Type' }),
];
const KEY = 'file-key-generated-x';
const RESUMES: GridRow[] = [
  gridRow(
    12,
    { name: 'Teaching Resume', resumeStatus: 'Saved' },
    { isGenerated: true, isPublished: false, fileKey: KEY, mayPublish: true, canDelete: false },
  ),
  gridRow(
    14,
    { name: 'My Own CV', resumeStatus: 'Saved' },
    { isGenerated: false, isPublished: false, fileKey: 'file-key-uploaded-xx', mayPublish: false },
  ),
];
const REFERENCES: GridRow[] = [
  gridRow(31, { referenceName: 'Dana Director', referenceType: 'Reference' }, { formId: 26 }),
  gridRow(32, { referenceName: 'Lee Letter', referenceType: 'Letter' }, { formId: 27 }),
];

const formOf = (id: number, entityTypeId: number, entityId: number | null): TFormResponse => ({
  id,
  version: 1,
  entityTypeId,
  name: `Form ${id}`,
  entityId,
  readOnly: false,
  elements: [makeElement({ id: id * 1000 + 1, stimulus: 'Name', value: entityId === null ? null : 'x' })],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
});

function serve(tenant: TenantCode, handlers: Record<string, FakeHandler> = {}) {
  storeSession({ userId: 7, role: '100', claims: claimsForRole('100', getTenant(tenant)) });
  const grid = (call: RecordedCall) =>
    (call.body as TGridRequest).entityTypeId === 30
      ? { columns: REFERENCE_COLUMNS, rows: REFERENCES }
      : { columns: RESUME_COLUMNS, rows: RESUMES };
  return fakeApi({
    'GET /api/accounts': { body: profileOf() },
    'POST /api/grid': (call) => ({ body: { gridData: grid(call).rows, columns: grid(call).columns } }),
    'POST /api/grid/summary': (call) => ({
      body: { total: grid(call).rows.length, totalCapped: false, maxUpdatedDate: null },
    }),
    'POST /api/form': (call) => {
      const request = call.body as TFormRequest;
      const entityTypeId = request.formId === 9 ? 10 : 30;
      return { body: formOf(request.formId, entityTypeId, request.primaryEntity?.id ?? null) };
    },
    ...handlers,
  });
}

const formRequests = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/api/form').map((call) => call.body as TFormRequest);

async function chooseAddNew(option: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add New' }));
  const menu = await screen.findByRole('menu');
  fireEvent.click(within(menu).getByRole('menuitem', { name: option }));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:resume');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

describe('/dashboard/resume (spec 3 §2: resume and references)', () => {
  it('tn: the tabs Resume and References; the Resume grid is entity 10, form 9, of the person', async () => {
    const api = serve('tn');
    renderAppAt('/dashboard/resume', { tenant: 'tn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume and References' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Resume and references sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Resume', '/dashboard/resume'],
      ['References', '/dashboard/resume/references'],
    ]);
    await screen.findByText('Teaching Resume');
    expect(gridRequests(api.calls)[0]).toMatchObject({
      entityTypeId: 10,
      formId: 9,
      primaryEntity: { id: 7, entityTypeId: 1 },
    });
  });

  it('al: Resume alone, no tabs; the References route does not exist there', async () => {
    serve('al');
    const { location, router } = renderAppAt('/dashboard/resume', { tenant: 'al' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Resume and references sections' })).toBeNull();
    await router.navigate('/dashboard/resume/references');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('the Resume toggle: Generate Resume makes a draft and opens its editor', async () => {
    const api = serve('tn', {
      'POST /api/generatedResume/create': { body: resumeFields('tn', {}, { resumeId: 40 }) },
      'GET /api/generatedResume/viewFields': { body: resumeFields('tn', {}, { resumeId: 40 }) },
    });
    const { location } = renderAppAt('/dashboard/resume', { tenant: 'tn' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Generate Resume', 'Upload a Resume']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Generate Resume' }));
    await waitFor(() => expect(location()).toBe('/dashboard/resume/edit/40'));
    expect(api.called('POST', '/api/generatedResume/create')[0]!.body).toEqual({});
    expect(await screen.findByRole('heading', { level: 1, name: 'My Resume' })).toBeTruthy();
  });

  it('the Resume toggle: Upload a Resume opens form 9 for a new record', async () => {
    const api = serve('tn');
    renderAppAt('/dashboard/resume', { tenant: 'tn' });
    await chooseAddNew('Upload a Resume');
    expect(await screen.findByRole('dialog', { name: 'Add Resume' })).toBeTruthy();
    await waitFor(() =>
      expect(formRequests(api.calls)).toContainEqual({
        formId: 9,
        entities: [{ id: 7, entityTypeId: 1 }],
        primaryEntity: null,
      }),
    );
  });

  it('a generated row opens in the editor; an uploaded one in form 9', async () => {
    const api = serve('tn', {
      'GET /api/generatedResume/viewFields': { body: resumeFields('tn') },
    });
    const { location, router } = renderAppAt('/dashboard/resume', { tenant: 'tn' });
    fireEvent.click(await screen.findByRole('button', { name: 'View My Own CV' }));
    expect(await screen.findByRole('dialog', { name: 'Resume' })).toBeTruthy();
    await waitFor(() =>
      expect(formRequests(api.calls)).toContainEqual({
        formId: 9,
        entities: [],
        primaryEntity: { id: 14, entityTypeId: 10 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Teaching Resume' }));
    await waitFor(() => expect(location()).toBe('/dashboard/resume/edit/12'));
    await router.navigate('/dashboard/resume');
    fireEvent.click(await screen.findByRole('button', { name: 'View Teaching Resume' }));
    await waitFor(() => expect(location()).toBe('/dashboard/resume/edit/12'));
  });

  it('row actions: Download saves the file and says where; Publish where the row may be published', async () => {
    const api = serve('tn', {
      [`GET /api/generatedResume/download/${KEY}`]: {
        body: '%PDF-1.7',
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="R.pdf"' },
      },
      'POST /api/generatedResume/publish': {
        body: { resumeId: 12, isPublished: true, message: 'Resume published.', withdrawnResumeId: null },
      },
    });
    renderAppAt('/dashboard/resume', { tenant: 'tn' });
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for My Own CV' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'More actions for Teaching Resume' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download', 'Publish']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Download' }));
    const saved = await screen.findByRole('dialog', { name: 'Download successful.' });
    expect(within(saved).getByText('Check your Downloads folder for a PDF of the resume.')).toBeTruthy();
    fireEvent.click(within(saved).getByRole('button', { name: 'OK' }));

    fireEvent.click(screen.getByRole('button', { name: 'More actions for Teaching Resume' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Publish' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Publish Resume' })).getByRole('button', {
        name: 'OK',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Resume published.' })).toBeTruthy();
    expect(api.called('POST', '/api/generatedResume/publish')[0]!.query.get('resumeId')).toBe('12');
  });

  it('References: the grid of entity 30; the Reference toggle offers its two forms; a row opens its own', async () => {
    const api = serve('tn');
    renderAppAt('/dashboard/resume/references', { tenant: 'tn' });
    await screen.findByText('Lee Letter');
    expect(gridRequests(api.calls)[0]).toMatchObject({
      entityTypeId: 30,
      altGridId: 'references',
      formId: 26,
      primaryEntity: { id: 7, entityTypeId: 1 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Add a new Reference', 'Upload a Reference Letter']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Upload a Reference Letter' }));
    expect(await screen.findByRole('dialog', { name: 'Add Reference Letter' })).toBeTruthy();
    await waitFor(() => expect(formRequests(api.calls).map((request) => request.formId)).toContain(27));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'View Lee Letter' }));
    expect(await screen.findByRole('dialog', { name: 'Reference Letter' })).toBeTruthy();
    await waitFor(() =>
      expect(formRequests(api.calls)).toContainEqual({
        formId: 27,
        entities: [],
        primaryEntity: { id: 32, entityTypeId: 30 },
      }),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Dana Director' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Reference' })).toBeTruthy();
    await waitFor(() =>
      expect(formRequests(api.calls)).toContainEqual({
        formId: 26,
        entities: [],
        primaryEntity: { id: 31, entityTypeId: 30 },
      }),
    );
  });

  it('dashboard tiles of a professional: Resume and References in tn, Resume alone in al', () => {
    const dashboard = findRoute(appRoutes, 'dashboard')!;
    const names = (code: TenantCode) =>
      dashboardTiles(dashboard, '/dashboard', {
        claims: claimsForRole('100', getTenant(code)),
        tenant: publicTenant(getTenant(code)),
      }).map((tile) => tile.route.name);
    expect(names('tn')).toEqual(expect.arrayContaining(['resume', 'resume-references']));
    expect(names('tn')).not.toContain('resume-edit');
    expect(names('al')).toContain('resume');
    expect(names('al')).not.toContain('resume-references');
    // Not for other roles (the route asks CLAIMS.resume).
    const director = dashboardTiles(dashboard, '/dashboard', {
      claims: claimsForRole('200', getTenant('tn')),
      tenant: publicTenant(getTenant('tn')),
    }).map((tile) => tile.route.name);
    expect(director).not.toContain('resume');
  });
});
