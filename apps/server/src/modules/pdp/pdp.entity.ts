import {
  EntityType,
  FormId,
  pdpAuthorOf,
  pdpCommentPolicy,
  pdpGoalPolicy,
  pdpItemActions,
  pdpRequiredTrainingPolicy,
  pdpSelfAssessmentPolicy,
  PDP_ITEM_ROUTES,
  PDP_STATUSES,
  type PdpItemState,
  type PdpItemType,
  type PdpStatus,
  type RecordsReachViewer,
  type Tenant,
} from '@registry/domain';
import { sql } from 'kysely';
import {
  columnsOf,
  computedOf,
  defineEntity,
  propertyColumn as column,
  type GridColumnDefinition,
  type RecordStateSql,
} from '../../platform/entities/index.js';
import { pdpScope } from './pdp-scope.js';
import {
  commentForm,
  goalForm,
  reflectionForm,
  requiredTrainingForm,
  selfAssessmentForm,
} from './pdp.form.js';

const asStatus = (value: unknown): PdpStatus =>
  PDP_STATUSES.find((status) => status === value) ?? 'Not Started';

/** An item's comments and reflections (pdp_comments of this item). */
const commentsOf = (itemType: PdpItemType) =>
  sql`pdp_comments c where c.item_entity_type_id = ${sql.lit(itemType)} and c.item_id = r.id`;

/**
 * A PDP item's state (pdpItemActions reads it): its verification, its status, and its reflections: the
 * director's (spec 3 §3 reflectionId: any reflection not a coach's) and the coach's (coachReflectionId).
 * Its row flags: verified, rejected, verificationStatus, status, reflectionId, coachReflectionId,
 * viewerIsDirector, and what the viewer may do on it (mayReflect, mayComment; Verify and Unverify are
 * canVerify with `verified`).
 */
function itemState(itemType: PdpItemType): RecordStateSql<PdpItemState> {
  return {
    select: () =>
      sql`r.verified as sverified, r.rejected as srejected, r.verification_status as svstatus,
        r.status as sstatus,
        (select min(c.id) from ${commentsOf(itemType)} and c.comment_type = 'Reflection'
           and c.author_role <> 'coach') as sreflection,
        (select min(c.id) from ${commentsOf(itemType)} and c.comment_type = 'Reflection'
           and c.author_role = 'coach') as scoachreflection`,
    read: (raw, base) => ({
      ...base,
      verified: raw.sverified === true,
      rejected: raw.srejected === true,
      verificationStatus: raw.svstatus === 'Requested' ? 'Requested' : null,
      status: asStatus(raw.sstatus),
      hasReflection: raw.sreflection !== null && raw.sreflection !== undefined,
      hasCoachReflection: raw.scoachreflection !== null && raw.scoachreflection !== undefined,
    }),
    flags: (state, raw, { viewer, reach }) => {
      const author = pdpAuthorOf(viewer, reach, state.ownerUserId);
      const actions = pdpItemActions(author, state);
      return {
        verified: state.verified,
        rejected: state.rejected,
        verificationStatus: state.verificationStatus,
        status: state.status,
        reflectionId:
          raw.sreflection === null || raw.sreflection === undefined ? null : Number(raw.sreflection),
        coachReflectionId:
          raw.scoachreflection === null || raw.scoachreflection === undefined
            ? null
            : Number(raw.scoachreflection),
        viewerIsDirector: author === 'director',
        mayReflect: actions.mayReflect,
        mayComment: actions.mayComment,
      };
    },
  };
}

/** The director (200) of the person verifies a Completed item (pdpItemPolicy's mayVerify) where there is a PDP. */
const directorVerifies = (viewer: RecordsReachViewer, tenant: Tenant) =>
  viewer.activeRole === '200' && tenant.features.pdp
    ? sql<boolean>`r.status = 'Completed'`
    : sql<boolean>`false`;

/** What every item grid ends with: status, verified (the icon), comments count, Last Updated. */
function itemColumns(itemType: PdpItemType): GridColumnDefinition[] {
  return [
    {
      propertyName: 'verified',
      columnName: 'Verified',
      type: 'boolean',
      sql: sql`r.verified`,
      sortable: true,
      filterable: true,
    },
    {
      propertyName: 'commentCount',
      columnName: 'Comments',
      type: 'number',
      sql: sql`(select count(*)::int from ${commentsOf(itemType)})`,
      sortable: false,
      filterable: false,
    },
    {
      propertyName: 'updatedAt',
      columnName: 'Last Updated',
      type: 'datetime',
      sql: sql`r.updated_at`,
      sortable: true,
      filterable: true,
      showTime: true,
      initialSort: 'Descending',
    },
  ];
}

