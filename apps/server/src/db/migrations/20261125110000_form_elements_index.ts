import { sql, type Kysely } from 'kysely';

/**
 * Finding an element of any form by its id (element ids are unique across forms): an upload names only
 * its form element, and the server looks the element up among the latest versions in form_definitions
 * (modules/files/file-elements.ts). A GIN index over the elements answers containment
 * (`definition -> 'elements' @> '[{"id": ...}]'`) without reading every definition.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index form_definitions_elements_idx on form_definitions
    using gin ((definition -> 'elements') jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index form_definitions_elements_idx`.execute(db);
}
