import { sql, type Kysely } from 'kysely';

/**
 * The form engine's searches (spec 3 §5 "Autocomplete and cross-reference", DESIGN §2 "text search"):
 * - registry_search_text(text): the search normalisation of packages/domain (normalizeSearchText's
 *   replacements: curly quotes straight, dashes hyphens, bullets and odd spaces blanks), so a name
 *   pasted from a word processor is found by what a user types. Written out here rather than imported,
 *   so this migration means the same thing forever; a test holds it equal to the domain's list.
 * - GIN indexes over to_tsvector('simple', registry_search_text(...)) of the organizations' and the
 *   people's names: word-prefix queries ('mag:* & cit:*') are answered from the index.
 * - a partial index of the people holding a role above 100, which the reach of a person search reads;
 * - organizations.county_fips: the organization's county in the counties table (the free-text county
 *   stays as entered), for the agency-by-county search and the cross-reference peer filter. Nullable:
 *   the migration cannot know which state a free-text county name is in (Montgomery is in AL and TN);
 *   the demo seed fills it from the tenant's state, an import from its source.
 */
const QUOTES = '\u2018\u2019\u201A\u201B\u2032\u0060\u00B4';
const DOUBLE_QUOTES = '\u201C\u201D\u201E\u201F\u2033';
const DASHES = '\u2010\u2011\u2012\u2013\u2014\u2015\u2212';
const BULLETS = '\u2022\u2023\u2043\u2219\u25AA\u25CF\u25E6\u00B7';
const SPACES = '\u00A0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000';

const FROM = QUOTES + DOUBLE_QUOTES + DASHES + BULLETS + SPACES;
const TO =
  "'".repeat(QUOTES.length) +
  '"'.repeat(DOUBLE_QUOTES.length) +
  '-'.repeat(DASHES.length) +
  ' '.repeat(BULLETS.length + SPACES.length);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function registry_search_text(value text) returns text
      language sql immutable strict parallel safe
      return translate(value, ${sql.lit(FROM)}, ${sql.lit(TO)})`.execute(db);

  await sql`alter table organizations add column county_fips char(5) references counties (fips)`.execute(db);
  await sql`create index organizations_county_fips_idx on organizations (county_fips)`.execute(db);
  await sql`
    create index organizations_name_search_idx on organizations
      using gin (to_tsvector('simple', registry_search_text(name)))`.execute(db);
  await sql`
    create index users_name_search_idx on users
      using gin (to_tsvector('simple', registry_search_text(first_name || ' ' || last_name)))`.execute(db);
  // The holders of roles above 100, few beside the professionals: a person search within a manager's or
  // an administrator's reach leaves them out by this (bench/form-search.ts).
  await sql`create index user_general_roles_elevated_idx on user_general_roles (user_id) where role_name <> '100'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index user_general_roles_elevated_idx`.execute(db);
  await sql`drop index users_name_search_idx`.execute(db);
  await sql`drop index organizations_name_search_idx`.execute(db);
  await sql`alter table organizations drop column county_fips`.execute(db);
  await sql`drop function registry_search_text(text)`.execute(db);
}
