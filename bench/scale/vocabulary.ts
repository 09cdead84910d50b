/**
 * The words of the state-scale data set besides people's names (apps/server/test/search-data.ts) and the
 * training titles (trainings-catalog.ts): sponsors, schools, credentials, jobs, streets, clubs. Per state
 * where a state's registry would show its own (Alabama 01, Tennessee 47), written for this data set:
 * institutions are real colleges and universities of the state, everything else is invented.
 */

export interface StateWords {
  postalCode: string;
  /** [first, last] ZIP codes of the state. */
  zipRange: readonly [number, number];
  areaCodes: readonly string[];
  /** Training sponsors besides the registry's agencies. */
  sponsors: readonly string[];
  /** Where a professional's sessions are sent from another system (sent_via_api). */
  apiSponsors: readonly string[];
  communityColleges: readonly string[];
  universities: readonly string[];
  /** [credential name, issuing organization, credential type key, years valid or 0] */
  stateCredentials: readonly (readonly [string, string, CredentialKey, number])[];
  memberships: readonly string[];
  /** The largest counties' towns, by county name (other counties: the county's name). */
  towns: Readonly<Record<string, readonly string[]>>;
  /**
   * Approximate 2020 Census populations (thousands) of the largest counties, by name: where people and
   * programmes are. Every other county weighs `otherCountyWeight`.
   */
  countyWeights: Readonly<Record<string, number>>;
  otherCountyWeight: number;
  /** The training regions' centre towns [name, longitude, latitude] (apps/web/scripts/make-tenant-maps.mjs). */
  regionTowns: readonly (readonly [string, number, number])[];
}

export type CredentialKey =
  | 'cda'
  | 'first-aid-cpr'
  | 'teaching-certificate'
  | 'director-credential'
  | 'infant-toddler'
  | 'montessori'
  | 'other';

