import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import {
  EntityType,
  FormId,
  TRAINING_TEXTS,
  formOf,
  tenantCounties,
  wallTimeIn,
  type Tenant,
} from '@registry/domain';
import { createUserWithRole, sql, type TestUser } from '../../support/accounts.js';
import { expect, test } from '../../support/fixtures.js';
import { fillDateTime } from '../../support/form-fields.js';
import { tabTo } from '../../support/keyboard.js';
import { signIn } from '../../support/sign-in.js';

/**
 * Training registration in the browser (issue 23; spec 3 §2, §4, §5, §8): a trainer (250) publishes a
 * training and schedules a session on their screens; professionals (100) find it by search and on the
 * calendar, register, ask approval from out of region (which the trainer grants on Manage Sessions, told
 * live), take the waitlist of a full session and move into the seat a cancellation frees. al divides its
 * state into training regions (packages/domain/src/training/regions.ts); jh has none. Every test makes its
 * own trainer, professionals, organizations and sessions (SQL as an operator would, where the screens are
 * not the subject), under names of its own.
 */

const suffixOf = () => Math.random().toString(36).slice(2, 8);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A day `inDays` from today in the tenant's time zone ('YYYY-MM-DD'), where its sessions are held. */
const dayIn = (tenant: Tenant, inDays: number) =>
  wallTimeIn(new Date(Date.now() + inDays * 86_400_000), tenant.timeZone).slice(0, 10);

/** An organization of the registry in `county` (al), under a name of its own. */
async function organizationIn(serverName: string, tenant: Tenant, county: string, name: string) {
  const fips = tenantCounties(tenant).find((entry) => entry.name === county)?.fips;
  if (!fips) throw new Error(`${county} is not a county of ${tenant.code}`);
  const [row] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO organizations (name, county, kind, county_fips) VALUES ($1, $2, 'facility', $3) RETURNING id`,
    [name, county, fips],
  );
  return { id: Number(row!.id), name };
}

/** A professional (100) working now at the organization given (none: no current employment). */
async function professional(
  request: APIRequestContext,
  serverName: string,
  lastName: string,
  organization: { id: number; name: string } | null,
): Promise<TestUser> {
  const person = await createUserWithRole(request, serverName, '100', {
    prefix: 'training-100',
    lastName,
  });
  if (organization)
    await sql(
      serverName,
      `INSERT INTO employment_records (user_id, organization_id, employer_name, start_date, is_registry_organization,
                                       form_id, form_version, position_title)
       VALUES ($1, $2, $3, date '2022-08-15', true, $4, 1, 'Lead Teacher')`,
      [person.userId, organization.id, organization.name, formOf(EntityType.Experience)],
    );
  return person;
}

const trainerNamed = (request: APIRequestContext, serverName: string, lastName: string) =>
  createUserWithRole(request, serverName, '250', { prefix: 'training-250', lastName });

/** A trainer, and a professional working now at an organization of their own in `county`. */
const trainerAndProfessionalIn = (
  request: APIRequestContext,
  serverName: string,
  tenant: Tenant,
  names: { trainer: string; county: string; organization: string; professional: string },
) =>
  Promise.all([
    trainerNamed(request, serverName, names.trainer),
    organizationIn(serverName, tenant, names.county, names.organization).then((organization) =>
      professional(request, serverName, names.professional, organization),
    ),
  ]);

interface SessionSetup {
  course: string;
  session: string;
  day: string;
  region: string | null;
  capacity: number;
  waitlistCapacity: number;
}

/** A course of the trainer and one session of it, as the session form saves them (10:00 to 12:00 local). */
async function courseWithSession(
  serverName: string,
  tenant: Tenant,
  trainerId: number,
  setup: SessionSetup,
): Promise<number> {
  const [course] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO courses (user_id, form_id, form_version, course_name, hours) VALUES ($1, $2, 1, $3, 2)
     RETURNING id`,
    [trainerId, FormId.Course, setup.course],
  );
  const [session] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO course_sections (course_id, user_id, form_id, form_version, section_name, training_start,
                                  training_end, time_zone, region, location_name, delivery_method, hours,
                                  capacity, waitlist_capacity)
     VALUES ($1, $2, $3, 1, $4, $5::timestamp, $6::timestamp, $7, $8, 'Training Room 2', 'classroom', 2, $9, $10)
     RETURNING id`,
    [
      course!.id,
      trainerId,
      FormId.CourseSection,
      setup.session,
      `${setup.day} 10:00`,
      `${setup.day} 12:00`,
      tenant.timeZone,
      setup.region,
      setup.capacity,
      setup.waitlistCapacity,
    ],
  );
  return Number(session!.id);
}

/** A registration made as the register call makes it: the enrollment, its history, the seat taken. */
async function registered(serverName: string, sessionId: number, userId: number): Promise<void> {
  const [row] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO enrollments (course_section_id, user_id, form_id, form_version, status, enrolled_by)
     VALUES ($1, $2, $3, 1, 'Registered', $2) RETURNING id`,
    [sessionId, userId, FormId.Enrollment],
  );
  await sql(
    serverName,
    `INSERT INTO enrollment_actions (enrollment_id, actor_user_id, action) VALUES ($1, $2, 'Registered')`,
    [row!.id, userId],
  );
  await sql(
    serverName,
    `UPDATE course_sections SET registered_count = registered_count + 1, has_had_enrollments = true
     WHERE id = $1`,
    [sessionId],
  );
}

