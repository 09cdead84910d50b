/**
 * The early-childhood trainings professionals record: several hundred titles of the kind state
 * registries hold (health and safety the licensing rules require every year, child development, guidance,
 * curriculum, assessment, families, administration), each with its usual length and core knowledge area.
 * Written for this data set; no title is copied from a real catalogue.
 */

/** The state's competency areas (spec README: eight); keys matched to the seeded list's texts in lists.ts. */
export type AreaKey =
  | 'development'
  | 'health'
  | 'curriculum'
  | 'assessment'
  | 'family'
  | 'professionalism'
  | 'management'
  | 'guidance';

/** [title, usual hours, area, how common (3 required yearly, 2 popular, 1 ordinary)] */
type Title = readonly [string, number, AreaKey, 1 | 2 | 3];

const BASE: readonly Title[] = [
  // Health, safety and nutrition: the licensing rules' yearly hours, so the most common of all.
  ['Pediatric First Aid', 3, 'health', 3],
  ['Pediatric CPR and AED', 3, 'health', 3],
  ['Safe Sleep Practices for Infants', 1, 'health', 3],
  ['Preventing Sudden Infant Death Syndrome', 1, 'health', 3],
  ['Recognizing and Reporting Child Abuse and Neglect', 2, 'health', 3],
  ['Preventing Shaken Baby Syndrome and Abusive Head Trauma', 1, 'health', 3],
  ['Health and Safety Orientation for Child Care Staff', 10, 'health', 3],
  ['Emergency Preparedness and Response Planning', 2, 'health', 3],
  ['Administering Medication in Child Care', 2, 'health', 3],
  ['Preventing and Responding to Food Allergies', 1.5, 'health', 3],
  ['Building and Physical Premises Safety', 1, 'health', 3],
  ['Handling and Storage of Hazardous Materials', 1, 'health', 2],
  ['Precautions in Transporting Children', 1, 'health', 3],
  ['Prevention and Control of Infectious Diseases', 2, 'health', 3],
  ['Immunization Requirements in Child Care', 1, 'health', 2],
  ['Handwashing and Diapering Procedures', 1, 'health', 2],
  ['Bloodborne Pathogens in the Child Care Setting', 1, 'health', 2],
  ['Nutrition and Healthy Eating for Young Children', 2, 'health', 2],
  ['Child and Adult Care Food Program Basics', 2, 'health', 1],
  ['Active Play and Physical Activity Every Day', 1.5, 'health', 2],
  ['Outdoor Play Space Safety', 1, 'health', 1],
  ['Playground Supervision', 1, 'health', 2],
  ['Water Safety and Swimming Activities', 1, 'health', 1],
  ['Sun Safety and Heat-Related Illness', 1, 'health', 1],
  ['Lead Poisoning Prevention', 1, 'health', 1],
  ['Oral Health for Infants and Toddlers', 1, 'health', 1],
  ['Caring for Children with Asthma', 1, 'health', 1],
  ['Seizure Awareness for Caregivers', 1, 'health', 1],
  ['Safe Food Handling in the Classroom', 2, 'health', 1],
  ['Car Seat Safety Basics', 1, 'health', 1],
  ['Supervision Strategies That Keep Children Safe', 1.5, 'health', 2],
  ['Fire Safety and Evacuation Drills', 1, 'health', 2],
  ['Severe Weather Procedures for Child Care Programs', 1, 'health', 2],
  ['Active Shooter and Lockdown Preparedness', 1.5, 'health', 1],
  ['Breastfeeding-Friendly Child Care', 1, 'health', 1],
  ['Introducing Solid Foods to Infants', 1, 'health', 1],
  ['Mealtime as a Learning Time', 1, 'health', 1],
  ['Stress Management and Self-Care for Caregivers', 1.5, 'health', 2],
  // Child growth and development.
  ['Introduction to Child Growth and Development', 3, 'development', 2],
  ['Brain Development in the First Three Years', 2, 'development', 2],
  ['Developmental Milestones from Birth to Five', 2, 'development', 2],
  ['Understanding Temperament', 1.5, 'development', 1],
  ['Attachment and Responsive Caregiving', 2, 'development', 2],
  ['Social-Emotional Development in Infants and Toddlers', 2, 'development', 2],
  ['Supporting Social-Emotional Development in Preschoolers', 2, 'development', 2],
  ['Language Development in Infants and Toddlers', 2, 'development', 2],
  ['Early Literacy: Talking, Reading and Singing', 1.5, 'development', 2],
  ['Supporting Dual Language Learners', 2, 'development', 2],
  ['Cognitive Development Through Play', 2, 'development', 1],
  ['Fine and Gross Motor Development', 1.5, 'development', 1],
  ['Sensory Processing in Young Children', 1.5, 'development', 1],
  ['Toilet Learning: A Developmental Approach', 1, 'development', 1],
  ['Executive Function and Self-Regulation', 2, 'development', 2],
  ['The Development of School-Age Children', 2, 'development', 1],
  ['Understanding Autism Spectrum Disorder', 2, 'development', 2],
  ['Including Children with Disabilities', 2, 'development', 2],
  ['Early Intervention and Referral Basics', 1.5, 'development', 1],
  ['Trauma-Informed Care for Young Children', 2, 'development', 2],
  ['Adverse Childhood Experiences and Resilience', 1.5, 'development', 2],
  ['Children and Grief', 1, 'development', 1],
  ['Gender and Identity Development in Early Childhood', 1, 'development', 1],
  ['Play: The Work of Childhood', 2, 'development', 2],
  ['Infant Mental Health Foundations', 3, 'development', 1],
  // Interactions and guidance.
  ['Positive Guidance and Discipline', 2, 'guidance', 3],
  ['Preventing Challenging Behavior', 2, 'guidance', 2],
  ['Understanding Challenging Behavior', 2, 'guidance', 2],
  ['Pyramid Model: Building Relationships', 2, 'guidance', 2],
  ['Pyramid Model: Classroom Preventive Practices', 2, 'guidance', 2],
  ['Pyramid Model: Social-Emotional Teaching Strategies', 2, 'guidance', 2],
  ['Pyramid Model: Intensive Individualized Interventions', 2, 'guidance', 1],
  ['Teaching Friendship Skills', 1.5, 'guidance', 1],
  ['Helping Children Manage Big Feelings', 1.5, 'guidance', 2],
  ['Biting, Hitting and Other Toddler Behaviors', 1, 'guidance', 2],
  ['Effective Transitions and Routines', 1.5, 'guidance', 2],
  ['Conscious Discipline Basics', 3, 'guidance', 1],
  ['Responsive Interactions with Infants', 1.5, 'guidance', 1],
  ['Emotional Support in the Classroom', 2, 'guidance', 1],
  ['Classroom Organization and Behavior Management', 2, 'guidance', 1],
  ['Instructional Support: Concept Development', 2, 'guidance', 1],
  ['Quality Feedback and Language Modeling', 2, 'guidance', 1],
  ['Reducing Suspension and Expulsion in Early Childhood', 1.5, 'guidance', 1],
  ['Bullying Prevention in School-Age Programs', 1, 'guidance', 1],
  ['Mindfulness Practices for the Classroom', 1, 'guidance', 1],
  // Learning environment and curriculum.
  ['Creating Engaging Learning Environments', 2, 'curriculum', 2],
  ['Room Arrangement for Infants and Toddlers', 1.5, 'curriculum', 1],
  ['Learning Centers in the Preschool Classroom', 2, 'curriculum', 2],
  ['Planning Developmentally Appropriate Activities', 2, 'curriculum', 2],
  ['Lesson Planning with Early Learning Standards', 2, 'curriculum', 2],
  ['Using the State Early Learning Guidelines', 3, 'curriculum', 2],
  ['Creative Curriculum Foundations', 6, 'curriculum', 1],
  ['HighScope Curriculum Introduction', 6, 'curriculum', 1],
  ['Emergent Curriculum and Project Work', 2, 'curriculum', 1],
  ['Reggio Emilia-Inspired Practices', 2, 'curriculum', 1],
  ['Montessori Principles in Early Childhood', 2, 'curriculum', 1],
  ['Early Math: Counting, Shapes and Patterns', 2, 'curriculum', 2],
  ['STEM Activities for Preschoolers', 2, 'curriculum', 2],
  ['Science Exploration in Early Childhood', 1.5, 'curriculum', 1],
  ['Art and Creative Expression', 1.5, 'curriculum', 1],
  ['Music and Movement for Young Children', 1.5, 'curriculum', 2],
  ['Dramatic Play and Learning', 1, 'curriculum', 1],
  ['Block Play and Early Engineering', 1, 'curriculum', 1],
  ['Interactive Read-Alouds', 1.5, 'curriculum', 2],
  ['Phonological Awareness in Pre-K', 2, 'curriculum', 2],
  ['Writing in the Early Childhood Classroom', 1.5, 'curriculum', 1],
  ['Nature-Based Learning', 1.5, 'curriculum', 1],
  ['Outdoor Classroom Experiences', 1.5, 'curriculum', 1],
  ['Curriculum for Infants and Toddlers', 2, 'curriculum', 1],
  ['Schedules and Routines That Support Learning', 1, 'curriculum', 1],
  ['Culturally Responsive Teaching', 2, 'curriculum', 2],
  ['Anti-Bias Education in Early Childhood', 2, 'curriculum', 1],
  ['Adapting Activities for Children with Special Needs', 2, 'curriculum', 1],
  ['Technology and Screen Time in Early Childhood', 1, 'curriculum', 1],
  ['Homework and Enrichment in School-Age Care', 1, 'curriculum', 1],
  ['Summer Programming for School-Age Children', 1, 'curriculum', 1],
  ['Kindergarten Readiness and Transitions', 1.5, 'curriculum', 2],
  ['Environment Rating Scales: An Overview', 3, 'curriculum', 2],
  ['Infant/Toddler Environment Rating Scale', 6, 'curriculum', 1],
  ['Early Childhood Environment Rating Scale', 6, 'curriculum', 1],
  // Observation and assessment.
  ['Observation and Documentation Basics', 2, 'assessment', 2],
  ['Using Observation to Plan Instruction', 2, 'assessment', 2],
  ['Developmental Screening with the ASQ', 2, 'assessment', 2],
  ['Ages and Stages Questionnaire: Social-Emotional', 2, 'assessment', 1],
  ['Authentic Assessment in Early Childhood', 2, 'assessment', 1],
  ['Teaching Strategies GOLD Introduction', 3, 'assessment', 1],
  ['Portfolio Assessment for Young Children', 1.5, 'assessment', 1],
  ['Sharing Assessment Results with Families', 1, 'assessment', 1],
  ['CLASS Observation Overview', 3, 'assessment', 1],
  ['Data-Driven Decision Making for Teachers', 1.5, 'assessment', 1],
  ['Anecdotal Records and Running Records', 1, 'assessment', 1],
  // Family and community relationships.
  ['Building Partnerships with Families', 2, 'family', 2],
  ['Communicating with Families', 1.5, 'family', 2],
  ['Difficult Conversations with Parents', 1.5, 'family', 1],
  ['Family Engagement Strategies', 2, 'family', 2],
  ['Strengthening Families: Protective Factors', 2, 'family', 2],
  ['Supporting Families Experiencing Homelessness', 1, 'family', 1],
  ['Working with Diverse Families', 1.5, 'family', 1],
  ['Connecting Families to Community Resources', 1, 'family', 1],
  ['Parent-Teacher Conferences That Work', 1, 'family', 1],
  ['Supporting Military Families', 1, 'family', 1],
  ['Fatherhood Engagement in Early Childhood', 1, 'family', 1],
  ['Home Visiting Foundations', 3, 'family', 1],
  // Professionalism.
  ['Orientation to the Early Childhood Profession', 2, 'professionalism', 2],
  ['NAEYC Code of Ethical Conduct', 2, 'professionalism', 2],
  ['Professional Boundaries and Confidentiality', 1, 'professionalism', 2],
  ['Reflective Practice for Early Educators', 1.5, 'professionalism', 1],
  ['Preparing for the CDA Credential', 3, 'professionalism', 2],
  ['CDA Professional Portfolio Workshop', 3, 'professionalism', 1],
  ['Career Pathways in Early Childhood Education', 1, 'professionalism', 1],
  ['Teamwork and Collaboration in the Classroom', 1.5, 'professionalism', 1],
  ['Advocacy for Early Childhood Educators', 1, 'professionalism', 1],
  ['Writing a Professional Development Plan', 1, 'professionalism', 1],
  ['Coaching and Mentoring Basics', 2, 'professionalism', 1],
  ['Using the Registry to Track Your Training', 0.5, 'professionalism', 1],
  // Program management.
  ['Minimum Standards for Child Care Centers', 3, 'management', 3],
  ['Minimum Standards for Family Child Care Homes', 3, 'management', 2],
  ['Licensing Regulations Overview', 2, 'management', 2],
  ['Director Orientation: Leading a Quality Program', 6, 'management', 1],
  ['Quality Rating and Improvement System Orientation', 2, 'management', 2],
  ['Business Practices for Child Care Programs', 3, 'management', 1],
  ['Budgeting and Financial Management', 3, 'management', 1],
  ['Marketing Your Child Care Program', 1.5, 'management', 1],
  ['Recruiting and Retaining Qualified Staff', 2, 'management', 1],
  ['Staff Supervision and Evaluation', 2, 'management', 1],
  ['Creating a Staff Handbook', 1.5, 'management', 1],
  ['Family Child Care Business Basics', 2, 'management', 1],
  ['Child Care Subsidy Program Requirements', 1.5, 'management', 1],
  ['Background Checks and Personnel Records', 1, 'management', 1],
  ['Record Keeping and Enrollment Files', 1, 'management', 1],
  ['Program Administration Scale Overview', 3, 'management', 1],
  ['Head Start Program Performance Standards', 3, 'management', 1],
  ['Leadership in Early Childhood Programs', 2, 'management', 1],
  ['Emergency Plans for Program Administrators', 1.5, 'management', 1],
  ['Insurance and Liability for Child Care Providers', 1, 'management', 1],
];