export const STATE_WORDS: Readonly<Record<string, StateWords>> = {
  '01': {
    postalCode: 'AL',
    zipRange: [35004, 36925],
    areaCodes: ['205', '251', '256', '334', '659', '938'],
    sponsors: [
      'Alabama Department of Human Resources',
      'Alabama Partnership for Children',
      'Alabama Association for the Education of Young Children',
      'Alabama Cooperative Extension System',
      'Alabama Department of Early Childhood Education',
      'Alabama Head Start Association',
      'Alabama Early Intervention System',
      'Alabama Department of Public Health',
      'Child Care Resource Center',
      'Family Guidance Center of Alabama',
      'Auburn University Early Learning Center',
      'University of Alabama Child Development Resources',
      'American Red Cross',
      'American Heart Association',
      'Better Kid Care',
      'ChildCare Education Institute',
      'Alabama Family Child Care Association',
      'Alabama Infant Mental Health Association',
    ],
    apiSponsors: ['Alabama Pathways Online Learning', 'DHR Child Care Services Training Portal'],
    communityColleges: [
      'Bishop State Community College',
      'Calhoun Community College',
      'Central Alabama Community College',
      'Coastal Alabama Community College',
      'Enterprise State Community College',
      'Gadsden State Community College',
      'H. Councill Trenholm State Community College',
      'Jefferson State Community College',
      'Lawson State Community College',
      'Northeast Alabama Community College',
      'Northwest-Shoals Community College',
      'Shelton State Community College',
      'Snead State Community College',
      'Southern Union State Community College',
      'Wallace Community College',
      'Wallace State Community College',
    ],
    universities: [
      'Alabama A&M University',
      'Alabama State University',
      'Athens State University',
      'Auburn University',
      'Auburn University at Montgomery',
      'Jacksonville State University',
      'Samford University',
      'Troy University',
      'Tuskegee University',
      'The University of Alabama',
      'University of Alabama at Birmingham',
      'University of Alabama in Huntsville',
      'University of Montevallo',
      'University of North Alabama',
      'University of South Alabama',
      'University of West Alabama',
    ],
    stateCredentials: [
      [
        'Alabama Professional Educator Certificate - Early Childhood Education (P-3)',
        'Alabama State Department of Education',
        'teaching-certificate',
        5,
      ],
      [
        'Alabama Professional Educator Certificate - Elementary Education (K-6)',
        'Alabama State Department of Education',
        'teaching-certificate',
        5,
      ],
      [
        'Alabama Child Care Director Credential',
        'Alabama Department of Human Resources',
        'director-credential',
        5,
      ],
      [
        'Alabama Pre-K Auxiliary Teacher Credential',
        'Alabama Department of Early Childhood Education',
        'other',
        3,
      ],
    ],
    memberships: [
      'Alabama Association for the Education of Young Children',
      'Alabama Family Child Care Association',
      'Alabama Head Start Association',
      'Alabama Infant Mental Health Association',
    ],
    towns: {
      Jefferson: [
        'Birmingham',
        'Hoover',
        'Bessemer',
        'Homewood',
        'Vestavia Hills',
        'Trussville',
        'Fairfield',
      ],
      Mobile: ['Mobile', 'Prichard', 'Saraland', 'Semmes', 'Theodore'],
      Madison: ['Huntsville', 'Madison', 'Harvest', 'Meridianville'],
      Montgomery: ['Montgomery', 'Pike Road'],
      Baldwin: ['Daphne', 'Fairhope', 'Foley', 'Spanish Fort', 'Bay Minette', 'Gulf Shores'],
      Shelby: ['Alabaster', 'Pelham', 'Helena', 'Chelsea', 'Calera', 'Columbiana'],
      Tuscaloosa: ['Tuscaloosa', 'Northport', 'Cottondale'],
      Lee: ['Auburn', 'Opelika', 'Smiths Station'],
      Morgan: ['Decatur', 'Hartselle'],
      Calhoun: ['Anniston', 'Oxford', 'Jacksonville'],
      Houston: ['Dothan', 'Ashford'],
      Etowah: ['Gadsden', 'Rainbow City', 'Southside'],
      Limestone: ['Athens'],
      Marshall: ['Guntersville', 'Albertville', 'Boaz', 'Arab'],
      Lauderdale: ['Florence'],
      Elmore: ['Wetumpka', 'Millbrook', 'Tallassee'],
      'St. Clair': ['Pell City', 'Moody'],
      Talladega: ['Talladega', 'Sylacauga'],
      DeKalb: ['Fort Payne', 'Rainsville'],
      Autauga: ['Prattville'],
      Russell: ['Phenix City'],
      Colbert: ['Muscle Shoals', 'Tuscumbia', 'Sheffield'],
      Dallas: ['Selma'],
      Walker: ['Jasper'],
      Cullman: ['Cullman'],
      Dale: ['Ozark', 'Daleville'],
      Coffee: ['Enterprise'],
      Pike: ['Troy'],
    },
    countyWeights: {
      Jefferson: 674,
      Mobile: 414,
      Madison: 389,
      Montgomery: 229,
      Baldwin: 231,
      Shelby: 223,
      Tuscaloosa: 227,
      Lee: 174,
      Morgan: 123,
      Calhoun: 116,
      Houston: 107,
      Etowah: 103,
      Limestone: 103,
      Marshall: 97,
      Lauderdale: 93,
      'St. Clair': 91,
      Elmore: 87,
      Cullman: 87,
      Talladega: 82,
      DeKalb: 71,
    },
    otherCountyWeight: 30,
    regionTowns: [
      ['Huntsville', -86.59, 34.73],
      ['Fort Payne', -85.72, 34.44],
      ['Birmingham', -86.8, 33.52],
      ['Talladega', -86.1, 33.44],
      ['Tuscaloosa', -87.57, 33.21],
      ['Montgomery', -86.3, 32.37],
      ['Opelika', -85.38, 32.65],
      ['Dothan', -85.39, 31.22],
      ['Mobile', -88.04, 30.69],
    ],
  },
  '47': {
    postalCode: 'TN',
    zipRange: [37010, 38589],
    areaCodes: ['423', '615', '629', '731', '865', '901', '931'],
    sponsors: [
      'Tennessee Department of Human Services',
      'Tennessee Early Childhood Training Alliance',
      'Tennessee Association for the Education of Young Children',
      'Child Care Resource and Referral Network',
      'Tennessee Department of Education Office of Early Learning',
      'Tennessee Head Start Association',
      'Tennessee Early Intervention System',
      'Tennessee Department of Health',
      'Tennessee State University Center of Excellence for Learning Sciences',
      'University of Tennessee Extension',
      'Tennessee Family Child Care Alliance',
      'Association of Infant Mental Health in Tennessee',
      'American Red Cross',
      'American Heart Association',
      'Better Kid Care',
      'ChildCare Education Institute',
      'Tennessee Shared Services Network',
    ],
    apiSponsors: ['TrainTN', 'TECTA Online'],
    communityColleges: [
      'Chattanooga State Community College',
      'Cleveland State Community College',
      'Columbia State Community College',
      'Dyersburg State Community College',
      'Jackson State Community College',
      'Motlow State Community College',
      'Nashville State Community College',
      'Northeast State Community College',
      'Pellissippi State Community College',
      'Roane State Community College',
      'Southwest Tennessee Community College',
      'Volunteer State Community College',
      'Walters State Community College',
    ],
    universities: [
      'Austin Peay State University',
      'Belmont University',
      'East Tennessee State University',
      'Lipscomb University',
      'Middle Tennessee State University',
      'Tennessee State University',
      'Tennessee Technological University',
      'The University of Tennessee, Knoxville',
      'The University of Tennessee at Chattanooga',
      'The University of Tennessee at Martin',
      'University of Memphis',
      'Vanderbilt University',
      'Carson-Newman University',
      'Union University',
    ],
    stateCredentials: [
      [
        'Tennessee Practitioner Teacher License - Early Childhood Education (PreK-3)',
        'Tennessee Department of Education',
        'teaching-certificate',
        3,
      ],
      [
        'Tennessee Professional Teacher License - Early Childhood Education (PreK-3)',
        'Tennessee Department of Education',
        'teaching-certificate',
        6,
      ],
      [
        'Tennessee Early Childhood Program Administrator Credential',
        'Tennessee Early Childhood Training Alliance',
        'director-credential',
        5,
      ],
      ['TECTA Orientation Certificate', 'Tennessee Early Childhood Training Alliance', 'other', 0],
    ],
    memberships: [
      'Tennessee Association for the Education of Young Children',
      'Tennessee Family Child Care Alliance',
      'Tennessee Head Start Association',
      'Association of Infant Mental Health in Tennessee',
    ],
    towns: {
      Shelby: ['Memphis', 'Bartlett', 'Collierville', 'Germantown', 'Cordova', 'Millington'],
      Davidson: ['Nashville', 'Antioch', 'Hermitage', 'Madison', 'Goodlettsville'],
      Knox: ['Knoxville', 'Powell', 'Farragut'],
      Hamilton: ['Chattanooga', 'Hixson', 'Ooltewah', 'East Ridge'],
      Rutherford: ['Murfreesboro', 'Smyrna', 'La Vergne'],
      Williamson: ['Franklin', 'Brentwood', 'Spring Hill', 'Nolensville'],
      Montgomery: ['Clarksville'],
      Sumner: ['Gallatin', 'Hendersonville', 'Portland'],
      Sullivan: ['Kingsport', 'Bristol', 'Blountville'],
      Wilson: ['Lebanon', 'Mount Juliet'],
      Blount: ['Maryville', 'Alcoa'],
      Washington: ['Johnson City', 'Jonesborough'],
      Madison: ['Jackson'],
      Maury: ['Columbia'],
      Sevier: ['Sevierville', 'Pigeon Forge'],
      Bradley: ['Cleveland'],
      Putnam: ['Cookeville'],
      Robertson: ['Springfield'],
      Anderson: ['Oak Ridge', 'Clinton'],
      Greene: ['Greeneville'],
      Hamblen: ['Morristown'],
      Coffee: ['Tullahoma', 'Manchester'],
    },
    countyWeights: {
      Shelby: 929,
      Davidson: 715,
      Knox: 478,
      Hamilton: 366,
      Rutherford: 341,
      Williamson: 247,
      Montgomery: 220,
      Sumner: 196,
      Sullivan: 158,
      Wilson: 147,
      Blount: 135,
      Washington: 133,
      Maury: 100,
      Madison: 98,
      Sevier: 98,
      Bradley: 108,
      Putnam: 80,
      Robertson: 73,
      Anderson: 77,
      Greene: 70,
      Hamblen: 64,
    },
    otherCountyWeight: 28,
    regionTowns: [
      ['Memphis', -90.05, 35.15],
      ['Jackson', -88.81, 35.61],
      ['Clarksville', -87.36, 36.53],
      ['Nashville', -86.78, 36.16],
      ['Columbia', -87.04, 35.62],
      ['Murfreesboro', -86.39, 35.85],
      ['Cookeville', -85.5, 36.16],
      ['Chattanooga', -85.31, 35.05],
      ['Knoxville', -83.92, 35.96],
      ['Johnson City', -82.35, 36.31],
    ],
  },
};

