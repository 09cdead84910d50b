import type {
  TPdpCommentAnswer,
  TPdpCommentRequest,
  TPdpItem,
  TPdpItemQuery,
  TPdpSelfAssessmentAnswer,
  TPdpSelfAssessmentRequest,
} from '@registry/contracts';
import {
  FormId,
  mayAddPdpComment,
  pdpAuthorRole,
  pdpCommentNotice,
  pdpItemActions,
  PDP_TEXTS,
  type PdpItemState,
  type PdpItemType,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { ServiceDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { readRecordState, reachOf, type EntityDefinition } from '../../platform/entities/index.js';
import { notFound } from '../../platform/errors.js';
import { recordsViewer } from '../../platform/person-records.js';
import type { AuthContext } from '../../platform/sessions.js';
import { pdpGoalEntity, pdpRequiredTrainingEntity, pdpSelfAssessmentEntity } from './pdp.entity.js';
import {
  ensureSelfAssessment,
  findItemName,
  findUserName,
  insertComment,
  latestFormVersion,
} from './pdp.repository.js';

export type PdpService = ReturnType<typeof createPdpService>;

type Deps = Pick<ServiceDeps, 'db' | 'transaction' | 'clock' | 'tenant' | 'deliveries'>;

const ITEM_ENTITIES: Record<PdpItemType, EntityDefinition<PdpItemState>> = {
  11: pdpRequiredTrainingEntity,
  12: pdpGoalEntity,
};

/**
 * The PDP's calls (issue 25; spec 3 §2, §6; docs/decisions/pdp.md): a comment or reflection on an item
 * (pdpItemActions decides; the owner is told, live, in the same transaction), what the viewer may do on an
 * item (the record modal's buttons), and the person's Self-Assessment rows. A tenant without the PDP, an
 * item that does not exist and one whose person the viewer does not reach all answer 404; a viewer who
 * reaches it but may not write this now 403.
 */
export function createPdpService(deps: Deps) {
  const { db, transaction, clock, tenant, deliveries } = deps;

  /** The item, the viewer's reach and their author role, or 404. */
  async function itemInReach(
    trx: Db,
    auth: AuthContext,
    itemType: PdpItemType,
    itemId: number,
    lock = false,
  ) {
    if (!tenant.features.pdp) throw notFound();
    const entity = ITEM_ENTITIES[itemType];
    const stored = await readRecordState(trx, entity, tenant, itemId, { forUpdate: lock });
    if (stored === undefined) throw notFound(PDP_TEXTS.notFound);
    const owner = stored.state.ownerUserId;
    const target = await entity.scope.target(trx, auth, owner);
    if (target === undefined) throw notFound(PDP_TEXTS.notFound);
    const viewer = recordsViewer(auth);
    const reach = entity.policy.reach(viewer, target, tenant);
    if (reach === 'none') throw notFound(PDP_TEXTS.notFound);
    return {
      entity,
      item: stored.state,
      raw: stored.raw,
      author: pdpAuthorRole(viewer, target, tenant),
      reach,
    };
  }

  return {
    /**
     * POST /api/pdp/comment: a comment or reflection on an item, as the owner, a director of theirs or a
     * coach with PDP sharing (spec 3 §6), written with its audit row and, for another's words, the owner's
     * notification (live) in one transaction that holds the item's row: two reflections at once, one is
     * written.
     */
    async addComment(auth: AuthContext, body: TPdpCommentRequest): Promise<TPdpCommentAnswer> {
      const at = clock.now();
      return transaction(async (trx) => {
        const { item, author } = await itemInReach(trx, auth, body.entityTypeId, body.entityId, true);
        if (author === null || !mayAddPdpComment(author, item, body.commentType))
          throw forbidden(
            body.commentType === 'Reflection' ? PDP_TEXTS.mayNotReflect : PDP_TEXTS.mayNotComment,
          );
        const formId = body.commentType === 'Reflection' ? FormId.Reflection : FormId.Comment;
        const commentId = await insertComment(trx, {
          ownerUserId: item.ownerUserId,
          formId,
          formVersion: await latestFormVersion(trx, formId),
          itemType: body.entityTypeId,
          itemId: body.entityId,
          commentType: body.commentType,
          comment: body.comment,
          authorUserId: auth.userId,
          authorRole: author,
          at,
        });
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: body.commentType === 'Reflection' ? 'pdp.reflection' : 'pdp.comment',
          entity: 'Comment',
          entityId: commentId,
          before: null,
          after: { itemEntityTypeId: body.entityTypeId, itemId: body.entityId, authorRole: author },
          at,
        });
        if (author !== 'owner')
          await deliveries.notify(
            trx,
            [item.ownerUserId],
            pdpCommentNotice({
              itemType: body.entityTypeId,
              itemName: (await findItemName(trx, body.entityTypeId, body.entityId)) ?? '',
              commentType: body.commentType,
              authorName: await findUserName(trx, auth.userId),
              authorRole: author,
              comment: body.comment,
            }),
          );
        return {
          commentId,
          message: body.commentType === 'Reflection' ? PDP_TEXTS.reflectionAdded : PDP_TEXTS.commentAdded,
        };
      });
    },

    /** GET /api/pdp/item: the item's state and what the viewer may do on it now. */
    async item(auth: AuthContext, query: TPdpItemQuery): Promise<TPdpItem> {
      const itemType = query.entityTypeId as PdpItemType;
      const { item, author, raw } = await itemInReach(db, auth, itemType, query.entityId);
      const actions = pdpItemActions(author, item);
      const idOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      return {
        entityTypeId: itemType,
        entityId: query.entityId,
        ownerUserId: item.ownerUserId,
        status: item.status,
        verified: item.verified,
        viewerIsDirector: author === 'director',
        reflectionId: idOf(raw.sreflection),
        coachReflectionId: idOf(raw.scoachreflection),
        ...actions,
      };
    },

    /**
     * POST /api/pdp/selfassessment: the person's Self-Assessment rows, one per competency area, made where
     * missing (spec 3 §2: the tab has no Add). For the person themself or a user manager within reach
     * (edit); a director or coach reads what is there (403); anyone else 404.
     */
    async prepareSelfAssessment(
      auth: AuthContext,
      body: TPdpSelfAssessmentRequest,
    ): Promise<TPdpSelfAssessmentAnswer> {
      if (!tenant.features.pdp) throw notFound();
      const owner = body.userId ?? auth.userId;
      const reach = await reachOf({ db, tenant }, auth, pdpSelfAssessmentEntity, owner);
      if (reach === 'none') throw notFound();
      if (reach !== 'edit') throw forbidden();
      const at = clock.now();
      return transaction(async (trx) =>
        ensureSelfAssessment(
          trx,
          owner,
          {
            formId: FormId.PdpSelfAssessment,
            formVersion: await latestFormVersion(trx, FormId.PdpSelfAssessment),
          },
          at,
        ),
      );
    },
  };
}