/** Series of several sessions: each part is a training of its own. */
const SERIES: readonly (readonly [string, number, number, AreaKey])[] = [
  ['Infant and Toddler Care Module', 6, 3, 'development'],
  ['Preschool Teacher Academy Session', 8, 3, 'curriculum'],
  ['Director Leadership Series Part', 6, 3, 'management'],
  ['Family Child Care Network Meeting', 4, 2, 'management'],
  ['Early Literacy Institute Day', 3, 6, 'curriculum'],
  ['Social-Emotional Learning Community of Practice Session', 6, 1.5, 'guidance'],
  ['Pre-K Lead Teacher Institute Day', 4, 6, 'curriculum'],
  ['School-Age Care Essentials Module', 4, 2, 'development'],
  ['CDA Coursework Unit', 8, 15, 'professionalism'],
  ['Inclusion Academy Session', 4, 2, 'development'],
];

/** Sessions and editions that many titles come in. */
const EDITIONS = ['Refresher', 'Online Module', 'Part 1', 'Part 2', 'Webinar', 'in Spanish'] as const;

export interface TrainingTitle {
  name: string;
  hours: number;
  area: AreaKey;
  /** Relative weight in the data set. */
  weight: number;
  /** Taken again every year by those who take it (the licensing rules' yearly hours). */
  yearly: boolean;
}

