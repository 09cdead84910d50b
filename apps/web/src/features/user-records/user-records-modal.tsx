import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CLAIMS, type EntityType, type GridRow } from '@registry/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { Modal } from '../../components/modal';
import { useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { useTenant } from '../../lib/tenant-context';
import { PdpModal } from '../pdp';
import { PublishedResumeButton } from '../resume';
import { RecordSectionGrid } from './record-section-grid';
import { recordSections, type UserRecordsMode } from './record-sections';

export interface UserRecordsPerson {
  id: number;
  fullName: string;
}

export interface UserRecordsModalProps {
  /** Whose records; null: the modal is closed. */
  person: UserRecordsPerson | null;
  /** 'verify' (Search Users, the queue): Bulk Reject offered; 'manage' (Manage Users): more record types. */
  mode: UserRecordsMode;
  onClose: () => void;
  /** The record type to open at first (the queue's request); otherwise all start closed. */
  openSection?: EntityType;
}

/** A user manager (400, 500, AdminUser: CLAIMS.manageUsers) sees Community Service and Membership too. */
const selectManagesUsers = (session: SessionState) => session.claims.includes(CLAIMS.manageUsers);

/**
 * The User Records modal (spec 2 "Manage Users", "Search Users"; spec 3 §4-§6): an accordion per record
 * type of the person, each the grid of their records with status icons and the verifier's actions.
 * Closing it while rows are selected for Bulk Reject asks 'Are you sure you want to close without
 * saving?' (title 'Unsaved Data Warning').
 */
export function UserRecordsModal({ person, mode, onClose, openSection }: UserRecordsModalProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [selections, setSelections] = useState<Record<string, number>>({});
  const dirty = Object.values(selections).some((count) => count > 0);
  const onSelection = useCallback(
    (key: string, count: number) => setSelections((current) => ({ ...current, [key]: count })),
    [],
  );

  const close = async () => {
    if (dirty) {
      const leave = await dialogs.confirm(t('dialogs.closeWithoutSaving'), {
        title: t('dialogs.unsavedTitle'),
      });
      if (!leave) return;
    }
    setSelections({});
    onClose();
  };

  return (
    <Modal
      open={person !== null}
      title={person ? t('userRecords.title', { name: person.fullName }) : ''}
      onClose={() => void close()}
      maxWidth="lg"
      data-testid="user-records"
    >
      {/* The person's published resume, for those who may read it (issue 26): no button when there is none. */}
      {person && <PublishedResumeButton key={person.id} person={person} />}
      {person && <PdpButton person={person} />}
      {person && (
        <Sections
          key={person.id}
          person={person}
          mode={mode}
          openSection={openSection}
          onSelection={onSelection}
        />
      )}
    </Modal>
  );
}

/** A director (200) of the person reaches their PDP from here, where the tenant has it (issue 25). */
const selectDirects = (session: SessionState) => session.activeRole === '200';

function PdpButton({ person }: { person: UserRecordsPerson }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const directs = useSessionSelector(selectDirects);
  const [open, setOpen] = useState(false);
  if (!directs || !tenant.features.pdp) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        {t('pdp.openPdp')}
      </Button>
      <PdpModal person={open ? person : null} onClose={() => setOpen(false)} />
    </>
  );
}

function Sections({
  person,
  mode,
  openSection,
  onSelection,
}: {
  person: UserRecordsPerson;
  mode: UserRecordsMode;
  openSection: EntityType | undefined;
  onSelection: (key: string, count: number) => void;
}) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const managesUsers = useSessionSelector(selectManagesUsers);
  const sections = useMemo(() => recordSections(mode, managesUsers, tenant), [mode, managesUsers, tenant]);
  // The records opened read-only in this modal, by entity type: Verify and Decline wait for the view.
  const [viewed, setViewed] = useState<ReadonlyMap<number, ReadonlySet<number>>>(new Map());
  const markViewed = useCallback(
    (entityTypeId: number) => (row: GridRow) =>
      setViewed((current) => {
        if (current.get(entityTypeId)?.has(row.id)) return current;
        const next = new Map(current);
        next.set(entityTypeId, new Set([...(current.get(entityTypeId) ?? []), row.id]));
        return next;
      }),
    [],
  );
  const handlers = useMemo(
    () => new Map(sections.map((section) => [section.entityTypeId, markViewed(section.entityTypeId)])),
    [sections, markViewed],
  );
  const selectionHandlers = useMemo(
    () =>
      new Map(sections.map((section) => [section.key, (count: number) => onSelection(section.key, count)])),
    [sections, onSelection],
  );
  const NONE = useMemo(() => new Set<number>(), []);

  return (
    <>
      {sections.map((section) => {
        const name = t(`userRecords.sections.${section.key}`);
        return (
          <Accordion
            key={section.key}
            defaultExpanded={section.entityTypeId === openSection}
            slotProps={{ transition: { unmountOnExit: true } }}
            disableGutters
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`user-records-${section.key}`}
              aria-controls={`user-records-${section.key}-panel`}
            >
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {name}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`user-records-${section.key}-panel`} sx={{ px: { xs: 1, sm: 2 } }}>
              <RecordSectionGrid
                person={person}
                section={section}
                recordName={name}
                bulkReject={mode === 'verify'}
                viewed={viewed.get(section.entityTypeId) ?? NONE}
                onViewed={handlers.get(section.entityTypeId)!}
                onSelectionChange={selectionHandlers.get(section.key)!}
              />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </>
  );
}