/** Nearby states' schools, for the professionals who studied elsewhere. */
export const OUT_OF_STATE_SCHOOLS: readonly (readonly [string, string])[] = [
  ['Georgia State University', 'GA'],
  ['Columbus State University', 'GA'],
  ['University of Mississippi', 'MS'],
  ['Mississippi State University', 'MS'],
  ['Florida State University', 'FL'],
  ['Pensacola State College', 'FL'],
  ['University of Kentucky', 'KY'],
  ['Western Kentucky University', 'KY'],
  ['Arkansas State University', 'AR'],
  ['University of North Georgia', 'GA'],
  ['Southern New Hampshire University', 'NH'],
  ['Liberty University', 'VA'],
  ['Walden University', 'MN'],
];

export const FIELDS_OF_STUDY: readonly (readonly [string, number])[] = [
  ['Early Childhood Education', 40],
  ['Child Development', 15],
  ['Elementary Education', 10],
  ['Human Development and Family Studies', 6],
  ['Psychology', 5],
  ['Business Administration', 4],
  ['General Studies', 6],
  ['Special Education', 3],
  ['Social Work', 3],
  ['Family and Consumer Sciences', 2],
  ['Nursing', 2],
  ['Communication Studies', 1],
  ['Criminal Justice', 1],
  ['Liberal Arts', 2],
];

