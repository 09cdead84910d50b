import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TOrganizationRef, TReportRun } from '@registry/contracts';
import {
  REPORT_SCREEN_INFO,
  REPORT_SCREEN_TEXTS,
  reportOptions,
  type ReportOption,
  type ReportScreen,
} from '@registry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { PageHeading } from '../../components/page-heading';
import { useToast } from '../../components/toast/toast-context';
import { useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { useTenant } from '../../lib/tenant-context';
import { KeyValueSearch, searchAgencies, type KeyValue } from '../user-search/index';
import { reportRunKeys } from './api/report-runs';
import { runReport } from './api/run-report';
import { RecentReports } from './recent-reports';

/** The instruction of each screen's route (apps/web routes.ts). */
const INSTRUCTIONS = {
  qea: 'instructions.qeaReports',
  agency: 'instructions.agencyReports',
  director: 'instructions.directorReports',
  admin: 'instructions.adminReports',
  coach: 'instructions.coachReports',
  supervisor: 'instructions.supervisorReports',
} as const satisfies Record<ReportScreen, string>;

type FileType = 'csv' | 'pdf';

const NO_ORGANIZATIONS: readonly TOrganizationRef[] = [];
const selectActiveRole = (session: SessionState) => session.activeRole;
/** The organizations the active role is held in (a director's), from the profile. */
const selectOrganizations = (session: SessionState) =>
  session.roles.find((entry) => entry.roleName === session.activeRole)?.organizations ?? NO_ORGANIZATIONS;

/**
 * The director's organization dropdown, '{facility} Filter' with 'Clear Filter' (spec 2 §2 (c)): the
 * organizations of the active role, the one preselected when there is exactly one.
 */
function OrganizationFilter({
  organizations,
  value,
  onChange,
}: {
  organizations: readonly TOrganizationRef[];
  value: number | '';
  onChange: (organizationId: number | '') => void;
}) {
  const tenant = useTenant();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 3 }}>
      <TextField
        select
        id="report-organization"
        label={REPORT_SCREEN_TEXTS.filter(tenant.terms.agency)}
        value={value}
        onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
        sx={{ flex: '1 1 16rem', maxWidth: { xs: '100%', sm: 480 } }}
      >
        {organizations.map((organization) => (
          <MenuItem key={organization.organizationId} value={organization.organizationId}>
            {organization.organizationName}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={() => onChange('')} disabled={value === ''}>
        {REPORT_SCREEN_TEXTS.clearFilter}
      </Button>
    </Box>
  );
}

/**
 * A report screen (spec 2 §2 "Report screens", §5, §8; issue 27), titled 'Reports': the admin screen's
 * heading by role, the agency search (agency screen) or the organization filter (director screen), the
 * checkbox list of the reports the screen lists in the tenant, 'Report Format' (CSV; PDF shown and
 * disabled) and 'Run Report(s)' ('Run Report for {agency}' once an agency is found), disabled until a
 * report and a format are chosen. Running asks POST /api/reports/run once per chosen report: a small one
 * is downloaded at once, a large one joins the Recent reports and is followed there. An agency or director
 * screen without an organization says 'Please select an {agency} from the dropdown menu'; a failure is
 * its error toast and ends the busy state (spec 2 §8).
 */
export function ReportsPage({ screen }: { screen: ReportScreen }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const activeRole = useSessionSelector(selectActiveRole);
  const organizations = useSessionSelector(selectOrganizations);
  const options = useMemo(() => reportOptions(tenant, screen), [tenant, screen]);
  const listId = useId();
  const formatId = useId();
  const formatHelpId = useId();

  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [fileType, setFileType] = useState<FileType | null>(null);
  const [agency, setAgency] = useState<KeyValue | null>(null);
  // Null until the director picks or clears: then the one organization of the role is the choice.
  const [picked, setPicked] = useState<number | '' | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

  const directed: number | '' =
    picked ?? (organizations.length === 1 ? organizations[0]!.organizationId : '');
  const organizationId =
    screen === 'agency'
      ? agency
        ? Number(agency.key)
        : null
      : screen === 'director'
        ? directed || null
        : null;
  const ready = chosen.size > 0 && fileType === 'csv';

  const toggle = (option: ReportOption, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(option.reportType);
      else next.delete(option.reportType);
      return next;
    });

  const addRun = (run: TReportRun) =>
    queryClient.setQueryData<TReportRun[]>(reportRunKeys.of(screen), (runs = []) => [
      run,
      ...runs.filter((other) => other.runId !== run.runId),
    ]);

  const run = async () => {
    if (!ready || fileType === null) return;
    if (REPORT_SCREEN_INFO[screen].needsOrganization && organizationId === null) {
      await dialogs.alert(REPORT_SCREEN_TEXTS.selectAgency(tenant.terms.agency));
      return;
    }
    setBusy(true);
    setNotice(t('reports.running'));
    const said: string[] = [];
    let queued = false;
    try {
      for (const option of options.filter((item) => chosen.has(item.reportType))) {
        try {
          const answer = await runReport({
            screen,
            reportType: option.reportType,
            fileType,
            ...(organizationId === null ? {} : { organizationId }),
          });
          if (answer.kind === 'file') said.push(t('reports.downloaded', { name: answer.fileName }));
          else {
            addRun(answer.run);
            queued = true;
            said.push(REPORT_SCREEN_TEXTS.queued(answer.run.label));
          }
        } catch (error) {
          toast.showError(error);
        }
      }
    } finally {
      setBusy(false);
      setNotice(said.join(' '));
      // The runs as the server has them now, which sets the polling going while one is queued or running.
      if (queued) await queryClient.invalidateQueries({ queryKey: reportRunKeys.of(screen) });
    }
  };

  const runLabel =
    screen === 'agency' && agency ? REPORT_SCREEN_TEXTS.runFor(agency.value) : REPORT_SCREEN_TEXTS.run;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.reports.title')} instruction={t(INSTRUCTIONS[screen])} />
      {screen === 'admin' && (
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {activeRole === '400' ? REPORT_SCREEN_TEXTS.managerHeading : REPORT_SCREEN_TEXTS.adminHeading}
        </Typography>
      )}
      {screen === 'agency' && (
        <Box sx={{ maxWidth: 560, mb: 2 }}>
          <KeyValueSearch
            id="report-agency"
            label={t('userSearch.agency')}
            help={t('reports.agencyHelp')}
            value={agency}
            onChange={setAgency}
            search={searchAgencies}
          />
        </Box>
      )}
      {screen === 'director' && (
        <OrganizationFilter organizations={organizations} value={directed} onChange={setPicked} />
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, alignItems: 'flex-start' }}>
        <FormControl component="fieldset" sx={{ minWidth: 0, maxWidth: '100%' }}>
          <FormLabel component="legend" id={listId}>
            {t('reports.reportsLegend')}
          </FormLabel>
          <FormGroup>
            {options.map((option) => (
              <FormControlLabel
                key={option.reportType}
                sx={{ overflowWrap: 'anywhere' }}
                control={
                  <Checkbox
                    checked={chosen.has(option.reportType)}
                    onChange={(event) => toggle(option, event.target.checked)}
                  />
                }
                label={option.label}
              />
            ))}
          </FormGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend" id={formatId}>
            {REPORT_SCREEN_TEXTS.reportFormat}
          </FormLabel>
          <RadioGroup
            row
            name="report-format"
            aria-labelledby={formatId}
            aria-describedby={formatHelpId}
            value={fileType ?? ''}
            onChange={(event) => setFileType(event.target.value as FileType)}
          >
            <FormControlLabel value="csv" control={<Radio />} label={REPORT_SCREEN_TEXTS.csv} />
            <FormControlLabel value="pdf" control={<Radio />} label={REPORT_SCREEN_TEXTS.pdf} disabled />
          </RadioGroup>
          <FormHelperText id={formatHelpId} sx={{ mx: 0 }}>
            {t('reports.formatHelp')}
          </FormHelperText>
        </FormControl>
        <Button
          variant="contained"
          disabled={!ready || busy}
          aria-busy={busy}
          onClick={() => void run()}
          sx={{ maxWidth: '100%', overflowWrap: 'anywhere' }}
        >
          {runLabel}
        </Button>
        <Typography role="status" sx={{ minHeight: '1.5em' }}>
          {notice}
        </Typography>
      </Box>
      <RecentReports screen={screen} />
    </Container>
  );
}
