import type { TResumeFields, TResumeIdsList, TResumeItem, TResumeSection } from '@registry/contracts';
import { RESUME_SECTION_INFO, RESUME_SECTIONS, type ResumeSectionKey } from '@registry/domain';

/** The chosen records of each section, by id (a removed record chosen when last saved stays listed). */
export type ResumeSelection = Readonly<Partial<Record<ResumeSectionKey, readonly number[]>>>;

/** What the editor changes: the name, the description (HTML; null: empty) and the chosen records. */
export interface ResumeDraft {
  name: string;
  description: string | null;
  selection: ResumeSelection;
}

/** The draft of the resume as it was saved (or created). */
export function draftOf(fields: TResumeFields): ResumeDraft {
  return {
    name: fields.name,
    description: fields.description === '' ? null : fields.description,
    selection: Object.fromEntries(
      fields.sections.map((section) => [
        section.key,
        section.items.filter((item) => item.isSelected).map((item) => item.id),
      ]),
    ),
  };
}

/**
 * The ids of a section's records that a save keeps: the chosen ones still in the person's records (a
 * removed record cannot be chosen again; the published file keeps it).
 */
export function keptIds(section: TResumeSection, selection: ResumeSelection): number[] {
  const chosen = new Set(selection[section.key] ?? []);
  return section.items.filter((item) => !item.removed && chosen.has(item.id)).map((item) => item.id);
}

/** The same records, in any order (a section's ids are distinct). */
function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((id) => set.has(id));
}

/** Whether the draft differs from what was saved (spec 3 §4: any change hides Publish). */
export function isChanged(fields: TResumeFields, draft: ResumeDraft): boolean {
  const saved = draftOf(fields);
  if (draft.name.trim() !== saved.name.trim()) return true;
  if ((draft.description ?? '') !== (saved.description ?? '')) return true;
  return fields.sections.some(
    (section) => !sameIds(keptIds(section, draft.selection), keptIds(section, saved.selection)),
  );
}

/** The idsList of a save (spec 3 §3): every list, empty for a section the tenant's editor does not have. */
export function idsListOf(fields: TResumeFields, selection: ResumeSelection): TResumeIdsList {
  const list = Object.fromEntries(
    RESUME_SECTIONS.map((key) => [RESUME_SECTION_INFO[key].idsField, [] as number[]]),
  ) as unknown as TResumeIdsList;
  for (const section of fields.sections)
    list[RESUME_SECTION_INFO[section.key].idsField] = keptIds(section, selection);
  return list;
}

/** A record chosen or not (the Include switch changed). */
export function toggled(
  selection: ResumeSelection,
  key: ResumeSectionKey,
  id: number,
  on: boolean,
): ResumeSelection {
  const current = selection[key] ?? [];
  const next = on
    ? [...current.filter((other) => other !== id), id]
    : current.filter((other) => other !== id);
  return { ...selection, [key]: next };
}

/** How many records of a section are offered (not removed), and how many of them are chosen. */
export function sectionCounts(section: TResumeSection, selection: ResumeSelection) {
  return {
    offered: section.items.filter((item) => !item.removed).length,
    chosen: keptIds(section, selection).length,
  };
}

/**
 * An Include switch (spec 3 §5): on when chosen; not offered when the editor is read-only or the record was
 * removed; a reference not chosen is not offered once the maximum (3) are chosen.
 */
export function switchOf(
  section: TResumeSection,
  item: TResumeItem,
  selection: ResumeSelection,
  { editable, maxReferences }: { editable: boolean; maxReferences: number },
): { checked: boolean; disabled: boolean } {
  const checked = (selection[section.key] ?? []).includes(item.id);
  if (!editable || item.removed) return { checked, disabled: true };
  const full = section.key === 'references' && keptIds(section, selection).length >= maxReferences;
  return { checked, disabled: full && !checked };
}

/** The References header's note (spec 3 §5): 'Maximum of 3 allowed' where more than 3 exist. */
export function notesMaximum(section: TResumeSection, maxReferences: number): boolean {
  return section.key === 'references' && section.items.filter((item) => !item.removed).length > maxReferences;
}
