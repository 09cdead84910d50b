import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import type { GridRowFlags } from '@registry/domain';
import { useTranslation } from 'react-i18next';

export type VerificationStatus = 'requested' | 'approved' | 'rejected';

/**
 * A row's verification state (spec 3 §4 status icons): Requested while a request is open (it comes
 * first: a rejected record asked again is Requested), Approved once verified, Rejected once declined.
 */
export function verificationStatusOf(
  row: Pick<GridRowFlags, 'verified' | 'rejected' | 'verificationStatus'>,
): VerificationStatus | null {
  if (row.verificationStatus === 'Requested') return 'requested';
  if (row.verified) return 'approved';
  if (row.rejected) return 'rejected';
  return null;
}

const ICONS = { requested: HourglassEmptyIcon, approved: CheckIcon, rejected: CloseIcon } as const;
const COLORS = { requested: 'warning.dark', approved: 'success.dark', rejected: 'error.main' } as const;

/** The icon of a row's verification state (hourglass, check, times) with its text alternative. */
export function StatusIcon({
  row,
}: {
  row: Pick<GridRowFlags, 'verified' | 'rejected' | 'verificationStatus'>;
}) {
  const { t } = useTranslation();
  const status = verificationStatusOf(row);
  if (status === null) return null;
  const Icon = ICONS[status];
  return <Icon titleAccess={t(`grid.status.${status}`)} fontSize="small" sx={{ color: COLORS[status] }} />;
}
