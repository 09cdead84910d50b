import type { TCalendarEvent, TSessionDetails, TSessionSummary } from '@registry/contracts';

/** A session as Search and Upcoming list it (tests). */
export function sessionSummary(overrides: Partial<TSessionSummary> = {}): TSessionSummary {
  return {
    id: 41,
    courseId: 8,
    courseName: 'Safe Sleep',
    sectionName: 'Spring Session',
    trainingStartDate: '2030-05-12 09:00:00',
    trainingEndDate: '2030-05-12 11:30:00',
    timeZone: 'America/Chicago',
    region: 'birmingham',
    regionName: 'Birmingham',
    locationName: 'Central Library',
    deliveryMethod: 'Classroom',
    seatsLeft: 12,
    waitlistPlacesLeft: 10,
    enrollmentStatus: null,
    waitlistPosition: null,
    ...overrides,
  };
}

/** A session as the details modal reads it, Register offered (tests). */
export function sessionDetails(overrides: Partial<TSessionDetails> = {}): TSessionDetails {
  return {
    ...sessionSummary(),
    description: 'How to put infants to sleep safely.',
    courseDescription: null,
    regStartDate: '2030-04-01 08:00:00',
    regDeadlineDate: '2030-05-10 17:00:00',
    locationPhone: '2055550100',
    locationPhoneExt: null,
    locationAddress: '1 Main St, Birmingham, AL',
    contactName: 'Dana Fox',
    contactPhone: '2055550199',
    contactPhoneExt: '12',
    contactEmail: 'dana.fox@example.org',
    coreKnowledgeArea: ['Health, Safety and Nutrition'],
    targetAgeGroup: ['Infants (birth to 12 months)'],
    dhrMinimumStandard: [],
    cdaArea: [],
    ccdfArea: ['Safe sleep practices'],
    hours: '2.50',
    otherInformation: null,
    sessionInformation: 'Bring a photo ID.',
    capacity: 20,
    waitlistCapacity: 10,
    recordIsLocked: false,
    trainerName: 'Terry Trainer',
    register: { disabled: false, title: null, warning: null },
    mayCancel: false,
    inRegion: true,
    ...overrides,
  };
}

/** A calendar event of the session above (tests). */
export function calendarEvent(overrides: Partial<TCalendarEvent> = {}): TCalendarEvent {
  return {
    id: 41,
    name: 'Safe Sleep: Spring Session',
    description: 'How to put infants to sleep safely.',
    start: '2030-05-12T09:00:00-05:00',
    end: '2030-05-12T11:30:00-05:00',
    timed: true,
    status: 1,
    legend: 'registered',
    color: '#2e7d32',
    ...overrides,
  };
}
