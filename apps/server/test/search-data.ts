import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';

/**
 * Organizations and people at a state's scale (spec: some 6,000 organizations, 150,000 people) with names
 * distributed as real ones are: common first and last names (so 'smith' or 'mar' match many rows, as
 * they would), organization names made of the words child-care centres use. Made in SQL (seconds, not
 * minutes) for the search plans' test and the search benchmark. Deterministic. The name lists (most
 * common first) also make the people of the state-scale data set (bench/scale).
 */
export const FIRST_NAMES =
  `Mary James Patricia John Jennifer Robert Linda Michael Elizabeth William Barbara David Susan Richard
Jessica Joseph Sarah Thomas Karen Charles Lisa Christopher Nancy Daniel Betty Matthew Margaret Anthony Sandra Mark
Ashley Donald Kimberly Steven Emily Paul Donna Andrew Michelle Joshua Carol Kenneth Amanda Kevin Dorothy Brian
Melissa George Deborah Timothy Stephanie Ronald Rebecca Edward Sharon Jason Laura Jeffrey Cynthia Ryan Kathleen Jacob
Amy Gary Angela Nicholas Shirley Eric Anna Jonathan Brenda Stephen Pamela Larry Emma Justin Nicole Scott Helen
Brandon Samantha Benjamin Katherine Samuel Christine Gregory Debra Alexander Rachel Frank Carolyn Patrick Janet
Raymond Catherine Jack Maria Dennis Heather Jerry Diane Tyler Ruth Aaron Julie Jose Olivia Adam Joyce Nathan Virginia
Henry Victoria Douglas Kelly Zachary Lauren Peter Christina Kyle Joan Ethan Evelyn Walter Judith Noah Megan Jeremy
Andrea Christian Cheryl Keisha Tamika LaToya Shaniqua DeShawn Jamal Maria-Elena Mary-Kate`.split(/\s+/);

export const LAST_NAMES =
  `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez
Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis
Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell
Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales
Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson
Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross
Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez
Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant
Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald
Woods Washington Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter
Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose
Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver Ryan Gardner
Payne Grant Dunn O'Neil O’Brien McAllister Saint-Pierre`.split(/\s+/);

export const ORGANIZATION_WORDS = {
  first:
    `Little Bright Sunshine Rainbow Kiddie Happy Tiny Creative Growing Magic First Golden Busy Precious Wonder
Kid's Noah's Grace Hope Faith Tender Loving Sunny Shining Blessed`.split(/\s+/),
  second:
    `Blessings Stars Steps Minds Hearts Angels Explorers Learners Sprouts Cubs Beginnings Treasures Lambs
Footprints Acorns Seeds Wonders Bees`.split(/\s+/),
  third: [
    'Child Development Center',
    'Learning Academy',
    'Preschool',
    'Day Care',
    'Child Care Center',
    'Early Learning Center',
    'Head Start',
    'Montessori School',
    'Child Care Resource Agency',
  ],
};

/** The first names above that are men's (most of the early-childhood workforce are women). */
export const MALE_FIRST_NAMES: ReadonlySet<string> = new Set(
  `James John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel Matthew Anthony
Mark Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan Jacob
Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Frank Patrick
Raymond Jack Dennis Jerry Tyler Aaron Jose Adam Nathan Henry Douglas Zachary Peter Kyle Ethan Walter Noah Jeremy
Christian DeShawn Jamal`.split(/\s+/),
);

const literalArray = (values: string[]) => sql`${sql.val(values)}::text[]`;

/** Inserts `organizations` organizations in the counties of the state `stateFips` and `people` people. */
export async function fillSearchTables(
  db: Db,
  { organizations, people, stateFips = '01' }: { organizations: number; people: number; stateFips?: string },
): Promise<void> {
  const { first, second, third } = ORGANIZATION_WORDS;
  const combinations = first.length * second.length * third.length;
  // Each name at most once per county (the organizations' unique key): combination g mod n in county
  // (g div n) steps of 13 away, distinct while organizations / combinations < 67 / 13.
  await sql`
    with words as (select ${literalArray(first)} a, ${literalArray(second)} b, ${literalArray(third)} c),
    counties as (select array_agg(fips order by fips) fips, array_agg(name order by fips) names
                 from counties where state_fips = ${stateFips}),
    rows as (
      select g, g % ${combinations} combination, g / ${combinations} round from generate_series(0, ${organizations - 1}) g)
    insert into organizations (name, county, county_fips, kind, region)
    select a[1 + combination % cardinality(a)] || ' ' || b[1 + (combination / cardinality(a)) % cardinality(b)] || ' '
             || c[1 + combination / (cardinality(a) * cardinality(b))],
           names[1 + (combination + round * 13) % cardinality(fips)],
           fips[1 + (combination + round * 13) % cardinality(fips)],
           case when c[1 + combination / (cardinality(a) * cardinality(b))] like '%Agency' then 'agency' else 'facility' end,
           'Region ' || (1 + g % 9)
    from rows, words, counties`.execute(db);
  await sql`
    with names as (select ${literalArray(FIRST_NAMES)} f, ${literalArray(LAST_NAMES)} l),
    made as (
      insert into users (user_name, email, first_name, last_name, registry_id, is_confirmed)
      select 'person' || g || '@bench.example', 'person' || g || '@bench.example',
             f[1 + (g * 31) % cardinality(f)], l[1 + (g * 17 + g / cardinality(f)) % cardinality(l)],
             'BENCH' || lpad(g::text, 7, '0'), true
      from generate_series(1, ${people}) g, names
      returning id)
    insert into user_general_roles (user_id, role_name)
    select id, case when id % 100 = 0 then '350' when id % 250 = 0 then '250' else '100' end from made`.execute(
    db,
  );
  await sql`analyze organizations`.execute(db);
  await sql`analyze users`.execute(db);
  await sql`analyze user_general_roles`.execute(db);
}
