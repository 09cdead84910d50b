import {
  API_PATHS,
  ZCalendarEvents,
  ZCalendarQuery,
  ZCancelRegistration,
  ZCancelRegistrationResult,
  ZRegionCheckQuery,
  ZRegionOverride,
  ZRegister,
  ZRegistrationAnswer,
  ZRegistrationOrganizations,
  ZRequestRegistration,
  ZSectionByIdQuery,
  ZSessionDetails,
  ZTrainingSearchChoices,
  ZTrainingSearchQuery,
  ZTrainingSearchResult,
  ZUpcomingTrainings,
  ZUserOrganizationsQuery,
  ZWaitlist,
} from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-types.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { Db } from '../../db/database.js';
import type { CatalogueService } from './catalogue.service.js';
import { trainingSearchChoices } from './search-choices.repository.js';
import type { TrainingRegistrationService } from './registration.service.js';

/** Finding trainings and registering (spec 3 §7 "Training", "Enrollment"; issue 23). */
export function registerEnrollmentRoutes(
  app: App,
  db: Db,
  catalogue: CatalogueService,
  registration: TrainingRegistrationService,
): void {
  const calendar = [app.authenticate, requireClaims(CLAIMS.calendar)];
  const trainer = [app.authenticate, requireClaims(CLAIMS.manageTraining)];
  const tags = ['training'];

  app.get(
    API_PATHS.trainingSearchChoices,
    {
      preHandler: calendar,
      schema: {
        tags,
        summary: "Search Training's lists (spec 3 §9): each list's choices, code and text, in order",
        response: { 200: ZTrainingSearchChoices, ...failures(401, 403) },
      },
    },
    () => trainingSearchChoices(db),
  );
  app.get(
    API_PATHS.trainingSearch,
    {
      preHandler: calendar,
      schema: {
        tags,
        summary: 'Search Training: the open sessions matching the eight filters, soonest first',
        querystring: ZTrainingSearchQuery,
        response: { 200: ZTrainingSearchResult, ...failures(400, 401, 403) },
      },
    },
    (request) => catalogue.search(authOf(request), request.query),
  );
  app.get(
    API_PATHS.sectionById,
    {
      preHandler: calendar,
      schema: {
        tags,
        summary: "A session's details, with Register as the viewer is offered it",
        querystring: ZSectionByIdQuery,
        response: { 200: ZSessionDetails, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => catalogue.details(authOf(request), request.query.id),
  );
  app.get(
    API_PATHS.calendarEvents,
    {
      preHandler: calendar,
      schema: {
        tags,
        summary: "The professional's calendar: their enrollments and their region's open sessions in a range",
        querystring: ZCalendarQuery,
        response: { 200: ZCalendarEvents, ...failures(400, 401, 403) },
      },
    },
    (request) => catalogue.calendar(authOf(request), request.query),
  );
  app.get(
    API_PATHS.trainerCalendarEvents,
    {
      preHandler: trainer,
      schema: {
        tags,
        summary: "The trainer's calendar: their own sessions in a range",
        querystring: ZCalendarQuery,
        response: { 200: ZCalendarEvents, ...failures(400, 401, 403) },
      },
    },
    (request) => catalogue.trainerCalendar(authOf(request), request.query),
  );
  app.get(
    API_PATHS.upcomingTrainings,
    {
      preHandler: calendar,
      schema: {
        tags,
        summary: "Upcoming Trainings: the professional's enrollments, the trainer's sessions, not yet over",
        response: { 200: ZUpcomingTrainings, ...failures(401, 403) },
      },
    },
    (request) => catalogue.upcoming(authOf(request)),
  );
  app.get(
    API_PATHS.ownOrganizations,
    {
      preHandler: calendar,
      schema: {
        tags,
        summary: 'The organizations the viewer works at now (to register from)',
        response: { 200: ZRegistrationOrganizations, ...failures(401, 403) },
      },
    },
    (request) => catalogue.ownOrganizations(authOf(request)),
  );
  app.get(
    API_PATHS.userOrganizations,
    {
      preHandler: calendar,
      schema: {
        tags,
        summary: "A professional's organizations (one's own, or for the trainer enrolling them)",
        querystring: ZUserOrganizationsQuery,
        response: { 200: ZRegistrationOrganizations, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => catalogue.userOrganizations(authOf(request), request.query.userId),
  );
  app.get(
    API_PATHS.regionCheck,
    {
      preHandler: calendar,
      schema: {
        tags,
        summary: "Whether the person's organization lies in the session's region",
        querystring: ZRegionCheckQuery,
        response: { 200: z.boolean(), ...failures(400, 401, 403, 404) },
      },
    },
    (request) => catalogue.regionCheck(authOf(request), request.query),
  );
  const registrationCall = (
    path: string,
    summary: string,
    body: z.ZodType,
    handler: (auth: ReturnType<typeof authOf>, body: never) => Promise<unknown>,
    response: z.ZodType = ZRegistrationAnswer,
  ) =>
    app.post(
      path,
      {
        preHandler: calendar,
        schema: { tags, summary, body, response: { 200: response, ...failures(400, 401, 403, 404, 409) } },
      },
      (request) => handler(authOf(request), request.body as never),
    );
  registrationCall(
    API_PATHS.register,
    'Register for a session: 1 registered, 2 already, 3 full, 4 waitlist offered',
    ZRegister,
    (auth, body) => registration.register(auth, body),
  );
  registrationCall(
    API_PATHS.waitlist,
    'Join the waitlist: the position, -2 already, -3 full',
    ZWaitlist,
    (auth, body) => registration.waitlist(auth, body),
  );
  registrationCall(
    API_PATHS.requestRegistration,
    "Ask the trainer's approval to register from outside the session's region",
    ZRequestRegistration,
    (auth, body) => registration.requestRegistration(auth, body),
  );
  registrationCall(
    API_PATHS.regionOverride,
    'Approve or decline an out-of-region request (comment required): above 0 success, -2 already, -3 full',
    ZRegionOverride,
    (auth, body) => registration.regionOverride(auth, body),
  );
  registrationCall(
    API_PATHS.cancelRegistration,
    'Cancel a registration (one own, or the trainer one or several): the freed seat goes to the waitlist',
    ZCancelRegistration,
    (auth, body) => registration.cancel(auth, body),
    ZCancelRegistrationResult,
  );
}
