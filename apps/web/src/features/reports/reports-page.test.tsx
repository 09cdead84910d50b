import type { TReportRun, TReportRunRequest } from '@registry/contracts';
import {
  REPORT_SCREEN_INFO,
  REPORT_SCREENS,
  REPORT_SCREEN_TEXTS,
  TENANT_CODES,
  claimsForRole,
  getTenant,
  publicTenant,
  reportOptions,
  type ReportScreen,
  type RoleName,
  type TenantCode,
} from '@registry/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findRoute, routesForTenant } from '../../app/route-helpers';
import { appRoutes } from '../../app/routes';
import { fakeApi, profileOf, storeSession, type FakeHandler } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';

// The page loads lazily; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

/** The role that opens each screen in the tests. */
const ROLE: Record<ReportScreen, RoleName> = {
  qea: '250',
  agency: '350',
  director: '200',
  admin: '500',
  coach: '300',
  supervisor: '375',
};

const ORGANIZATIONS = [
  { organizationId: 5, organizationName: 'Sunshine Academy', employmentRecordId: 50 },
  { organizationId: 6, organizationName: 'Little Steps', employmentRecordId: 60 },
];

const runOf = (overrides: Partial<TReportRun> = {}): TReportRun => ({
  runId: 71,
  screen: 'admin',
  reportType: 'EcProfessionalLevelUsers',
  label: 'EC Professional Level Users',
  organizationName: null,
  status: 'queued',
  rowsDone: 0,
  rowsTotal: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
  fileName: null,
  ...overrides,
});

interface ServeOptions {
  role?: RoleName;
  tenant?: TenantCode;
  organizations?: typeof ORGANIZATIONS;
  handlers?: Record<string, FakeHandler>;
}

function serve(
  screenName: ReportScreen,
  { role, tenant = 'al', organizations = [], handlers = {} }: ServeOptions,
) {
  const active = role ?? ROLE[screenName];
  storeSession({ userId: 9, role: active, claims: claimsForRole(active, getTenant(tenant)) });
  return fakeApi({
    'GET /api/accounts': {
      body: profileOf({
        id: 9,
        activeRole: active,
        roles: [{ roleId: `r${active}`, roleName: active, organizations }],
      }),
    },
    'GET /api/reports/runs': { body: [] },
    'GET /api/userorganizationroles/agencysearch': (call) => ({
      body: call.query.get('searchString')?.startsWith('Su') ? [{ key: '5', value: 'Sunshine Academy' }] : [],
    }),
    ...handlers,
  });
}

async function open(screenName: ReportScreen, tenant: TenantCode = 'al') {
  const app = renderAppAt(`/dashboard/${REPORT_SCREEN_INFO[screenName].path}`, { tenant });
  await screen.findByRole('heading', { level: 1, name: 'Reports' });
  return app;
}

/** Saves of the browser's download, by file name. */
function downloads() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