const REQUIRED = 'pdp_required_trainings';
const requiredProperty = columnsOf(REQUIRED);

/**
 * Entity type 11, PDP Required Training (form 10; spec 3 §2 Required Training tab): the trainings a person
 * must take, verified by their director once Completed (through the verification module).
 */
export const pdpRequiredTrainingEntity = defineEntity<PdpItemState>({
  entityType: EntityType.PdpRequiredTraining,
  name: 'PDP Required Training',
  recordsTable: REQUIRED,
  owner: { table: REQUIRED, column: 'user_id' },
  policy: pdpRequiredTrainingPolicy,
  scope: pdpScope,
  state: itemState(EntityType.PdpRequiredTraining),
  verifiable: true,
  verification: {
    identifier: sql<string | null>`r.training_name`,
    route: PDP_ITEM_ROUTES[EntityType.PdpRequiredTraining],
    verifiedBy: directorVerifies,
  },
  properties: {
    trainingName: requiredProperty('training_name'),
    requiredBy: requiredProperty('required_by'),
    reason: requiredProperty('reason'),
    dueDate: requiredProperty('due_date', 'date'),
    status: requiredProperty('status'),
    completionDate: requiredProperty('completion_date', 'date'),
    notes: requiredProperty('notes'),
  },
  forms: [requiredTrainingForm],
  grids: [
    {
      altGridId: null,
      formId: FormId.PdpRequiredTraining,
      title: 'Required Training',
      fileName: 'PdpRequiredTraining',
      rows: 'owner',
      tenantFeature: 'pdp',
      columns: [
        column('trainingName', 'Training Name'),
        column('requiredBy', 'Required By'),
        column('dueDate', 'Due Date'),
        column('status', 'Status'),
        column('completionDate', 'Completion Date'),
        ...itemColumns(EntityType.PdpRequiredTraining),
      ],
    },
  ],
});

const GOALS = 'pdp_goals';
const goalProperty = columnsOf(GOALS);

/** Entity type 12, PDP Goal (form 11; spec 3 §2 Goals tab): the person's goals, verified once Completed. */
export const pdpGoalEntity = defineEntity<PdpItemState>({
  entityType: EntityType.PdpGoal,
  name: 'PDP Goal',
  recordsTable: GOALS,
  owner: { table: GOALS, column: 'user_id' },
  policy: pdpGoalPolicy,
  scope: pdpScope,
  state: itemState(EntityType.PdpGoal),
  verifiable: true,
  verification: {
    identifier: sql<string | null>`r.goal`,
    route: PDP_ITEM_ROUTES[EntityType.PdpGoal],
    verifiedBy: directorVerifies,
  },
  properties: {
    goal: goalProperty('goal'),
    actionSteps: goalProperty('action_steps'),
    resources: goalProperty('resources'),
    targetDate: goalProperty('target_date', 'date'),
    status: goalProperty('status'),
    completionDate: goalProperty('completion_date', 'date'),
    notes: goalProperty('notes'),
  },
  forms: [goalForm],
  grids: [
    {
      altGridId: null,
      formId: FormId.PdpGoal,
      title: 'Goals',
      fileName: 'PdpGoals',
      rows: 'owner',
      tenantFeature: 'pdp',
      columns: [
        column('goal', 'Goal'),
        column('targetDate', 'Target Date'),
        column('status', 'Status'),
        column('completionDate', 'Completion Date'),
        ...itemColumns(EntityType.PdpGoal),
      ],
    },
  ],
});

const ASSESSMENTS = 'pdp_self_assessments';
const assessmentProperty = columnsOf(ASSESSMENTS);

/**
 * Entity type 13, PDP Self Assessment (form 12; spec 3 §2 Self-Assessment tab: no add, no paging, 25 a
 * page): one row per competency area (the state's core knowledge areas), made by the PDP's call the first
 * time the owner opens the tab (pdp.service prepareSelfAssessment).
 */
