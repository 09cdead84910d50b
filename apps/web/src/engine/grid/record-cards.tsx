import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode, type Ref } from 'react';

/** A value with nothing to show (a component that renders nothing is left to the style: an empty dd). */
const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

/** One row as a card: its name, what goes beside the name, its label: value pairs and its actions. */
export interface RecordCard {
  key: string;
  /** The row's name (the text of its first column): the card's title, which labels the card. */
  title: ReactNode;
  /** Before the title: the row's selection checkbox. */
  lead?: ReactNode;
  /** After the title: the row's state ('Disabled'). */
  badge?: ReactNode;
  /** The other shown columns, label: value, in the columns' order; a pair without a value is left out. */
  fields: readonly { id: string; label: ReactNode; value: ReactNode }[];
  /** The row's actions, as buttons at the card's foot. */
  actions?: ReactNode;
  selected?: boolean;
  /** A disabled row: its text greyed, as in the table. */
  muted?: boolean;
}

export interface RecordCardsProps {
  ref?: Ref<HTMLElement>;
  /** The list's name (the grid's title). */
  label: string;
  /** The name is shown above the list (else it is the list's accessible name only). */
  showLabel: boolean;
  cards: readonly RecordCard[];
  /** Between the name and the list: the selection of the whole page. */
  header?: ReactNode;
  busy: boolean;
  /** The position of the first card among all matching rows (1-based). */
  firstPosition: number;
  /** How many rows match (null: unknown, past the summary's cap). */
  setSize: number | null;
  /** Said instead of the list when there are no rows ('No Data'). */
  empty: string | null;
  /** Each card's test id. */
  cardTestId: string;
}

/**
 * The rows of a grid on a narrow screen: a list (its name the grid's) of cards, each an article labelled
 * by its title, with the row's columns as label: value pairs (a description list; a pair with nothing to
 * say is left out) and the row's actions at its foot. Each item says its place among all matching rows
 * (aria-posinset, aria-setsize), as the table's rows do with aria-rowindex. Long values wrap at their
 * words, and a token longer than the line (an address) breaks too.
 */
export function RecordCards(props: RecordCardsProps) {
  const labelId = useId();
  const cardId = useId();
  const { cards } = props;
  return (
    <Box>
      {props.showLabel && (
        <Typography id={labelId} component="p" sx={{ fontWeight: 700, mb: 1 }}>
          {props.label}
        </Typography>
      )}
      {props.header}
      {props.empty !== null ? (
        <Typography ref={props.ref} tabIndex={-1} sx={{ py: 1, '&:focus': { outline: 'none' } }}>
          {props.empty}
        </Typography>
      ) : (
        <Box
          component="ul"
          // A list styled without bullets keeps its role in every browser only when it is said.
          role="list"
          ref={props.ref}
          tabIndex={-1}
          {...(props.showLabel ? { 'aria-labelledby': labelId } : { 'aria-label': props.label })}
          aria-busy={props.busy}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            // Two cards side by side from 600 px (a tablet held upright), one below.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            '&:focus': { outline: 'none' },
          }}
        >
          {cards.map((card, index) => {
            const titleId = `${cardId}-${index}`;
            const fields = card.fields.filter((field) => !isEmpty(field.value));
            return (
              <Box
                component="li"
                key={card.key}
                aria-posinset={props.firstPosition + index}
                aria-setsize={props.setSize ?? -1}
                data-testid={props.cardTestId}
                sx={{ minWidth: 0 }}
              >
                <Paper
                  component="article"
                  variant="outlined"
                  aria-labelledby={titleId}
                  sx={{
                    p: 2,
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 1,
                    ...(card.selected ? { borderColor: 'primary.main', bgcolor: 'action.selected' } : {}),
                    ...(card.muted ? { color: 'text.secondary' } : {}),
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    {card.lead}
                    <Typography
                      id={titleId}
                      component="p"
                      sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'break-word' }}
                    >
                      {card.title}
                    </Typography>
                    {card.badge}
                  </Box>
                  {fields.length > 0 && (
                    <Box
                      component="dl"
                      sx={{
                        m: 0,
                        display: 'grid',
                        // Labels in up to two fifths of the card, the values in the rest; each may wrap.
                        gridTemplateColumns: 'minmax(5.5rem, 40%) minmax(0, 1fr)',
                        columnGap: 1.5,
                        rowGap: 0.75,
                        typography: 'body2',
                        overflowWrap: 'break-word',
                        '& > div': { display: 'contents' },
                        // A screen's own column with nothing to show for this row.
                        '& > div:has(> dd:empty)': { display: 'none' },
                        '& dt': { fontWeight: 700, color: 'text.secondary' },
                        '& dd': { m: 0, minWidth: 0 },
                      }}
                    >
                      {fields.map((field) => (
                        <div key={field.id}>
                          <dt>{field.label}</dt>
                          <dd>{field.value}</dd>
                        </div>
                      ))}
                    </Box>
                  )}
                  {card.actions && <Box sx={{ mt: 'auto', pt: 0.5 }}>{card.actions}</Box>}
                </Paper>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
