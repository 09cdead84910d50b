import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TSessionDetails } from '@registry/contracts';
import { formatPhone } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnResources } from '../../i18n/en';
import { telHref } from '../../lib/phone';
import { choiceTextOf, searchChoicesQuery } from './api/search-choices';
import { formatWallRange, formatWallTime, timeZoneName } from './wall-time';

type Field = [label: string, value: ReactNode];

/** A section of the details: its heading and its fields as a description list (empty ones left out). */
function Section({ title, fields, testId }: { title: string; fields: Field[]; testId: string }) {
  const shown = fields.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <Box component="section" data-testid={testId} sx={{ mb: 3 }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.75 },
          m: 0,
        }}
      >
        {shown.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Phone({ phone, ext }: { phone: string | null; ext: string | null }) {
  const { t } = useTranslation();
  if (!phone) return null;
  const shown = formatPhone(phone);
  return (
    <Link href={telHref(phone)}>
      {ext ? t('trainingCalendar.details.phoneWithExt', { phone: shown, ext }) : shown}
    </Link>
  );
}

/**
 * The training details (spec 3 §2): general information (course, session, description, dates in the
 * session's time zone, hours, delivery method, region, the classification lists), contact and session
 * information (location, address, registration window, seats and waitlist, the viewer's status).
 */
export function TrainingDetails({ details }: { details: TSessionDetails }) {
  const { t } = useTranslation();
  const d = (key: keyof EnResources['trainingCalendar']['details']) => t(`trainingCalendar.details.${key}`);
  const zone = timeZoneName(details.timeZone);
  const choices = useQuery(searchChoicesQuery());
  const textOf = choiceTextOf(choices.data);
  const list = (code: string, values: readonly string[]) =>
    values.length > 0 ? values.map((value) => textOf(code, value)).join('\n') : null;
  return (
    <>
      <Section
        title={d('general')}
        testId="details-general"
        fields={[
          [d('course'), details.courseName],
          [d('sessionName'), details.sectionName],
          [d('description'), details.description],
          // The course's own description, unless the session repeats it.
          [
            d('courseDescription'),
            details.courseDescription === details.description ? null : details.courseDescription,
          ],
          [d('dates'), formatWallRange(details.trainingStartDate, details.trainingEndDate)],
          [d('timeZone'), zone],
          [d('hours'), details.hours],
          [d('deliveryMethod'), details.deliveryMethod && textOf('delivery-methods', details.deliveryMethod)],
          [d('region'), details.regionName],
          [d('trainer'), details.trainerName],
          [d('coreKnowledgeArea'), list('core-knowledge-areas', details.coreKnowledgeArea)],
          [d('targetAgeGroup'), list('age-groups', details.targetAgeGroup)],
          [d('dhrMinimumStandard'), list('dhr-standards', details.dhrMinimumStandard)],
          [d('cdaArea'), list('cda-areas', details.cdaArea)],
          [d('ccdfArea'), list('ccdf-areas', details.ccdfArea)],
        ]}
      />
      <Section
        title={d('contact')}
        testId="details-contact"
        fields={[
          [d('name'), details.contactName],
          [
            d('phone'),
            details.contactPhone ? (
              <Phone phone={details.contactPhone} ext={details.contactPhoneExt} />
            ) : null,
          ],
          [
            d('email'),
            details.contactEmail ? (
              <Link href={`mailto:${details.contactEmail}`}>{details.contactEmail}</Link>
            ) : null,
          ],
        ]}
      />
      <Section
        title={d('session')}
        testId="details-session"
        fields={[
          [d('location'), details.locationName],
          [d('address'), details.locationAddress],
          [
            d('locationPhone'),
            details.locationPhone ? (
              <Phone phone={details.locationPhone} ext={details.locationPhoneExt} />
            ) : null,
          ],
          [
            d('registrationOpens'),
            details.regStartDate ? `${formatWallTime(details.regStartDate)} (${zone})` : null,
          ],
          [
            d('registrationDeadline'),
            details.regDeadlineDate ? `${formatWallTime(details.regDeadlineDate)} (${zone})` : null,
          ],
          [
            d('seatsLeft'),
            t('trainingCalendar.details.seatsOf', {
              left: Math.max(0, details.seatsLeft),
              capacity: details.capacity,
            }),
          ],
          [
            d('waitlistLeft'),
            details.waitlistCapacity > 0
              ? t('trainingCalendar.details.seatsOf', {
                  left: Math.max(0, details.waitlistPlacesLeft),
                  capacity: details.waitlistCapacity,
                })
              : d('none'),
          ],
          [d('status'), details.enrollmentStatus],
          [d('waitlistPosition'), details.waitlistPosition],
          [d('sessionInformation'), details.sessionInformation],
          [d('otherInformation'), details.otherInformation],
        ]}
      />
    </>
  );
}
