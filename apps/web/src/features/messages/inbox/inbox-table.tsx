import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, visuallyHiddenStyle } from '../../../components/visually-hidden';

/** Columns shown from the sm breakpoint; on a phone their content is part of the subject's cell. */
const WIDE_ONLY = { xs: 'none', sm: 'table-cell' } as const;

/** One row as the inbox shows it, whatever it is (a message, a notification). */
export interface InboxRow {
  id: number;
  subject: string;
  /** The sender, or in Sent the recipients; 'Error' when no name is usable. Absent: no such column. */
  party?: string;
  preview: string;
  date: string;
  read: boolean;
  starred: boolean;
}

export interface InboxTableProps {
  /** The table's caption ('Messages in Inbox'). */
  caption: string;
  /** The heading of the party column ('From', 'To'); absent for notifications. */
  partyHeading?: string;
  rows: InboxRow[];
  selected: ReadonlySet<number>;
  busy: boolean;
  onSelect: (id: number, selected: boolean) => void;
  onStar: (row: InboxRow) => void;
  onOpen: (row: InboxRow) => void;
}

/**
 * The list of an inbox as a table: per row its selection checkbox and star toggle (both named by the
 * subject), the party, the subject (a button that opens it) over the body's preview, and the date.
 * Unread rows are bold and say so to screen readers.
 */
export function InboxTable(props: InboxTableProps) {
  const { t } = useTranslation();
  const { rows, selected, partyHeading } = props;
  const subjectOf = (row: InboxRow) => row.subject.trim() || t('inbox.noSubject');
  return (
    <TableContainer>
      <Table size="small" aria-busy={props.busy} sx={{ tableLayout: { md: 'fixed' } }}>
        <caption style={visuallyHiddenStyle}>{props.caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <VisuallyHidden>{t('inbox.selectColumn')}</VisuallyHidden>
            </TableCell>
            <TableCell padding="checkbox">
              <VisuallyHidden>{t('inbox.filters.Starred')}</VisuallyHidden>
            </TableCell>
            {partyHeading !== undefined && (
              <TableCell sx={{ width: { md: '22%' }, display: WIDE_ONLY }}>{partyHeading}</TableCell>
            )}
            <TableCell>{t('inbox.subject')}</TableCell>
            <TableCell sx={{ width: { md: 170 }, display: WIDE_ONLY }}>{t('inbox.date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const subject = subjectOf(row);
            const weight = row.read ? 400 : 700;
            return (
              <TableRow
                key={row.id}
                hover
                selected={selected.has(row.id)}
                data-testid="inbox-row"
                data-read={row.read}
                sx={{ '& td': { fontWeight: weight, verticalAlign: 'top' } }}
              >
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(row.id)}
                    onChange={(event) => props.onSelect(row.id, event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('inbox.select', { subject }) } }}
                  />
                </TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    size="small"
                    aria-label={t('inbox.star', { subject })}
                    aria-pressed={row.starred}
                    onClick={() => props.onStar(row)}
                    sx={{ color: row.starred ? 'warning.dark' : 'action.active' }}
                  >
                    {row.starred ? <StarIcon /> : <StarBorderIcon />}
                  </IconButton>
                </TableCell>
                {partyHeading !== undefined && (
                  <TableCell
                    sx={{ overflowWrap: 'break-word', display: WIDE_ONLY }}
                    data-testid="inbox-party"
                  >
                    {row.party}
                  </TableCell>
                )}
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {/* On a phone the sender (or recipients) and the date sit above the subject (the columns
                      are not displayed there, so each is read once). */}
                  <Box
                    component="span"
                    data-testid="inbox-phone-line"
                    sx={{ display: { xs: 'flex', sm: 'none' }, justifyContent: 'space-between', gap: 1 }}
                  >
                    <span>{row.party}</span>
                    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {row.date}
                    </Typography>
                  </Box>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => props.onOpen(row)}
                    aria-label={t('inbox.open', { subject })}
                    sx={{ fontWeight: weight, textAlign: 'left', verticalAlign: 'baseline' }}
                  >
                    {subject}
                  </Link>
                  {!row.read && <VisuallyHidden>{` (${t('inbox.unread')})`}</VisuallyHidden>}
                  {row.preview && (
                    <Box component="span" sx={{ display: 'block' }}>
                      <Typography
                        component="span"
                        variant="body2"
                        data-testid="inbox-preview"
                        sx={{ color: 'text.secondary', fontWeight: 400 }}
                      >
                        {row.preview}
                      </Typography>
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: { md: 'nowrap' }, display: WIDE_ONLY }}>{row.date}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