/** A page in a browser of its own, signed in as `account`, at `to`. */
async function signInElsewhere(browser: Browser, baseURL: string, account: TestUser, to: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account, { to });
  return page;
}

/**
 * View Calendar at the month of `day` (the calendar opens at today's month, in UTC: its times are wall
 * times placed as written).
 */
async function calendarAt(page: Page, day: string): Promise<Locator> {
  const calendar = page.getByTestId('training-calendar');
  await expect(calendar.getByRole('button', { name: 'Next month' })).toBeVisible();
  if (day.slice(0, 7) !== new Date().toISOString().slice(0, 7))
    await calendar.getByRole('button', { name: 'Next month' }).click();
  return calendar;
}

/** The calendar event of a session: a button named by its training, its times and (not for trainers) status. */
const calendarEvent = (calendar: Locator, title: string, status: string) =>
  calendar.getByRole('button', { name: new RegExp(`^${escape(title)}, .*, ${escape(status)}$`) });

/**
 * Search Training by the training's name; the result's View Details opens its details. `checkA11y`: the
 * search's results are checked with axe.
 */
async function searchAndOpen(
  page: Page,
  name: string,
  title: string,
  checkA11y?: (page: Page) => Promise<void>,
): Promise<Locator> {
  await page.getByRole('tab', { name: 'Search Training' }).click();
  const search = page.getByRole('search', { name: 'Search Training' });
  await search.getByRole('textbox', { name: 'Training Name' }).fill(name);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 training found.' })).toBeVisible();
  const results = page.getByRole('table', { name: 'Search results' });
  if (checkA11y) await checkA11y(page);
  await results.getByRole('button', { name: `View details of ${title}` }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByTestId('details-general')).toContainText(title.split(': ')[1]!);
  return details;
}

/** Answers an app dialog (alert, confirm, prompt) titled `title` that says `text`, with OK. */
async function answerOk(page: Page, title: string, text: string | RegExp, comment?: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(text);
  if (comment !== undefined) await dialog.getByRole('textbox').fill(comment);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** The person is told at once, through the hub: the bell's count and the toast of the notification. */
async function toldLive(page: Page, unread: number, subject: string) {
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(nav.getByRole('link', { name: `Notifications, ${unread} unread` })).toBeVisible();
  const toast = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: subject });
  await expect(toast).toContainText('New Notification');
}

