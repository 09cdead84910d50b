import {
  disableControlsFor,
  NO_PERMISSIONS,
  type EntityPolicy,
  type PolicyTenant,
  type Reach,
  type RecordState,
} from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import { escapeHtml } from '../messages/messages.js';
import { RECORD_TEXTS } from '../texts.js';
import type { VerifiableRecord } from './profile-records.js';
import {
  isActiveCoachOf,
  mayEditPersonRecords,
  type RecordsReachTarget,
  type RecordsReachViewer,
} from './records.js';

/** A PDP item's status (our form content: spec 3 §4 names Completed; docs/decisions/pdp.md). */
export const PDP_STATUSES = ['Not Started', 'In Progress', 'Completed'] as const;
export type PdpStatus = (typeof PDP_STATUSES)[number];

/** The PDP items that take comments, reflections and verification: Required Training (11) and Goals (12). */
export const PDP_ITEM_TYPES = [EntityType.PdpRequiredTraining, EntityType.PdpGoal] as const;
export type PdpItemType = (typeof PDP_ITEM_TYPES)[number];
export const isPdpItemType = (entityType: number): entityType is PdpItemType =>
  (PDP_ITEM_TYPES as readonly number[]).includes(entityType);

/** A comment or a reflection (entity 16; form 14 comment, form 15 reflection; spec 3 §3 commentType). */
export const PDP_COMMENT_TYPES = ['Comment', 'Reflection'] as const;
export type PdpCommentType = (typeof PDP_COMMENT_TYPES)[number];

/** The Self-Assessment's ratings (form 12), lowest first. */
export const PDP_RATINGS = [
  ['1', 'Beginning'],
  ['2', 'Developing'],
  ['3', 'Proficient'],
  ['4', 'Advanced'],
] as const;

/**
 * Who may see a person's PDP (issue 25; spec 3 §1, §6; docs/decisions/pdp.md), in a tenant with the PDP
 * (features.pdp; al has none: nobody):
 * - the person, and a user manager within reach (mayEditPersonRecords, as for profile records): edit;
 * - a director (active 200) of an organization where the person holds an active staff role: view (they
 *   verify, reflect and comment);
 * - an active coach (active 300) whom the person lets comment on their PDP (pdpShared): view (they reflect
 *   and comment). A coach without PDP sharing sees none of it;
 * - anyone else, agency staff (350, 375) included: none (their calls answer 404).
 */
export function pdpAccess(
  viewer: RecordsReachViewer,
  target: RecordsReachTarget,
  tenant: PolicyTenant,
): Reach {
  if (!tenant.features.pdp) return 'none';
  if (mayEditPersonRecords(viewer, target)) return 'edit';
  if (pdpDirects(viewer, target)) return 'view';
  if (pdpCoaches(viewer, target)) return 'view';
  return 'none';
}

/** The viewer, as an active director, directs an organization where the person is staff. */
const pdpDirects = (viewer: RecordsReachViewer, target: RecordsReachTarget): boolean =>
  viewer.activeRole === '200' &&
  viewer.userId !== target.userId &&
  target.staffOrganizationIds.some((id) => viewer.directorOrganizationIds.includes(id));

/** The viewer coaches the person now, with PDP commenting shared. */
const pdpCoaches = (viewer: RecordsReachViewer, target: RecordsReachTarget): boolean =>
  isActiveCoachOf(viewer, target) &&
  (target.coaches ?? []).some((coach) => coach.userId === viewer.userId && coach.pdpShared);

/**
 * As whom the viewer writes on the person's PDP items (null: they do not): the owner, a director of theirs
 * (spec 3 §6 "200"), or a coach with PDP sharing ("300 when PDP commenting is shared"). A user manager
 * edits the person's PDP but does not take part in the dialogue. Kept with each comment: the owner sees who
 * commented and as what.
 */
export type PdpAuthorRole = 'owner' | 'director' | 'coach';

export function pdpAuthorRole(
  viewer: RecordsReachViewer,
  target: RecordsReachTarget,
  tenant: PolicyTenant,
): PdpAuthorRole | null {
  if (!tenant.features.pdp) return null;
  if (viewer.userId === target.userId) return 'owner';
  if (pdpDirects(viewer, target)) return 'director';
  if (pdpCoaches(viewer, target)) return 'coach';
  return null;
}

/**
 * The same as pdpAuthorRole, from the viewer's reach to the owner (a grid row's flags know the reach, not
 * the person): 'view' comes only to a director of theirs or a coach with sharing (pdpAccess).
 */