const checkboxLabels = () =>
  within(screen.getByRole('group', { name: 'Reports to run' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

const runButton = (name: string | RegExp = REPORT_SCREEN_TEXTS.run) => screen.getByRole('button', { name });
const chooseCsv = () => fireEvent.click(screen.getByRole('radio', { name: 'CSV' }));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the report routes', () => {
  it.each(TENANT_CODES)(
    '%s has the route of each screen only where the screen lists a report, and each is titled Reports',
    (code) => {
      const tenant = publicTenant(getTenant(code));
      for (const screenName of REPORT_SCREENS) {
        const route = findRoute(routesForTenant(appRoutes, tenant), `${screenName}-reports`);
        expect(route !== null, `${screenName} in ${code}`).toBe(reportOptions(tenant, screenName).length > 0);
        expect(findRoute(appRoutes, `${screenName}-reports`)).toMatchObject({
          path: REPORT_SCREEN_INFO[screenName].path,
          title: 'routes.reports.title',
          requiredClaims: [REPORT_SCREEN_INFO[screenName].claim],
        });
      }
    },
  );

  it('tn has no QEA reports, al no coach or supervisor reports', () => {
    const has = (code: TenantCode, name: string) =>
      findRoute(routesForTenant(appRoutes, publicTenant(getTenant(code))), name) !== null;
    expect(has('tn', 'qea-reports')).toBe(false);
    expect(has('al', 'coach-reports')).toBe(false);
    expect(has('al', 'supervisor-reports')).toBe(false);
    expect(has('jh', 'coach-reports')).toBe(true);
  });
});

describe('the report screens', () => {
  it.each([
    ['qea', 'al'],
    ['qea', 'jh'],
    ['agency', 'al'],
    ['agency', 'tn'],
    ['director', 'al'],
    ['director', 'tn'],
    ['admin', 'al'],
    ['admin', 'tn'],
    ['admin', 'jh'],
    ['coach', 'tn'],
    ['coach', 'jh'],
    ['supervisor', 'tn'],
    ['supervisor', 'jh'],
  ] as const)('%s in %s lists the screen’s reports of the tenant', async (screenName, tenant) => {
    serve(screenName, { tenant });
    await open(screenName, tenant);
    expect(checkboxLabels()).toEqual(
      reportOptions(getTenant(tenant), screenName).map((option) => option.label),
    );
  });

  it('lists the spec’s reports: the director’s in al without the PDP reports, in tn without Career Lattice Level', async () => {
    serve('director', { tenant: 'al' });
    const app = await open('director', 'al');
    expect(checkboxLabels()).toEqual([
      'Education',
      'Certification/Credential',
      'Training',
      'Career Lattice Level',
    ]);
    app.unmount();
    serve('director', { tenant: 'tn' });
    await open('director', 'tn');
    expect(checkboxLabels()).toEqual([
      'Education',
      'Certification/Credential',
      'Training',
      'PDP Required Trainings',
      'PDP Goals',
    ]);
  });

  it('keeps Run Report(s) disabled until a report and a format are chosen; PDF is shown but disabled', async () => {
    serve('coach', { tenant: 'tn' });
    await open('coach', 'tn');
    expect(within(screen.getByRole('group', { name: 'Report Format' })).getAllByRole('radio')).toHaveLength(
      2,
    );
    expect((screen.getByRole('radio', { name: 'PDF' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'CSV' }) as HTMLInputElement).checked).toBe(false);
    expect((runButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Coach Requests' }));
    expect((runButton() as HTMLButtonElement).disabled).toBe(true);
    chooseCsv();
    expect((runButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Coach Requests' }));
    expect((runButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ['400', REPORT_SCREEN_TEXTS.managerHeading],
    ['500', REPORT_SCREEN_TEXTS.adminHeading],
    ['AdminUser', REPORT_SCREEN_TEXTS.adminHeading],
  ] as const)('heads the admin screen of role %s %s', async (role, heading) => {
    serve('admin', { role });
    await open('admin');
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
  });

  it('asks a director with several organizations to choose one first, then runs for the chosen one', async () => {
    downloads();
    const api = serve('director', {
      tenant: 'tn',
      organizations: ORGANIZATIONS,
      handlers: {
        'POST /api/reports/run': {
          body: 'id,name\n',
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="Training_x.csv"',
          },
        },
      },
    });
    await open('director', 'tn');
    const filter = screen.getByRole('combobox', { name: 'Agency Filter' });
    expect(filter.textContent).not.toContain('Sunshine Academy');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Training' }));
    chooseCsv();
    fireEvent.click(runButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please select an agency from the dropdown menu')).toBeTruthy();
    expect(api.called('POST', '/api/reports/run')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.mouseDown(filter);
    fireEvent.click(await screen.findByRole('option', { name: 'Little Steps' }));
    fireEvent.click(runButton());
    await waitFor(() => expect(api.called('POST', '/api/reports/run')).toHaveLength(1));
    expect(api.called('POST', '/api/reports/run')[0]!.body).toEqual({
      screen: 'director',
      reportType: 'Training',
      fileType: 'csv',
      organizationId: 6,
    });

    // Clear Filter empties the choice again.
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(screen.getByRole('combobox', { name: 'Agency Filter' }).textContent).not.toContain('Little Steps');
  });

  it('preselects the one organization of a director (al: Facility Filter)', async () => {
    downloads();
    const api = serve('director', {
      tenant: 'al',
      organizations: [ORGANIZATIONS[0]!],
      handlers: {
        'POST /api/reports/run': {
          body: 'id\n',
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="Education_x.csv"',
          },
        },
      },
    });
    await open('director', 'al');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Facility Filter' }).textContent).toContain(
        'Sunshine Academy',
      ),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Education' }));
    chooseCsv();
    fireEvent.click(runButton());
    await waitFor(() => expect(api.called('POST', '/api/reports/run')).toHaveLength(1));
    expect(api.called('POST', '/api/reports/run')[0]!.body).toMatchObject({ organizationId: 5 });
  });

  it('finds the agency by the shared search; the button then reads Run Report for {agency}', async () => {
    downloads();
    const api = serve('agency', {
      handlers: {
        'POST /api/reports/run': {
          body: 'id\n',
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="Training_x.csv"',
          },
        },
      },
    });
    await open('agency');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Staff Education' }));
    chooseCsv();
    fireEvent.click(runButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please select an facility from the dropdown menu')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.called('POST', '/api/reports/run')).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: 'Facility' }), { target: { value: 'Su' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Sunshine Academy' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Training' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Run Report for Sunshine Academy' }));
    await waitFor(() => expect(api.called('POST', '/api/reports/run')).toHaveLength(2));
    expect(api.called('POST', '/api/reports/run').map((call) => call.body as TReportRunRequest)).toEqual([
      { screen: 'agency', reportType: 'StaffEducation', fileType: 'csv', organizationId: 5 },
      { screen: 'agency', reportType: 'Training', fileType: 'csv', organizationId: 5 },
    ]);
  });

  it('downloads a report answered at once under the server’s name, one call per chosen report', async () => {
    const saved = downloads();
    const api = serve('supervisor', {
      tenant: 'tn',
      handlers: {
        'POST /api/reports/run': (call) => {
          const { reportType } = call.body as TReportRunRequest;
          return {
            body: 'id,name\n1,"Rosa"\n',
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': `attachment; filename="${reportType}_20261128_100000.csv"`,
            },
          };
        },
      },
    });
    await open('supervisor', 'tn');
    fireEvent.click(screen.getByRole('checkbox', { name: 'All Agencies' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'DHS Staff Verification Activity' }));
    chooseCsv();
    fireEvent.click(runButton());
    await waitFor(() =>
      expect(saved).toEqual([
        'DHSStaffVerificationActivity_20261128_100000.csv',
        'AllAgencies_20261128_100000.csv',
      ]),
    );
    expect(
      api.called('POST', '/api/reports/run').map((call) => (call.body as TReportRunRequest).reportType),
    ).toEqual(['DHSStaffVerificationActivity', 'AllAgencies']);
    expect(await screen.findByText(/AllAgencies_20261128_100000\.csv was downloaded/)).toBeTruthy();
    await waitFor(() => expect((runButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('lists a report run as a job in Recent reports with its progress, then offers its Download', async () => {
    const saved = downloads();
    let reads = 0;
    const api = serve('admin', {
      handlers: {
        'POST /api/reports/run': { status: 202, body: runOf() },
        'GET /api/reports/runs': () => {
          reads += 1;
          if (reads === 1) return { body: [] };
          if (reads === 2) return { body: [runOf({ status: 'running', rowsDone: 50, rowsTotal: 200 })] };
          return {
            body: [
              runOf({
                status: 'done',
                rowsDone: 200,
                rowsTotal: 200,
                fileName: 'EcProfessionalLevelUsers_20261128_100000.csv',
              }),
            ],
          };
        },
        'GET /api/reports/runs/71/file': {
          body: 'id\n',
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="EcProfessionalLevelUsers_20261128_100000.csv"',
          },
        },
      },
    });
    await open('admin');
    expect(screen.queryByRole('heading', { name: 'Recent reports' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'EC Professional Level Users' }));
    chooseCsv();
    fireEvent.click(runButton());

    const progress = await screen.findByRole('progressbar', {
      name: 'Progress of EC Professional Level Users',
    });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('25'));
    expect(screen.getByText('50 of 200 rows')).toBeTruthy();
    expect(screen.getByText('Running')).toBeTruthy();
    expect(
      screen.getByText(REPORT_SCREEN_TEXTS.queued('EC Professional Level Users'), { exact: false }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();

    // Read again after 2 s while it runs: done, with its Download.
    const download = await screen.findByRole('button', { name: 'Download EC Professional Level Users' });
    expect(screen.getByText('Ready')).toBeTruthy();
    fireEvent.click(download);
    await waitFor(() => expect(saved).toEqual(['EcProfessionalLevelUsers_20261128_100000.csv']));
    expect(api.called('GET', '/api/reports/runs')[0]!.query.get('screen')).toBe('admin');

    // Nothing runs any more: no more reads.
    const count = api.called('GET', '/api/reports/runs').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.called('GET', '/api/reports/runs')).toHaveLength(count);
  }, 15_000);

  it('stops reading the runs once the page is left, even while one is running', async () => {
    const api = serve('coach', {
      tenant: 'tn',
      handlers: {
        'GET /api/reports/runs': {
          body: [
            runOf({ screen: 'coach', label: 'Coach Requests', status: 'running', rowsDone: 1, rowsTotal: 4 }),
          ],
        },
      },
    });
    const app = await open('coach', 'tn');
    expect(await screen.findByRole('progressbar', { name: 'Progress of Coach Requests' })).toBeTruthy();
    expect(screen.getByText('1 of 4 rows')).toBeTruthy();
    app.unmount();
    const count = api.called('GET', '/api/reports/runs').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.called('GET', '/api/reports/runs')).toHaveLength(count);
  }, 15_000);

  it('shows a failed run’s error as a toast and ends the busy state', async () => {
    serve('qea', {
      handlers: {
        'POST /api/reports/run': { status: 500, body: { errors: { report: 'The report failed.' } } },
      },
    });
    await open('qea');
    fireEvent.click(screen.getByRole('checkbox', { name: 'All Training Participants' }));
    chooseCsv();
    fireEvent.click(runButton());
    expect(await screen.findByText('The report failed.')).toBeTruthy();
    await waitFor(() => expect((runButton() as HTMLButtonElement).disabled).toBe(false));
  });
});