/** [name, issuing organization, credential type key, years valid or 0] outside any state. */
export const NATIONAL_CREDENTIALS: readonly (readonly [string, string, CredentialKey, number])[] = [
  ['Child Development Associate - Preschool', 'Council for Professional Recognition', 'cda', 3],
  ['Child Development Associate - Infant/Toddler', 'Council for Professional Recognition', 'cda', 3],
  ['Child Development Associate - Family Child Care', 'Council for Professional Recognition', 'cda', 3],
  ['Child Development Associate - Home Visitor', 'Council for Professional Recognition', 'cda', 3],
  ['Pediatric First Aid CPR AED', 'American Red Cross', 'first-aid-cpr', 2],
  ['Heartsaver Pediatric First Aid CPR AED', 'American Heart Association', 'first-aid-cpr', 2],
  ['Pediatric First Aid and CPR', 'National Safety Council', 'first-aid-cpr', 2],
  [
    'National Administrator Credential',
    'McCormick Center for Early Childhood Leadership',
    'director-credential',
    0,
  ],
  ['Certified Childcare Professional', 'National Early Childhood Program Accreditation', 'other', 3],
  ['Infant Toddler Specialist Certificate', 'ZERO TO THREE', 'infant-toddler', 0],
  ['Program for Infant/Toddler Care Certification', 'WestEd', 'infant-toddler', 0],
  ['Montessori Early Childhood Credential', 'American Montessori Society', 'montessori', 0],
  ['CLASS Pre-K Observer Certification', 'Teachstone', 'other', 1],
  ['Food Handler Certificate', 'ServSafe', 'other', 3],
];

/** [title, weight] for the jobs in child care, the director's apart. */
export const POSITIONS: readonly (readonly [string, number])[] = [
  ['Lead Teacher', 26],
  ['Assistant Teacher', 24],
  ['Teacher', 16],
  ['Infant Teacher', 7],
  ['Toddler Teacher', 6],
  ['Pre-K Lead Teacher', 5],
  ['Pre-K Auxiliary Teacher', 3],
  ['Floater', 4],
  ['School-Age Group Leader', 3],
  ['Cook', 2],
  ['Assistant Director', 2],
  ['Curriculum Coordinator', 1],
  ['Family Child Care Provider', 2],
  ['Administrative Assistant', 1],
  ['Bus Driver', 0.5],
];

