import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { RecordCards } from './record-cards';
import { useCardLayout } from './use-card-layout';

/**
 * A long text kept as written (its line breaks), wrapping anywhere rather than widening the list; nothing
 * for no text, so that a card leaves the field out.
 */
export function preWrap(text: string | null | undefined): ReactNode {
  return text ? (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Box>
  ) : null;
}

/** A column of a list: its header and a row's cell. */
export interface ListColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface ListTableProps<Row> {
  /** The list's name (the table's accessible name). */
  label: string;
  /** The first column names the row: the row's header cell in the table, the card's title. */
  columns: readonly [ListColumn<Row>, ...ListColumn<Row>[]];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The row's action buttons, each named by its action and the row, under `actionsHeader`; a list
   * without them (a history) has no actions column. */
  actions?: { header: string; cell: (row: Row) => ReactNode };
  busy: boolean;
  /** Each row's (and card's) test id. */
  rowTestId: string;
}

/**
 * A list that is not a grid of the server's (a screen's own call answers it), laid out by the grid engine
 * as the grids are: a table on a wide screen; below the grids' breakpoint a card per row, the first
 * column its title, the others label: value, the actions at its foot. Long values wrap at their words
 * (and a token longer than its line breaks), never a letter a line.
 */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const cards = useCardLayout();
  const { columns, rows } = props;
  const [first, ...rest] = columns;
  if (cards)
    return (
      <RecordCards
        label={props.label}
        showLabel={false}
        busy={props.busy}
        firstPosition={1}
        setSize={rows.length}
        empty={null}
        cardTestId={props.rowTestId}
        cards={rows.map((row) => ({
          key: String(props.rowKey(row)),
          title: first.cell(row),
          fields: rest.map((column) => ({ id: column.id, label: column.header, value: column.cell(row) })),
          ...(props.actions ? { actions: props.actions.cell(row) } : {}),
        }))}
      />
    );
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={props.label}
        aria-busy={props.busy}
        sx={{ '& td, & th': { overflowWrap: 'break-word' } }}
      >
        <TableHead>
          <TableRow>
            {[
              ...columns.map((column) => column.header),
              ...(props.actions ? [props.actions.header] : []),
            ].map((header) => (
              <TableCell key={header} component="th" scope="col" sx={{ fontWeight: 700 }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={props.rowKey(row)} data-testid={props.rowTestId}>
              <TableCell component="th" scope="row">
                {first.cell(row)}
              </TableCell>
              {rest.map((column) => (
                <TableCell key={column.id}>{column.cell(row)}</TableCell>
              ))}
              {props.actions && <TableCell>{props.actions.cell(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
