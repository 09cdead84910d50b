import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TEntityReference } from '@registry/contracts';
import { EntityType, formatDecimal, formOf } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { gridSummaryQuery } from '../../engine/grid/index';
import { failureText } from '../../lib/api';
import { formatInstant } from '../../lib/format-date';
import { masterRecord } from './master-record';

/**
 * The master training record's content (spec 3 §2, read-only): the person's training hours by core
 * knowledge area, verified hours beside them, the number of records and when the newest changed, all
 * from one summary of the training grid (the server adds the hours up in one grouped query). Under the
 * grid's keys of entity type 3, so a change to a training record refreshes it with the grid.
 */
export function MasterRecordPanel({ person }: { person: TEntityReference }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const summary = useQuery(
    gridSummaryQuery({
      formId: formOf(EntityType.TrainingRecord),
      entityTypeId: EntityType.TrainingRecord,
      altGridId: null,
      primaryEntity: person,
      includeDisabled: false,
      filterInfo: [],
      defaultFilters: [],
      sortInfo: [],
      aggregates: true,
    }),
  );
  if (summary.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (summary.isError)
    return (
      <Alert severity="error" role="alert">
        {failureText(summary.error, t('toast.network'))}
      </Alert>
    );
  const record = masterRecord(summary.data.aggregates);
  const updated = summary.data.maxUpdatedDate;
  return (
    <>
      <Typography sx={{ mb: 1.5 }}>
        {t('training.recordCount', { count: record.total.records })}
        {updated ? ` ${t('training.lastUpdated', { date: formatInstant(updated, tenant.timeZone) })}` : ''}
      </Typography>
      {record.total.records > 0 && (
        <Table
          size="small"
          aria-label={t('training.hoursTable')}
          // On a phone the four columns fit the width with narrower gaps (16 px padding each side pushed the
          // table 19 px past a 390 px screen).
          sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('training.area')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('training.records')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('training.hours')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('training.verifiedHours')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.areas.map((line) => (
              <TableRow key={line.area ?? ''}>
                <TableCell component="th" scope="row">
                  {line.area ?? t('training.noArea')}
                </TableCell>
                <TableCell align="right">{line.records}</TableCell>
                <TableCell align="right">{formatDecimal(line.hours)}</TableCell>
                <TableCell align="right">{formatDecimal(line.verifiedHours)}</TableCell>
              </TableRow>
            ))}
            <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
              <TableCell component="th" scope="row">
                {t('training.total')}
              </TableCell>
              <TableCell align="right">{record.total.records}</TableCell>
              <TableCell align="right">{formatDecimal(record.total.hours)}</TableCell>
              <TableCell align="right">{formatDecimal(record.total.verifiedHours)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </>
  );
}
