import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { TWorkforceSummary, WorkforceChart } from '@registry/contracts';
import { WORKFORCE_CHART_TEXTS, WORKFORCE_TEXTS } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { useToast } from '../../components/toast/toast-context';
import { failureText } from '../../lib/api';
import { formatInstant } from '../../lib/format-date';
import { useTenant } from '../../lib/tenant-context';
import { downloadWorkforceChart, workforceSummaryQuery } from './api/workforce-api';

/** The counties the county chart draws (the largest); its table lists every county. */
const COUNTIES_CHARTED = 15;
const CHART_HEIGHT = 280;
/** A table longer than this scrolls in its own box (the counties; a year's months never do). */
const SCROLLED_ROWS = 13;

/** A month key (YYYY-MM) as an axis reads it: 'Jun 2031'. */
const monthLabel = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

const numberText = (value: number | null): string => (value === null ? '–' : value.toLocaleString('en-US'));

/** A chart's numbers as a table: its caption, its column headers, one row per bar or point. */
function NumbersTable({
  chart,
  rows,
}: {
  chart: WorkforceChart;
  rows: readonly (readonly (string | number | null)[])[];
}) {
  const texts = WORKFORCE_CHART_TEXTS[chart];
  const caption = WORKFORCE_TEXTS.tableCaption(texts.title);
  return (
    // A long table (every county) scrolls in its own box, which the keyboard reaches too.
    <Box
      {...(rows.length > SCROLLED_ROWS
        ? {
            tabIndex: 0,
            role: 'region',
            'aria-label': caption,
            sx: { maxHeight: 420, overflowY: 'auto', mt: 2 },
          }
        : { sx: { mt: 2 } })}
    >
      <Table size="small" data-testid={`workforce-table-${chart}`}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {texts.columns.map((column, index) => (
              <TableCell key={column} scope="col" align={index === 0 ? 'left' : 'right'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} align="right">
                    {typeof cell === 'string' ? cell : numberText(cell)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** One chart's card: its title, what it counts, the chart, its numbers and its CSV. */
function ChartCard({
  chart,
  empty,
  children,
  rows,
}: {
  chart: WorkforceChart;
  empty: string | null;
  children: ReactNode;
  rows: readonly (readonly (string | number | null)[])[];
}) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const texts = WORKFORCE_CHART_TEXTS[chart];
  const titleId = `workforce-${chart}-title`;
  const download = () => {
    setDownloading(true);
    downloadWorkforceChart(chart)
      .catch((error: unknown) => toast.showError(error))
      .finally(() => setDownloading(false));
  };
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
      data-testid={`workforce-${chart}`}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{texts.description}</Typography>
      {empty === null ? (
        <>
          {/* The chart is a picture of the table below it, which screen readers read instead. */}
          <Box aria-hidden="true" sx={{ minWidth: 0 }}>
            {children}
          </Box>
          <NumbersTable chart={chart} rows={rows} />
        </>
      ) : (
        <Typography>{empty}</Typography>
      )}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={download}
        disabled={downloading}
        aria-label={`${WORKFORCE_TEXTS.download}: ${texts.title}`}
        sx={{ mt: 2 }}
      >
        {WORKFORCE_TEXTS.download}
      </Button>
    </Paper>
  );
}

function Charts({ summary }: { summary: TWorkforceSummary }) {
  const tenant = useTenant();
  const counties = summary.professionalsByCounty;
  const charted = counties.slice(0, COUNTIES_CHARTED);
  const hours = summary.trainingHoursByMonth;
  const turnaround = summary.verificationTurnaround;
  const seats = summary.registrationsVsSeats;
  const months = (rows: readonly { month: string }[]) => rows.map((row) => monthLabel(row.month));
  const monthAxis = (rows: readonly { month: string }[]) => [
    { scaleType: 'band' as const, data: months(rows), tickLabelMinGap: 8 },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' } }}>
      <ChartCard
        chart="professionalsByCounty"
        empty={counties.length === 0 ? WORKFORCE_TEXTS.noData : null}
        rows={counties.map((row) => [row.county, row.professionals])}
      >
        <BarChart
          disableKeyboardNavigation
          layout="horizontal"
          height={Math.max(CHART_HEIGHT, charted.length * 26 + 60)}
          yAxis={[{ scaleType: 'band', data: charted.map((row) => row.county), width: 96 }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[{ data: charted.map((row) => row.professionals), label: 'Professionals' }]}
          hideLegend
        />
      </ChartCard>
      <ChartCard
        chart="professionalsByLevel"
        empty={
          !tenant.features.career
            ? WORKFORCE_TEXTS.noLattice
            : summary.professionalsByLevel.length === 0
              ? WORKFORCE_TEXTS.noData
              : null
        }
        rows={summary.professionalsByLevel.map((row) => [row.level, row.professionals])}
      >
        <BarChart
          disableKeyboardNavigation
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: summary.professionalsByLevel.map((row) => row.level) }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            { data: summary.professionalsByLevel.map((row) => row.professionals), label: 'Professionals' },
          ]}
          hideLegend
        />
      </ChartCard>
      <ChartCard chart="trainingHoursByMonth" empty={null} rows={hours.map((row) => [row.month, row.hours])}>
        <BarChart
          disableKeyboardNavigation
          height={CHART_HEIGHT}
          xAxis={monthAxis(hours)}
          yAxis={[{ min: 0, tickMinStep: 1 }]}
          series={[{ data: hours.map((row) => row.hours), label: 'Hours' }]}
          hideLegend
        />
      </ChartCard>
      <ChartCard
        chart="verificationTurnaround"
        empty={null}
        rows={turnaround.map((row) => [row.month, row.verified, row.medianDays, row.p90Days])}
      >
        <LineChart
          disableKeyboardNavigation
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'point', data: months(turnaround), tickLabelMinGap: 8 }]}
          yAxis={[{ min: 0, valueFormatter: (days: number) => String(Math.round(days * 10) / 10) }]}
          // A month alone between months without verifications is a point, not a line.
          series={[
            { data: turnaround.map((row) => row.medianDays), label: 'Median days', showMark: true },
            { data: turnaround.map((row) => row.p90Days), label: '90th percentile days', showMark: true },
          ]}
        />
      </ChartCard>
      <ChartCard
        chart="registrationsVsSeats"
        empty={null}
        rows={seats.map((row) => [row.month, row.registrations, row.seats])}
      >
        <BarChart
          disableKeyboardNavigation
          height={CHART_HEIGHT}
          xAxis={monthAxis(seats)}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            { data: seats.map((row) => row.registrations), label: 'Registrations' },
            { data: seats.map((row) => row.seats), label: 'Seats' },
          ]}
        />
      </ChartCard>
    </Box>
  );
}

/**
 * The workforce dashboard (issue 27, beyond the spec; 400, 500, AdminUser): five charts of the state's
 * workforce, each with its numbers as a table and a de-identified CSV (docs/decisions/workforce.md).
 */
export function WorkforcePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const summary = useQuery(workforceSummaryQuery());
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.workforce.title')} instruction={t('instructions.workforce')} />
      {summary.isPending && <CircularProgress size={24} aria-label={t('common.loading')} />}
      {summary.isError && (
        <Alert severity="error">{failureText(summary.error, WORKFORCE_TEXTS.loadFailed)}</Alert>
      )}
      {summary.data !== undefined && (
        <>
          <Typography sx={{ mb: 3 }} data-testid="workforce-refreshed">
            {WORKFORCE_TEXTS.refreshedAt} {formatInstant(summary.data.refreshedAt, tenant.timeZone)}
          </Typography>
          <Charts summary={summary.data} />
        </>
      )}
    </Container>
  );
}