export function pdpAuthorOf(
  viewer: Pick<RecordsReachViewer, 'userId' | 'activeRole'>,
  reach: Reach,
  ownerUserId: number,
): PdpAuthorRole | null {
  if (reach === 'none') return null;
  if (viewer.userId === ownerUserId) return 'owner';
  if (reach !== 'view') return null;
  if (viewer.activeRole === '200') return 'director';
  if (viewer.activeRole === '300') return 'coach';
  return null;
}

/**
 * A PDP item (Required Training, Goal) as its policy reads it: whose, disabled, its verification state, its
 * status, and whether a director's reflection (reflectionId) and a coach's (coachReflectionId) exist.
 */
export interface PdpItemState extends RecordState, VerifiableRecord {
  status: PdpStatus;
  hasReflection: boolean;
  hasCoachReflection: boolean;
}

/** What the viewer may do on an item beside viewing and editing it (the record modal's buttons). */
export interface PdpItemActions {
  mayVerify: boolean;
  mayUnverify: boolean;
  mayReflect: boolean;
  mayComment: boolean;
}

export const NO_PDP_ACTIONS: PdpItemActions = {
  mayVerify: false,
  mayUnverify: false,
  mayReflect: false,
  mayComment: false,
};

/**
 * Spec 3 §6, for the viewer writing as `author` on an item (docs/decisions/pdp.md):
 * - "PDP verify/unverify: 200 for Completed items": a director verifies a Completed item not verified, and
 *   removes the verification of a verified one (still Completed);
 * - "PDP reflection add: 200 if no reflection yet, or 300 when PDP commenting is shared and no coach
 *   reflection yet": one director's reflection and one coach's per item;
 * - "Comments on unverified items: 200, or 300 with sharing": and the owner (our reading: a dialogue);
 *   a verified item takes no more comments (its verification closes it) from anyone;
 * - nothing on a disabled item.
 */
export function pdpItemActions(author: PdpAuthorRole | null, item: PdpItemState): PdpItemActions {
  if (author === null || item.disabled) return NO_PDP_ACTIONS;
  const completed = item.status === 'Completed';
  const comment = !item.verified;
  switch (author) {
    case 'director':
      return {
        mayVerify: completed && !item.verified,
        mayUnverify: completed && item.verified,
        mayReflect: !item.hasReflection,
        mayComment: comment,
      };
    case 'coach':
      return { ...NO_PDP_ACTIONS, mayReflect: !item.hasCoachReflection, mayComment: comment };
    case 'owner':
      return { ...NO_PDP_ACTIONS, mayComment: comment };
  }
}

/** Whether the author may add a comment of this type to the item (the server's check of the add). */
export function mayAddPdpComment(
  author: PdpAuthorRole | null,
  item: PdpItemState,
  commentType: PdpCommentType,
): boolean {
  const actions = pdpItemActions(author, item);
  return commentType === 'Reflection' ? actions.mayReflect : actions.mayComment;
}

/** The words of the PDP's refusals and answers. */
export const PDP_TEXTS = {
  notFound: 'The PDP item was not found.',
  mayNotReflect:
    'A reflection may be added by a director when the item has none yet, or by a coach with PDP commenting when it has no coach reflection yet.',
  mayNotComment:
    'Comments may be added only to items that are not verified, by the owner, their director or a coach with PDP commenting.',
  commentAdded: 'Your comment was added.',
  reflectionAdded: 'Your reflection was added.',
  commentRequired: 'Please enter a comment.',
  lockedVerified: RECORD_TEXTS.lockedVerified,
} as const;

/** What an item is called in notices. */
export const PDP_ITEM_NAMES: Readonly<Record<PdpItemType, string>> = {
  [EntityType.PdpRequiredTraining]: 'PDP Required Training',
  [EntityType.PdpGoal]: 'PDP Goal',
};

/** The route of the owner's items of the type (a notification's link). */
export const PDP_ITEM_ROUTES: Readonly<Record<PdpItemType, string>> = {
  [EntityType.PdpRequiredTraining]: '/dashboard/pdp/required-training',
  [EntityType.PdpGoal]: '/dashboard/pdp/goals',
};

const AUTHOR_WORDS: Readonly<Record<PdpAuthorRole, string>> = {
  owner: 'the owner',
  director: 'your director',
  coach: 'your coach',
};

