import { sql, type Kysely } from 'kysely';

/**
 * Uploaded files (spec 3 §3 "Uploaded file", §7 "Files"). A file set holds the files of one form field
 * of one person's record: whose (owner_user_id), which entity type and which field. A file row holds the
 * cleaned name, the type detected from the bytes, the size and the key of the bytes in the file storage
 * (DATA_DIR/files); the key is generated, never the user's name for the file.
 *
 * Deleting is hard: the row goes, the bytes go after the commit, and the audit row keeps what was there.
 * People are not deleted while they own files (restrict): their bytes would stay behind in the storage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_sets')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('entity_type_id', 'integer', (c) => c.notNull().check(sql`entity_type_id > 0`))
    .addColumn('form_element_id', 'integer', (c) => c.notNull().check(sql`form_element_id > 0`))
    .addColumn('created_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('file_sets_owner_idx').on('file_sets').column('owner_user_id').execute();

  await db.schema
    .createTable('uploaded_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('file_set_id', 'uuid', (c) => c.notNull().references('file_sets.id').onDelete('restrict'))
    .addColumn('file_name', 'text', (c) => c.notNull().check(sql`char_length(file_name) between 1 and 255`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().check(sql`size_bytes > 0`))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('uploaded_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One name per set, whatever the case: two names differing in case would overwrite each other when
  // downloaded to a case-insensitive disk. The service checks first, for the spec's message; this
  // index settles two uploads racing.
  await sql`create unique index uploaded_files_set_name_key on uploaded_files (file_set_id, lower(file_name))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploaded_files').execute();
  await db.schema.dropTable('file_sets').execute();
}