export const pdpSelfAssessmentEntity = defineEntity({
  entityType: EntityType.PdpSelfAssessment,
  name: 'PDP Self Assessment',
  recordsTable: ASSESSMENTS,
  owner: { table: ASSESSMENTS, column: 'user_id' },
  policy: pdpSelfAssessmentPolicy,
  scope: pdpScope,
  properties: {
    areaName: computedOf(ASSESSMENTS)(
      'area_name',
      sql`(select l.text from choice_lists l where l.list_code = 'core-knowledge-areas' and l.choice_id = r.area)`,
    ),
    rating: assessmentProperty('rating'),
    notes: assessmentProperty('notes'),
  },
  forms: [selfAssessmentForm],
  grids: [
    {
      altGridId: null,
      formId: FormId.PdpSelfAssessment,
      title: 'Self-Assessment',
      fileName: 'PdpSelfAssessment',
      rows: 'owner',
      tenantFeature: 'pdp',
      columns: [
        {
          propertyName: 'areaName',
          columnName: 'Competency Area',
          type: 'text',
          sql: sql`(select l.text from choice_lists l where l.list_code = 'core-knowledge-areas' and l.choice_id = r.area)`,
          sortable: false,
          filterable: false,
        },
        {
          propertyName: 'areaOrder',
          columnName: 'Order',
          type: 'number',
          sql: sql`(select l.sequence from choice_lists l where l.list_code = 'core-knowledge-areas' and l.choice_id = r.area)`,
          hidden: true,
          sortable: true,
          filterable: false,
          initialSort: 'Ascending',
        },
        column('rating', 'Rating'),
        column('notes', 'Notes', { sortable: false }),
        {
          propertyName: 'updatedAt',
          columnName: 'Last Updated',
          type: 'datetime',
          sql: sql`r.updated_at`,
          sortable: true,
          filterable: true,
          showTime: true,
        },
      ],
    },
  ],
});

const COMMENTS = 'pdp_comments';
const commentProperty = columnsOf(COMMENTS);

/** The author's name (kept when the author's account goes: then none). */
const AUTHOR_NAME = sql`(select a.first_name || ' ' || a.last_name from users a where a.id = r.author_user_id)`;

/**
 * Entity type 16, comment or reflection (form 14 comment, form 15 reflection; spec 3 §2 "an optional
 * comments grid (entity Comment)" of the dynamic form screen): an item's dialogue, newest first, with who
 * wrote it and as what. Written only by the PDP's comment call (pdp.service addComment), never by a form
 * save; read by whoever sees the PDP. The grid is one owner's, filtered to one item (itemKey Equals
 * '<entity type>:<id>').
 */
export const pdpCommentEntity = defineEntity({
  entityType: EntityType.Comment,
  name: 'Comment',
  recordsTable: COMMENTS,
  owner: { table: COMMENTS, column: 'user_id' },
  policy: pdpCommentPolicy,
  scope: pdpScope,
  properties: {
    comment: commentProperty('comment'),
  },
  forms: [commentForm, reflectionForm],
  grids: [
    {
      altGridId: null,
      formId: FormId.Comment,
      title: 'Comments',
      fileName: 'PdpComments',
      rows: 'owner',
      tenantFeature: 'pdp',
      columns: [
        {
          propertyName: 'commentType',
          columnName: 'Type',
          type: 'text',
          sql: sql`r.comment_type`,
          sortable: true,
          filterable: true,
          operations: ['None', 'Equals'],
        },
        column('comment', 'Comment', { sortable: false }),
        {
          propertyName: 'authorName',
          columnName: 'Author',
          type: 'text',
          sql: AUTHOR_NAME,
          sortable: false,
          filterable: false,
        },
        {
          propertyName: 'authorRole',
          columnName: 'Written As',
          type: 'text',
          sql: sql`case r.author_role when 'director' then 'Director' when 'coach' then 'Coach' else 'Owner' end`,
          sortable: false,
          filterable: false,
        },
        {
          propertyName: 'createdAt',
          columnName: 'Date',
          type: 'datetime',
          sql: sql`r.created_at`,
          sortable: true,
          filterable: false,
          showTime: true,
          initialSort: 'Descending',
        },
        {
          propertyName: 'itemKey',
          columnName: 'Item',
          type: 'text',
          sql: sql`r.item_entity_type_id || ':' || r.item_id`,
          hidden: true,
          sortable: false,
          filterable: true,
          operations: ['None', 'Equals'],
        },
      ],
    },
  ],
});

/** The PDP's entities, for the registry (src/entities.ts). */
export const PDP_ENTITIES = [
  pdpRequiredTrainingEntity,
  pdpGoalEntity,
  pdpSelfAssessmentEntity,
  pdpCommentEntity,
] as const;