/** The owner's notification of a comment or reflection on their item (names escaped). */
export function pdpCommentNotice(input: {
  itemType: PdpItemType;
  itemName: string;
  commentType: PdpCommentType;
  authorName: string;
  authorRole: PdpAuthorRole;
  comment: string;
}) {
  const kind = input.commentType === 'Reflection' ? 'reflection' : 'comment';
  const itemWord = PDP_ITEM_NAMES[input.itemType];
  return {
    subject: `New ${kind} on your ${itemWord}`,
    body:
      `<p>${escapeHtml(input.authorName)} (${AUTHOR_WORDS[input.authorRole]}) added a ${kind} to your ` +
      `${escapeHtml(itemWord)} (${escapeHtml(input.itemName)}).</p>` +
      `<p>${escapeHtml(input.comment)}</p>`,
    route: PDP_ITEM_ROUTES[input.itemType],
    linkText: `View ${itemWord}`,
  };
}

const pdpDisableControls = disableControlsFor();

/**
 * A PDP item's policy (Required Training 11, Goals 12; docs/decisions/pdp.md):
 * - reach: pdpAccess (the owner and user managers edit; directors and coaches with sharing view);
 * - the owner adds, edits and deletes their items, except a verified one (locked: its verification is
 *   removed first); a user manager within reach does so whatever the lock;
 * - directors and coaches only view (their verify, reflect and comment are pdpItemActions);
 * - Disable/Enable for the roles that manage disabled rows (spec 3 §6); a disabled item is not edited;
 * - mayVerify: a director (200) of the person, for a Completed item (spec 3 §4, §6).
 */
function pdpItemPolicy(entityType: PdpItemType): EntityPolicy<PdpItemState> {
  return {
    entityType,
    reach: (viewer, owner, tenant) => pdpAccess(viewer, owner, tenant),
    permissions(viewer, tenant, reach, row) {
      if (reach === 'none') return NO_PERMISSIONS;
      if (reach === 'view') return { ...NO_PERMISSIONS, canView: true };
      const canDisable = pdpDisableControls(viewer.activeRole, tenant);
      if (viewer.userId === row.ownerUserId)
        return {
          canView: true,
          canEdit: !row.verified && !row.disabled,
          canDisable,
          canDelete: !row.verified,
        };
      return { canView: true, canEdit: !row.disabled, canDisable, canDelete: true };
    },
    mayAdd: (_viewer, _tenant, reach) => reach === 'edit',
    disableControls: pdpDisableControls,
    lockMessage: (viewer, row) =>
      viewer.userId === row.ownerUserId && row.verified ? RECORD_TEXTS.lockedVerified : null,
    mayVerify: (viewer, _tenant, reach, row) =>
      reach === 'view' &&
      viewer.activeRole === '200' &&
      viewer.userId !== row.ownerUserId &&
      !row.disabled &&
      row.status === 'Completed',
  };
}

export const pdpRequiredTrainingPolicy = pdpItemPolicy(EntityType.PdpRequiredTraining);
export const pdpGoalPolicy = pdpItemPolicy(EntityType.PdpGoal);

/**
 * The Self-Assessment (entity 13): one row per competency area, made by the server (spec 3 §2: no add
 * button); the owner (and a user manager within reach) rates and notes them, directors and coaches with
 * sharing read them. Rows are neither added, deleted nor disabled by anyone.
 */
export const pdpSelfAssessmentPolicy: EntityPolicy = {
  entityType: EntityType.PdpSelfAssessment,
  reach: (viewer, owner, tenant) => pdpAccess(viewer, owner, tenant),
  permissions(_viewer, _tenant, reach) {
    if (reach === 'none') return NO_PERMISSIONS;
    return { ...NO_PERMISSIONS, canView: true, canEdit: reach === 'edit' };
  },
  mayAdd: () => false,
  disableControls: () => false,
  lockMessage: () => null,
};

/**
 * Comments and reflections (entity 16): read by whoever sees the PDP (pdpAccess); added only through the
 * PDP's comment call (pdpItemActions decides), never through the form engine; never changed or deleted
 * (the dialogue stays as written).
 */
export const pdpCommentPolicy: EntityPolicy = {
  entityType: EntityType.Comment,
  reach: (viewer, owner, tenant) => pdpAccess(viewer, owner, tenant),
  permissions: (_viewer, _tenant, reach) =>
    reach === 'none' ? NO_PERMISSIONS : { ...NO_PERMISSIONS, canView: true },
  mayAdd: () => false,
  disableControls: () => false,
  lockMessage: () => null,
};
