import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CALENDAR_LEGEND } from '@registry/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The calendar's legend for everyone but trainers (spec 3 §4): Registered, Pending Approval, Waitlist and
 * Past, each with its colour. The colour is never the only sign: each event's name says its status too.
 */
export function CalendarLegend() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('trainingCalendar.legend')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        data-testid="calendar-legend"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}
      >
        {CALENDAR_LEGEND.map((entry) => (
          <Box component="li" key={entry.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden
              data-color={entry.color}
              sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: entry.color, flexShrink: 0 }}
            />
            <Typography component="span">{entry.label}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