/**
 * The catalogue: the base titles, the parts of each series, and editions of the popular titles ("Pediatric
 * First Aid - Refresher"), so that a word such as "safe" or "development" meets thousands of rows.
 */
export function trainingTitles(): TrainingTitle[] {
  const titles: TrainingTitle[] = [];
  for (const [name, hours, area, tier] of BASE) {
    const weight = tier === 3 ? 12 : tier === 2 ? 4 : 1;
    titles.push({ name, hours, area, weight, yearly: tier === 3 });
    if (tier >= 2) {
      // Two editions per popular title, chosen by its position so the catalogue is fixed.
      const index = titles.length;
      for (const edition of [EDITIONS[index % EDITIONS.length]!, EDITIONS[(index + 3) % EDITIONS.length]!]) {
        const editionHours =
          edition === 'Part 1' || edition === 'Part 2' ? Math.max(1, hours / 2) : Math.min(hours, 2);
        titles.push({
          name: `${name} - ${edition}`,
          hours: editionHours,
          area,
          weight: weight / 3,
          yearly: false,
        });
      }
    }
  }
  for (const [name, parts, hours, area] of SERIES) {
    for (let part = 1; part <= parts; part += 1) {
      titles.push({ name: `${name} ${part}`, hours, area, weight: 0.8, yearly: false });
    }
  }
  return titles;
}
