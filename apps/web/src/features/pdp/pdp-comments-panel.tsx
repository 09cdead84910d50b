import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EntityType, errorText, FormId, type GridFilter, type PdpItemType } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useToast } from '../../components/toast/toast-context';
import { DataGrid } from '../../engine/grid/index';
import { isApiError } from '../../lib/api';
import { useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { pdpItemQuery, useAddPdpComment, usePdpVerification } from './api/pdp-api';

const selectUserId = (session: SessionState) => session.userId;

export interface PdpCommentsPanelProps {
  entityTypeId: PdpItemType;
  entityId: number;
  /** Whose PDP. */
  ownerId: number;
}

/**
 * Under a PDP item's form (spec 3 §2 "an optional comments grid (entity Comment)"): the item's comments and
 * reflections with who wrote them, as what and when (5 a page, newest first), and the viewer's actions the
 * server's rules allow now (GET /api/pdp/item; spec 3 §6): Verify or Unverify (a director, a Completed
 * item), Add Reflection (a director's one, a coach's one), Add Comment (unverified items). The owner sees
 * each new comment arrive (the hub's notification reloads the grid).
 */
export function PdpCommentsPanel({ entityTypeId, entityId, ownerId }: PdpCommentsPanelProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const item = useQuery(pdpItemQuery(entityTypeId, entityId));
  const add = useAddPdpComment();
  const verification = usePdpVerification();
  const filters = useMemo<GridFilter[]>(
    () => [{ filterColumn: 'itemKey', operation: 'Equals', value: `${entityTypeId}:${entityId}` }],
    [entityTypeId, entityId],
  );
  const flags = item.data;
  const own = useSessionSelector(selectUserId) === ownerId;

  const refused = async (error: unknown) => {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
      await dialogs.alert(errorText(error.body), { title: t('pdp.refusedTitle') });
  };

  const write = async (commentType: 'Comment' | 'Reflection') => {
    const reflection = commentType === 'Reflection';
    const text = await dialogs.prompt(
      reflection ? t('pdp.reflectionPrompt') : own ? t('pdp.ownerCommentPrompt') : t('pdp.commentPrompt'),
      {
        title: reflection ? t('pdp.addReflection') : t('pdp.addComment'),
        label: reflection ? t('pdp.reflectionLabel') : t('pdp.commentLabel'),
        required: true,
      },
    );
    if (text === null || text.trim() === '') return;
    try {
      const answer = await add.mutateAsync({ entityTypeId, entityId, commentType, comment: text.trim() });
      toast.show({ severity: 'success', title: t('pdp.added'), message: answer.message });
    } catch (error) {
      await refused(error);
    }
  };

  const verify = async (action: 'verify' | 'remove') => {
    const sure = await dialogs.confirm(action === 'verify' ? t('pdp.verifyText') : t('pdp.unverifyText'), {
      title: action === 'verify' ? t('pdp.verify') : t('pdp.unverify'),
    });
    if (!sure) return;
    try {
      await verification.mutateAsync({
        entityTypeId,
        entityId,
        primaryEntityId: ownerId,
        action,
        isVerified: action === 'verify',
      });
      toast.show({
        severity: 'success',
        title: t('pdp.added'),
        message: action === 'verify' ? t('pdp.verified') : t('pdp.unverified'),
      });
    } catch (error) {
      await refused(error);
    }
  };

  const busy = add.isPending || verification.isPending;
  return (
    <Box component="section" aria-label={t('pdp.comments')} sx={{ mt: 3 }} data-testid="pdp-comments">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {t('pdp.comments')}
        </Typography>
        {flags?.verified && <Chip color="success" size="small" label={t('pdp.verifiedNote')} />}
        {flags?.mayVerify && (
          <Button variant="contained" disabled={busy} onClick={() => void verify('verify')}>
            {t('pdp.verify')}
          </Button>
        )}
        {flags?.mayUnverify && (
          <Button variant="outlined" disabled={busy} onClick={() => void verify('remove')}>
            {t('pdp.unverify')}
          </Button>
        )}
        {flags?.mayReflect && (
          <Button variant="outlined" disabled={busy} onClick={() => void write('Reflection')}>
            {t('pdp.addReflection')}
          </Button>
        )}
        {flags?.mayComment && (
          <Button variant="outlined" disabled={busy} onClick={() => void write('Comment')}>
            {t('pdp.addComment')}
          </Button>
        )}
      </Box>
      <DataGrid
        title={t('pdp.comments')}
        entityTypeId={EntityType.Comment}
        formId={FormId.Comment}
        recordName={t('pdp.commentLabel')}
        primaryEntity={{ id: ownerId, entityTypeId: EntityType.User }}
        defaultFilters={filters}
        addNew={false}
        pageSize={5}
        hiddenColumns={['itemKey']}
      />
    </Box>
  );
}
