import type { Migration } from 'kysely';
import * as m20261121130000 from './20261121130000_configuration.js';
import * as m20261121140000 from './20261121140000_accounts.js';
import * as m20261123100000 from './20261123100000_account_core.js';
import * as m20261123150000 from './20261123150000_counties.js';
import * as m20261123180000 from './20261123180000_uploaded_files.js';
import * as m20261123190000 from './20261123190000_forms.js';
import * as m20261124100000 from './20261124100000_form_samples.js';
import * as m20261125100000 from './20261125100000_form_searches.js';
import * as m20261125110000 from './20261125110000_form_elements_index.js';
import * as m20261126100000 from './20261126100000_profile_records.js';
import * as m20261127100000 from './20261127100000_grid_indexes.js';
import * as m20261128100000 from './20261128100000_training_name_vocabulary.js';
import * as m20261129100000 from './20261129100000_messages.js';
import * as m20261129110000 from './20261129110000_jobs_and_hub.js';
import * as m20261130100000 from './20261130100000_alerts.js';
import * as m20261205100000 from './20261205100000_session_end_notices.js';
import * as m20261205110000 from './20261205110000_rate_windows.js';
import * as m20261210100000 from './20261210100000_verification_work.js';
import * as m20261212100000 from './20261212100000_users_grids.js';
import * as m20261213100000 from './20261213100000_queue_and_agency_search.js';
import * as m20261214100000 from './20261214100000_people_search_vector.js';
import * as m20261215100000 from './20261215100000_queue_covering_indexes.js';
import * as m20261216100000 from './20261216100000_training_catalogue.js';
import * as m20261217100000 from './20261217100000_training_search.js';
import * as m20261218100000 from './20261218100000_attendance_certificates.js';
import * as m20261218110000 from './20261218110000_dhr_reports.js';
import * as m20261218120000 from './20261218120000_signing_keys.js';
import * as m20261227100000 from './20261227100000_coaching.js';
import * as m20261227120000 from './20261227120000_career_lattice.js';
import * as m20261227130500 from './20261227130500_coaching_rows.js';
import * as m20261228100000 from './20261228100000_resumes.js';
import * as m20261230200000 from './20261230200000_workforce_aggregates.js';
import * as m20261230100000 from './20261230100000_report_runs.js';
import * as m20261227110000 from './20261227110000_pdp.js';

/**
 * Every migration, by name (timestamp first, so names sort in the order they run). A static list rather
 * than a folder scan, so the bundled server (tsup) carries them. Never edit a migration that has landed:
 * add a new one.
 */
export const migrations: Record<string, Migration> = {
  '20261121130000_configuration': m20261121130000,
  '20261121140000_accounts': m20261121140000,
  '20261123100000_account_core': m20261123100000,
  '20261123150000_counties': m20261123150000,
  '20261123180000_uploaded_files': m20261123180000,
  '20261123190000_forms': m20261123190000,
  '20261124100000_form_samples': m20261124100000,
  '20261125100000_form_searches': m20261125100000,
  '20261125110000_form_elements_index': m20261125110000,
  '20261126100000_profile_records': m20261126100000,
  '20261127100000_grid_indexes': m20261127100000,
  '20261128100000_training_name_vocabulary': m20261128100000,
  '20261129100000_messages': m20261129100000,
  '20261129110000_jobs_and_hub': m20261129110000,
  '20261130100000_alerts': m20261130100000,
  '20261205100000_session_end_notices': m20261205100000,
  '20261205110000_rate_windows': m20261205110000,
  '20261210100000_verification_work': m20261210100000,
  '20261212100000_users_grids': m20261212100000,
  '20261213100000_queue_and_agency_search': m20261213100000,
  '20261214100000_people_search_vector': m20261214100000,
  '20261215100000_queue_covering_indexes': m20261215100000,
  '20261216100000_training_catalogue': m20261216100000,
  '20261217100000_training_search': m20261217100000,
  '20261218100000_attendance_certificates': m20261218100000,
  '20261218110000_dhr_reports': m20261218110000,
  '20261218120000_signing_keys': m20261218120000,
  '20261227100000_coaching': m20261227100000,
  '20261227120000_career_lattice': m20261227120000,
  '20261227130500_coaching_rows': m20261227130500,
  '20261227110000_pdp': m20261227110000,
  '20261228100000_resumes': m20261228100000,
  '20261230200000_workforce_aggregates': m20261230200000,
  '20261230100000_report_runs': m20261230100000,
};