export const STREET_NAMES =
  `Main Oak Pine Maple Cedar Elm Church Highland Park Lee Washington Jackson Jefferson Lincoln
Forest Lake Hill Spring Meadow Ridge Valley Magnolia Dogwood Pecan Cypress Willow Hickory Poplar Mill College
School Depot Railroad Cherry Peachtree Sunset River Creek Woodland Country Club Green Shady Cotton Lakeview
Fairview Franklin Madison Monroe Commerce Broad Market Bell Harris Martin Luther King Jr`
    .split(/\s+/)
    .filter((word) => !['Luther', 'King', 'Jr', 'Club'].includes(word))
    .concat(['Martin Luther King Jr', 'Country Club']);

export const STREET_KINDS = ['St', 'Ave', 'Rd', 'Dr', 'Ln', 'Ct', 'Blvd', 'Way', 'Pkwy', 'Cir', 'Hwy'];

export const COMMUNITY_SERVICE: readonly (readonly [string, string, string])[] = [
  ['United Way', 'Volunteer Reader', 'Read to children at the public library story hour.'],
  ['Habitat for Humanity', 'Build Volunteer', 'Helped build homes for families in the county.'],
  ['Local Food Bank', 'Volunteer', 'Sorted and packed food boxes for families.'],
  ['Parent-Teacher Association', 'Committee Member', 'Organized the spring family literacy night.'],
  ['Community Church Nursery', 'Nursery Volunteer', 'Cared for infants and toddlers during services.'],
  ['Boys and Girls Club', 'Mentor', 'Mentored school-age children after school.'],
  ['County Health Fair', 'Volunteer', 'Ran the children\u2019s activity table.'],
  ['Special Olympics', 'Event Volunteer', 'Helped at the regional games.'],
  ['Public Library', 'Story Time Volunteer', 'Led weekly story time for preschoolers.'],
  ['Toys for Tots', 'Collection Volunteer', 'Collected and sorted donated toys.'],
  ['Week of the Young Child Committee', 'Chair', 'Planned the county\u2019s Week of the Young Child events.'],
  ['Local Head Start Policy Council', 'Community Representative', 'Served on the policy council.'],
];

export const MEMBERSHIP_ORGANIZATIONS: readonly string[] = [
  'National Association for the Education of Young Children',
  'Southern Early Childhood Association',
  'National Head Start Association',
  'ZERO TO THREE',
  'National Association for Family Child Care',
  'Council for Exceptional Children - Division for Early Childhood',
  'National AfterSchool Association',
  'Association for Early Learning Leaders',
];

export const MEMBERSHIP_TYPES: readonly (readonly [string, number])[] = [
  ['Individual', 70],
  ['Student', 12],
  ['Program', 10],
  ['Lifetime', 3],
  ['Associate', 5],
];

/** Organization names besides the search data's word combinations: programmes named after places and people. */
export const ORGANIZATION_PATTERNS = {
  churches: [
    'First Baptist Church',
    'First United Methodist Church',
    'St. Paul\u2019s Episcopal Church',
    'Grace Lutheran Church',
    'Trinity Presbyterian Church',
    'Mount Zion Missionary Baptist Church',
    'Holy Family Catholic Church',
    'New Hope Church of God',
    'Christ the King Lutheran Church',
    'Bethel AME Church',
  ],
  churchPrograms: [
    'Weekday Preschool',
    'Child Development Center',
    'Mother\u2019s Day Out',
    'Early Learning Center',
  ],
  placePrograms: [
    'Early Learning Center',
    'Child Development Center',
    'Head Start',
    'Early Head Start',
    'Pre-K Center',
    'Kids Academy',
    'Day School',
  ],
  homePrograms: ['Family Day Care', 'Family Child Care Home', 'Home Daycare', 'Group Day Care Home'],
  agencies: [
    'Child Care Resource Center',
    'Child Care Resource Agency',
    'Community Action Agency',
    'Early Childhood Coalition',
    'Child Care Management Agency',
  ],
};
