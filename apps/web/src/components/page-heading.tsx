import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A dashboard page's title (its one h1) and, under it, the route's instruction text: the same size and
 * spacing on every page that has them.
 */
export function PageHeading({ title, instruction }: { title: ReactNode; instruction?: ReactNode }) {
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: instruction ? 1 : 3 }}
      >
        {title}
      </Typography>
      {instruction && <Typography sx={{ color: 'text.secondary', mb: 3 }}>{instruction}</Typography>}
    </>
  );
}
