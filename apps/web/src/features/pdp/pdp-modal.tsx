import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { EntityType } from '@registry/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteTitleKey } from '../../app/route-types';
import { Modal } from '../../components/modal';
import { PdpGrid, type PdpGridEntity } from './pdp-grid';

export interface PdpPerson {
  id: number;
  fullName: string;
}

export interface PdpModalProps {
  /** Whose PDP; null: closed. */
  person: PdpPerson | null;
  onClose: () => void;
}

const TABS: readonly { entity: PdpGridEntity; title: RouteTitleKey }[] = [
  { entity: EntityType.PdpRequiredTraining, title: 'routes.pdpRequiredTraining.title' },
  { entity: EntityType.PdpGoal, title: 'routes.pdpGoals.title' },
  { entity: EntityType.PdpSelfAssessment, title: 'routes.pdpSelfAssessment.title' },
];

/**
 * Another person's PDP (issue 25): for their director (200), who verifies Completed items, reflects and
 * comments, and their coach (300) with PDP commenting, who reflects and comments. Required Training, Goals
 * and Self-Assessment as tabs; each item opens in its form with its comments and the viewer's actions.
 * A viewer who does not reach the person's PDP sees the grids' "not found".
 */
export function PdpModal({ person, onClose }: PdpModalProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const current = TABS[tab]!;
  return (
    <Modal
      open={person !== null}
      title={person ? t('pdp.modalTitle', { name: person.fullName }) : ''}
      onClose={onClose}
      maxWidth="lg"
      data-testid="pdp-modal"
    >
      {person && (
        <Box>
          <Tabs
            value={tab}
            onChange={(_event, value: number) => setTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('pdp.tabsLabel')}
            sx={{ mb: 2 }}
          >
            {TABS.map((entry, index) => (
              <Tab
                key={entry.entity}
                label={t(entry.title)}
                id={`pdp-tab-${index}`}
                aria-controls="pdp-tab-panel"
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id="pdp-tab-panel" aria-labelledby={`pdp-tab-${tab}`}>
            <PdpGrid
              key={`${person.id}:${current.entity}`}
              entityTypeId={current.entity}
              ownerId={person.id}
              own={false}
              title={t(current.title)}
            />
          </Box>
        </Box>
      )}
    </Modal>
  );
}
