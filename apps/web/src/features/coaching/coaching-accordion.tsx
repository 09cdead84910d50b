import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One accordion of the coaching pages (spec 3 §2: Requests and Coaches; Search Users and Pending Requests). */
export function CoachingAccordion({
  id,
  title,
  expanded,
  onChange,
  children,
}: {
  id: string;
  title: string;
  expanded: boolean;
  onChange: (expanded: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => onChange(next)}
      disableGutters
      // The summary's heading is an h2 under the page's h1 (MUI wraps it in an h3 by default).
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-panel`}>
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-panel`} sx={{ px: { xs: 1, sm: 2 } }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}
