import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TReportRun } from '@registry/contracts';
import { REPORT_SCREEN_TEXTS, type ReportScreen } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-context';
import { downloadRunFile } from './api/download-run-file';
import { isPending, reportRunsQuery } from './api/report-runs';

/** A run's progress in percent, or null while its rows are not counted yet. */
function percentOf(run: TReportRun): number | null {
  if (run.status === 'done') return 100;
  if (run.rowsTotal === null) return null;
  if (run.rowsTotal === 0) return 0;
  return Math.min(100, Math.round((run.rowsDone / run.rowsTotal) * 100));
}

function RunProgress({ run }: { run: TReportRun }) {
  const { t } = useTranslation();
  const textId = useId();
  const percent = percentOf(run);
  const text =
    run.rowsTotal === null
      ? t('reports.progressCounting', { done: run.rowsDone })
      : t('reports.progressRows', { done: run.rowsDone, total: run.rowsTotal, count: run.rowsTotal });
  return (
    <Box sx={{ minWidth: 0 }}>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        {...(percent === null ? {} : { value: percent })}
        aria-label={t('reports.progressLabel', { label: run.label })}
        aria-describedby={textId}
        {...(percent === null ? {} : { 'aria-valuetext': text })}
        sx={{ height: 8, borderRadius: 1, my: 0.5 }}
      />
      <Typography id={textId} variant="body2" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </Box>
  );
}

/**
 * "Recent reports" (issue 27): the viewer's reports of this screen that run as jobs, newest first, each
 * with its label, organization, status and progress (rows written of rows counted), and Download once it
 * is done. The list is read again every 2 s while a run is queued or running (reportRunsQuery); it is not
 * shown before the viewer has such a run.
 */
export function RecentReports({ screen }: { screen: ReportScreen }) {
  const { t } = useTranslation();
  const toast = useToast();
  const headingId = useId();
  const runs = useQuery(reportRunsQuery(screen));
  const [downloading, setDownloading] = useState<number | null>(null);
  const list = runs.data ?? [];
  if (list.length === 0) return null;

  const download = async (run: TReportRun) => {
    setDownloading(run.runId);
    try {
      await downloadRunFile(run);
    } catch (error) {
      toast.showError(error);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('reports.recentHeading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('reports.recentIntro')}</Typography>
      <Box
        component="ul"
        aria-label={t('reports.recentLabel')}
        aria-busy={list.some(isPending)}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {list.map((run) => (
          <Box
            component="li"
            key={run.runId}
            data-testid="report-run"
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 14rem) auto' },
              alignItems: 'center',
            }}
          >
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography sx={{ fontWeight: 700 }}>{run.label}</Typography>
              {run.organizationName && (
                <Typography variant="body2">
                  {t('reports.organization', { name: run.organizationName })}
                </Typography>
              )}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`reports.status.${run.status}`)}
              </Typography>
            </Box>
            {run.status === 'failed' ? (
              <Typography variant="body2" sx={{ color: 'error.main' }}>
                {REPORT_SCREEN_TEXTS.failed(run.label)}
              </Typography>
            ) : (
              <RunProgress run={run} />
            )}
            <Box sx={{ justifySelf: { xs: 'start', sm: 'end' } }}>
              {run.status === 'done' && (
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  disabled={downloading === run.runId}
                  aria-label={t('reports.downloadLabel', { label: run.label })}
                  onClick={() => void download(run)}
                >
                  {t('reports.download')}
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
