import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The head of an open message or notification: term and value pairs (From, To, Date) as a list. */
export function MessageDetails({ items }: { items: { term: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mb: 2,
        '& dt': { fontWeight: 700 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {items.map((item) => (
        <Box key={item.term} sx={{ display: 'contents' }}>
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