test.describe('training registration in al (issue 23)', () => {
  test.skip(
    ({ tenant }) => tenant.code !== 'al',
    'al: trainers and training regions (jh: below; tn has no trainers)',
  );

  test('a trainer publishes a training and schedules a session on their screens; a professional finds it by search, registers, and sees it Registered in Upcoming and on the calendar, by the keyboard too', async ({
    page,
    browser,
    baseURL,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    const suffix = suffixOf();
    const course = `Outdoor Play ${suffix}`;
    const session = `Mobile morning ${suffix}`;
    const title = `${course}: ${session}`;
    const day = dayIn(tenant, 2);
    const [trainer, pro] = await trainerAndProfessionalIn(request, serverName, tenant, {
      trainer: `Trainer${suffix}`,
      county: 'Mobile',
      organization: `Bay Kids ${suffix}`,
      professional: `Learner${suffix}`,
    });

    // The trainer: Add New on Manage Training, the course form (23).
    await signIn(page, trainer, { to: '/dashboard/manage-training' });
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Training' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New' }).click();
    const courseForm = page.getByRole('dialog', { name: 'Add Training' });
    await courseForm.getByRole('textbox', { name: /^Course Name/ }).fill(course);
    await courseForm.getByRole('textbox', { name: /^Hours/ }).fill('2');
    await courseForm.getByRole('textbox', { name: /^Description/ }).fill('Risky play, safely.');
    await courseForm.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(courseForm).toBeHidden();
    const courseRow = page.getByRole('row').filter({ hasText: course });
    await expect(courseRow.getByRole('cell', { name: '0', exact: true })).toBeVisible();
    await checkA11y();

    // Manage Schedule, Add Session: the session form (22), its seats' default taken down to 12.
    await courseRow.getByRole('button', { name: /^More actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Manage Schedule', exact: true }).click();
    const schedule = page.getByRole('dialog', { name: `Schedule: ${course}` });
    await schedule.getByRole('button', { name: 'Add Session' }).click();
    const sessionForm = page.getByRole('dialog', { name: `Add Session: ${course}` });
    await sessionForm.getByRole('textbox', { name: /^Session Name/ }).fill(session);
    await fillDateTime(sessionForm, /^Training Start/, `${day}T10:00`);
    await fillDateTime(sessionForm, /^Training End/, `${day}T12:00`);
    await sessionForm.getByRole('combobox', { name: /^Region/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Mobile', exact: true }).click();
    const seats = sessionForm.getByRole('textbox', { name: /^Seat Capacity/ });
    await expect(seats).toHaveValue('20');
    await seats.fill('12');
    await sessionForm.getByRole('textbox', { name: /^Location Name/ }).fill('Mobile Public Library');
    await sessionForm.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(sessionForm).toBeHidden();
    await expect(schedule.getByRole('row').filter({ hasText: session })).toContainText('0 / 12');
    await schedule.getByRole('button', { name: 'Close' }).first().click();
    await expect(schedule).toBeHidden();
    await expect(courseRow.getByRole('cell', { name: '1', exact: true })).toBeVisible();

    // The professional (Mobile County: the Mobile region), in a browser of their own: the calendar shows
    // the new session, not yet theirs; Search Training by its name; its details; Register.
    const proPage = await signInElsewhere(browser, baseURL!, pro, '/dashboard/calendar');
    await expect(proPage.getByRole('heading', { level: 1, name: 'Training Calendar' })).toBeVisible();
    const calendar = await calendarAt(proPage, day);
    await expect(calendar.getByRole('button', { name: new RegExp(`^${escape(title)}, `) })).toBeVisible();
    await checkA11y(proPage);
    const details = await searchAndOpen(proPage, course, title, checkA11y);
    await expect(details.getByTestId('details-session')).toContainText('Mobile Public Library');
    await expect(details.getByTestId('details-session')).toContainText('12 of 12');
    await checkA11y(proPage);
    await details.getByRole('button', { name: 'Register', exact: true }).click();
    await answerOk(
      proPage,
      TRAINING_TEXTS.registeredTitle,
      TRAINING_TEXTS.registered(`${pro.firstName} ${pro.lastName}`, course, session),
    );
    await expect(details.getByTestId('details-session')).toContainText('Registered');
    await expect(details.getByTestId('details-session')).toContainText('11 of 12');
    await expect(details.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
    await expect(details.getByTestId('register-title')).toHaveText('Already Registered');
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();

    // Upcoming Trainings: Registered.
    await proPage.getByRole('tab', { name: 'Upcoming Trainings' }).click();
    const upcoming = proPage.getByRole('table', { name: 'Your upcoming trainings' });
    await expect(upcoming.getByRole('row').filter({ hasText: session })).toContainText('Registered');

    // View Calendar: the event's name says Registered; Tab reaches it, Enter opens its details, Escape
    // closes them and gives the focus back to it.
    await proPage.getByRole('tab', { name: 'View Calendar' }).click();
    const event = calendarEvent(await calendarAt(proPage, day), title, 'Registered');
    await expect(event).toBeVisible();
    await tabTo(proPage, event);
    await proPage.keyboard.press('Enter');
    const again = proPage.getByRole('dialog', { name: title });
    await expect(again.getByTestId('details-session')).toContainText('Registered');
    await proPage.keyboard.press('Escape');
    await expect(again).toBeHidden();
    await expect(event).toBeFocused();
    await proPage.context().close();
  });

  test('out of region, a professional asks approval; the trainer approves it with a comment on Manage Sessions; the professional is told live and is Registered', async ({
    page,
    browser,
    baseURL,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    const suffix = suffixOf();
    const course = `Early Literacy ${suffix}`;
    const session = `Huntsville evening ${suffix}`;
    const title = `${course}: ${session}`;
    const day = dayIn(tenant, 3);
    const [trainer, pro] = await trainerAndProfessionalIn(request, serverName, tenant, {
      trainer: `Approver${suffix}`,
      county: 'Jefferson',
      organization: `Magic Kids ${suffix}`,
      professional: `Faraway${suffix}`,
    });
    // Made through the trainer's screens in the test above; here as the session form saves it.
    const sessionId = await courseWithSession(serverName, tenant, trainer.userId, {
      course,
      session,
      day,
      region: 'huntsville',
      capacity: 10,
      waitlistCapacity: 5,
    });
    const name = `${pro.firstName} ${pro.lastName}`;
    const comment = `Approved: bring your own lunch ${suffix}.`;

    // The professional (Jefferson County: the Birmingham region) registers: a request, with a comment.
    const proPage = await signInElsewhere(browser, baseURL!, pro, '/dashboard/calendar');
    const details = await searchAndOpen(proPage, session, title);
    await details.getByRole('button', { name: 'Register', exact: true }).click();
    await answerOk(
      proPage,
      'Out of Region Registration',
      TRAINING_TEXTS.outOfRegion,
      'I work near Huntsville.',
    );
    await answerOk(proPage, 'Registration Request', TRAINING_TEXTS.requestSent);
    await expect(details.getByTestId('details-session')).toContainText('Pending Approval');
    await expect(details.getByRole('button', { name: 'Cancel Registration' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).first().click();
    await proPage.getByRole('tab', { name: 'View Calendar' }).click();
    const calendar = await calendarAt(proPage, day);
    await expect(calendarEvent(calendar, title, 'Pending Approval')).toBeVisible();
    const nav = proPage.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();

    // The trainer: Schedule Training lists the session; Manage Sessions shows the request.
    await signIn(page, trainer, { to: '/dashboard/schedule-training' });
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule Training' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: session })).toContainText('0 / 10');
    await checkA11y();
    await page.goto('/dashboard/manage-attendance');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Sessions' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Session' })).toContainText(title);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Pending Approval');
    await checkA11y();

    // Review Out of Region Enrollment Request: a comment is required; approved with one.
    await row.getByRole('button', { name: /^More actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Review Out of Region Enrollment Request' }).click();
    const review = page.getByRole('dialog', { name: 'Review Out of Region Enrollment Request' });
    await expect(review).toContainText(`${name} asks to register for ${title}`);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toContainText(TRAINING_TEXTS.commentRequired);
    await review.getByRole('textbox', { name: /^Comment/ }).fill(comment);
    await checkA11y();
    await review.getByRole('button', { name: 'Approve' }).click();
    await answerOk(page, 'Registration Review', TRAINING_TEXTS.reviewApproved(name, course, session));
    await expect(review).toBeHidden();
    await expect(row).toContainText('Registered');
    await expect(row).not.toContainText('Pending Approval');

    // The professional is told at once, through the hub, with the trainer's comment in the notification;
    // the event is Registered.
    await toldLive(proPage, 1, `Your registration request for ${title} was approved`);
    // The screen as they see it at that moment: the toast over the calendar, whose event says Pending
    // Approval until the calendar loads again.
    await checkA11y(proPage);
    await proPage.reload();
    await expect(calendarEvent(await calendarAt(proPage, day), title, 'Registered')).toBeVisible();
    await proPage.goto('/dashboard/notifications');
    await proPage
      .getByRole('table', { name: 'Notifications in Inbox' })
      .getByRole('button', { name: `Open Your registration request for ${title} was approved` })
      .click();
    await expect(
      proPage.getByRole('dialog', { name: `Your registration request for ${title} was approved` }),
    ).toContainText(comment);
    expect(
      await sql(serverName, 'SELECT status FROM enrollments WHERE course_section_id = $1 AND user_id = $2', [
        sessionId,
        pro.userId,
      ]),
    ).toEqual([{ status: 'Registered' }]);
    await proPage.context().close();
  });

  test('a full session offers its waitlist; the registered person cancels and the first waitlisted person moves into the seat, told live', async ({
    page,
    browser,
    baseURL,
    request,
    serverName,
    tenant,
  }) => {
    const suffix = suffixOf();
    const course = `Infant Care ${suffix}`;
    const session = `Full house ${suffix}`;
    const title = `${course}: ${session}`;
    const day = dayIn(tenant, 4);
    const organization = await organizationIn(serverName, tenant, 'Houston', `Wiregrass Kids ${suffix}`);
    const [trainer, first, second] = await Promise.all([
      trainerNamed(request, serverName, `Seats${suffix}`),
      professional(request, serverName, `Seated${suffix}`, organization),
      professional(request, serverName, `Waiting${suffix}`, organization),
    ]);
    const sessionId = await courseWithSession(serverName, tenant, trainer.userId, {
      course,
      session,
      day,
      region: 'dothan',
      capacity: 1,
      waitlistCapacity: 5,
    });
    await registered(serverName, sessionId, first.userId);

    // The second person: full, the waitlist offered and taken: position 1.
    await signIn(page, second, { to: '/dashboard/calendar' });
    const details = await searchAndOpen(page, session, title);
    await expect(details.getByTestId('details-session')).toContainText('0 of 1');
    await details.getByRole('button', { name: 'Register', exact: true }).click();
    const offer = page.getByRole('dialog', { name: 'Registration Full' });
    await expect(offer).toContainText(TRAINING_TEXTS.waitlistOffer(course, session));
    await offer.getByRole('button', { name: 'Yes' }).click();
    await answerOk(page, 'Waitlist', TRAINING_TEXTS.waitlisted(1));
    await expect(details.getByTestId('details-session')).toContainText('Waitlisted');
    await details.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('tab', { name: 'Upcoming Trainings' }).click();
    const upcomingRow = page
      .getByRole('table', { name: 'Your upcoming trainings' })
      .getByRole('row')
      .filter({ hasText: session });
    await expect(upcomingRow).toContainText('Waitlisted');
    await expect(upcomingRow.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    await toldLive(page, 1, `You are on the waitlist for ${title}`);

    // The registered person cancels, from the event on their calendar: warned, then unregistered.
    const firstPage = await signInElsewhere(browser, baseURL!, first, '/dashboard/calendar');
    await calendarEvent(await calendarAt(firstPage, day), title, 'Registered').click();
    const own = firstPage.getByRole('dialog', { name: title });
    await own.getByRole('button', { name: 'Cancel Registration' }).click();
    await answerOk(firstPage, 'Cancel Registration', TRAINING_TEXTS.cancelWarning);
    await answerOk(firstPage, 'Registration Canceled', TRAINING_TEXTS.unregistered);
    await expect(own.getByTestId('details-session')).toContainText('Unregistered');
    await expect(own.getByRole('button', { name: 'Cancel Registration' })).toHaveCount(0);
    await firstPage.context().close();

    // The waitlisted person is told at once and holds the seat.
    await toldLive(page, 2, `A seat opened: you are registered for ${title}`);
    await page.reload();
    await expect(upcomingRow).toContainText('Registered');
    await expect(upcomingRow).not.toContainText('Waitlisted');
  });
});

test.describe('training registration in jh (issue 23)', () => {
  test.skip(({ tenant }) => tenant.code !== 'jh', 'jh: trainers, no regions nor organizations');

  test('a professional with no organization finds a trainer’s session by search, registers and sees it Registered; the trainer’s calendar shows it without a status or Register', async ({
    page,
    request,
    serverName,
    tenant,
  }) => {
    const suffix = suffixOf();
    const course = `Family Engagement ${suffix}`;
    const session = `Online morning ${suffix}`;
    const title = `${course}: ${session}`;
    const day = dayIn(tenant, 2);
    const [trainer, pro] = await Promise.all([
      trainerNamed(request, serverName, `Trainer${suffix}`),
      professional(request, serverName, `Learner${suffix}`, null),
    ]);
    await courseWithSession(serverName, tenant, trainer.userId, {
      course,
      session,
      day,
      region: null,
      capacity: 5,
      waitlistCapacity: 0,
    });

    await signIn(page, pro, { to: '/dashboard/calendar' });
    const details = await searchAndOpen(page, session, title);
    await expect(details.getByTestId('details-general')).toContainText(`Trainer${suffix}`);
    await details.getByRole('button', { name: 'Register', exact: true }).click();
    await answerOk(
      page,
      TRAINING_TEXTS.registeredTitle,
      TRAINING_TEXTS.registered(`${pro.firstName} ${pro.lastName}`, course, session),
    );
    await details.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('tab', { name: 'View Calendar' }).click();
    await expect(calendarEvent(await calendarAt(page, day), title, 'Registered')).toBeVisible();
    await page.getByRole('tab', { name: 'Upcoming Trainings' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Your upcoming trainings' })
        .getByRole('row')
        .filter({ hasText: session }),
    ).toContainText('Registered');

    // The trainer's calendar: their session, named without a status, no legend; its details without Register.
    await signIn(page, trainer, { to: '/dashboard/calendar' });
    const own = (await calendarAt(page, day)).getByRole('button', {
      name: new RegExp(`^${escape(title)}, .* – 12:00 PM$`),
    });
    await expect(own).toBeVisible();
    await expect(page.getByTestId('calendar-legend')).toHaveCount(0);
    await own.click();
    const trainerDetails = page.getByRole('dialog', { name: title });
    await expect(trainerDetails.getByTestId('details-session')).toContainText('4 of 5');
    await expect(trainerDetails.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
  });
});
