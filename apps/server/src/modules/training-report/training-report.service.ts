import type { TTrainingReportQuery, TTrainingReportResponse } from '@registry/contracts';
import { API_ERRORS, dateInZone, personRecordsAccess, trainingReportFileName } from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { notFound } from '../../platform/errors.js';
import { loadRecordsTarget, recordsViewer } from '../../platform/person-records.js';
import type { AuthContext } from '../../platform/sessions.js';
import type { PdfRenderer } from '../../platform/pdf/index.js';
import type { TrainingReportPdfJob } from './training-report-pdf.js';
import { employingOrganization, findPerson, trainingRecordsOf } from './training-report.repository.js';

export type TrainingReportService = ReturnType<typeof createTrainingReportService>;

/** Hours added up exactly (numeric text, at most 2 decimals kept as the records have them). */
function totalOf(hours: readonly string[]): string {
  const hundredths = hours.reduce((sum, value) => sum + Math.round(Number(value) * 100), 0);
  return (hundredths / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/**
 * The training report of Search Users (spec 2 §2, §7, §9; tn only, elsewhere 404): a person's training
 * records as a PDF named for the organization and the person. Only for a person whose records the viewer
 * may see (personRecordsAccess) and who is employed at the organization; anything else is 404, as for a
 * person who does not exist.
 */
export function createTrainingReportService(deps: AppDeps & { pdfs: PdfRenderer<TrainingReportPdfJob> }) {
  const { db, tenant, clock, pdfs } = deps;
  return {
    async report(auth: AuthContext, query: TTrainingReportQuery): Promise<TTrainingReportResponse> {
      if (!tenant.features.trainingReport) throw notFound();
      const person = await findPerson(db, query.username);
      if (!person) throw notFound(API_ERRORS.userNotFound);
      const target = await loadRecordsTarget(db, person.id);
      if (!target || personRecordsAccess(recordsViewer(auth), target) === 'none')
        throw notFound(API_ERRORS.userNotFound);
      const now = clock.now();
      const organizationName = await employingOrganization(
        db,
        person.id,
        query.organizationId,
        dateInZone(now, tenant.timeZone),
      );
      if (organizationName === undefined) throw notFound(API_ERRORS.userNotFound);
      const trainings = await trainingRecordsOf(db, person.id);
      const bytes = await pdfs.render({
        kind: 'trainingReport',
        report: {
          tenant: { productName: tenant.productName, theme: tenant.theme },
          fullName: `${person.firstName} ${person.lastName}`,
          organizationName,
          reportTime: new Intl.DateTimeFormat('en-US', {
            timeZone: tenant.timeZone,
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(now),
          trainings,
          totalHours: totalOf(trainings.map((training) => training.hours)),
        },
      });
      return {
        file: bytes.toString('base64'),
        fileName: trainingReportFileName(organizationName, person.firstName, person.lastName),
      };
    },
  };
}
