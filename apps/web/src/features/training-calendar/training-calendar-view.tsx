import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { TCalendarEvent } from '@registry/contracts';
import { CALENDAR, CALENDAR_LEGEND } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden';
import { failureText } from '../../lib/api';
import { readableTextOn } from '../../lib/color';
import { calendarEventsQuery } from './api/calendar-events';
import { CalendarLegend } from './calendar-legend';
import { useBelowBreakpoint } from '../../lib/use-below-breakpoint';
import { floatingTime, formatWallRange } from './wall-time';
import { NO_TRAININGS_THIS_MONTH } from './calendar-texts';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicTheme];
/** Times to the minute (spec 3 §9): '9:00 AM', never '9a'. */
const TIME_FORMAT = { hour: 'numeric', minute: '2-digit', meridiem: 'short' } as const;
const WIDE_TOOLBAR = {
  start: 'prev,next today',
  center: 'title',
  end: 'dayGridMonth,timeGridWeek,timeGridDay',
};
const PHONE_TOOLBAR = { start: 'prev,next', center: 'title', end: 'today' };
const LEGEND_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  CALENDAR_LEGEND.map((entry) => [entry.key, entry.label]),
);

export interface TrainingCalendarViewProps {
  /** A trainer (250): their own sessions (trainercalendarevents), no legend. */
  trainer: boolean;
  /** An event was chosen (a click, or Enter on it): its session's details. */
  onOpen: (sessionId: number) => void;
}

/**
 * View Calendar (spec 3 §2, §9): FullCalendar, a month by default with week and day, Today, previous and
 * next, 600 px high, events 22 px high, times to the minute; the events of the days shown, from the
 * server with their colours; for everyone but trainers the legend. On a phone (below 600 px) the month as
 * a list. Every event is a button (Tab reaches it, Enter opens it) named by its training, its times and
 * its status, so that the colour is never the only sign. Times are each session's own wall time.
 */
export function TrainingCalendarView({ trainer, onOpen }: TrainingCalendarViewProps) {
  const { t } = useTranslation();
  // Phone-wide (below sm, 600 px): a list, a month's grid of seven columns being unreadable there.
  const phone = useBelowBreakpoint('sm');
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const events = useQuery({
    ...calendarEventsQuery(trainer, range?.start ?? '', range?.end ?? ''),
    enabled: range !== null,
  });

  const eventLabel = (event: TCalendarEvent) => {
    const status = trainer ? undefined : LEGEND_LABELS[event.legend];
    return t('trainingCalendar.eventLabel', {
      name: event.name,
      dates: event.timed ? formatWallRange(event.start, event.end) : event.start.slice(0, 10),
      status: status ? t('trainingCalendar.eventStatus', { status }) : '',
    });
  };

  const input = useMemo(
    () =>
      (events.data ?? []).map((event: TCalendarEvent) => ({
        id: String(event.id),
        title: event.name,
        start: floatingTime(event.start) ?? event.start,
        end: floatingTime(event.end) ?? event.end,
        allDay: !event.timed,
        color: event.color,
        contrastColor: readableTextOn(event.color),
        extendedProps: { event },
      })),
    [events.data],
  );

  return (
    <Box>
      {!trainer && <CalendarLegend />}
      {events.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failureText(events.error, t('toast.network'))}
        </Alert>
      )}
      <Box sx={{ height: 4, mb: 1 }}>
        {events.isFetching && <LinearProgress aria-label={t('trainingCalendar.loading')} />}
      </Box>
      <Box
        data-testid="training-calendar"
        aria-busy={events.isFetching}
        sx={(theme) => ({
          '--fc-classic-primary': theme.palette.primary.main,
          '--fc-classic-button': theme.palette.primary.main,
          '--fc-classic-button-border': theme.palette.primary.main,
          '--fc-classic-button-strong': theme.palette.primary.dark,
          '--fc-classic-button-strong-border': theme.palette.primary.dark,
          '--fc-classic-button-foreground': theme.palette.primary.contrastText,
          // The other months' day numbers: readable (4.5:1 on white), not the theme's faint grey.
          '--fc-classic-faint-foreground': theme.palette.text.secondary,
          fontFamily: theme.typography.fontFamily,
          '& [role="button"]:focus-visible': {
            outline: `3px solid ${theme.palette.text.primary}`,
            outlineOffset: 1,
          },
        })}
      >
        <FullCalendar
          // The views differ (a list on a phone): a turned phone starts the calendar again in its view.
          key={phone ? 'phone' : 'wide'}
          plugins={PLUGINS}
          initialView={phone ? 'listMonth' : CALENDAR.defaultView}
          headerToolbar={phone ? PHONE_TOOLBAR : WIDE_TOOLBAR}
          height={CALENDAR.height}
          // The sessions' times are their own wall times: placed as written, in no zone of the browser's.
          timeZone="UTC"
          eventTimeFormat={TIME_FORMAT}
          slotHeaderFormat={TIME_FORMAT}
          eventMinHeight={CALENDAR.eventHeight}
          dayMaxEvents
          // Every event a bar of its colour (the legend's), timed ones too: not a dot beside the text.
          eventDisplay="block"
          // The phone's list of a month without a training says where the others are (not a dead end).
          noEventsText={NO_TRAININGS_THIS_MONTH}
          events={input}
          datesSet={(info) => {
            const next = { start: info.startStr.slice(0, 10), end: info.endStr.slice(0, 10) };
            setRange((current) =>
              current?.start === next.start && current.end === next.end ? current : next,
            );
          }}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            onOpen(Number(info.event.id));
          }}
          eventContent={(info) => {
            const event = info.event.extendedProps.event as TCalendarEvent | undefined;
            return (
              <Box
                component="span"
                title={event ? eventLabel(event) : undefined}
                sx={{
                  display: 'block',
                  minHeight: CALENDAR.eventHeight,
                  lineHeight: `${CALENDAR.eventHeight}px`,
                  // A month's cell cuts a long name short; the phone's list has room to wrap it.
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: phone ? 'normal' : 'nowrap',
                  px: 0.5,
                }}
              >
                {/* What the event is, in words (its name as a button): the colour is never the only sign. */}
                {event && <VisuallyHidden>{eventLabel(event)}</VisuallyHidden>}
                <span aria-hidden={event ? true : undefined}>
                  {info.timeText && <b>{info.timeText} </b>}
                  {info.event.title}
                </span>
              </Box>
            );
          }}
        />
      </Box>
    </Box>
  );
}
