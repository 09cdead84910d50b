import { describe, expect, it } from 'vitest';
import {
  draftOf,
  idsListOf,
  isChanged,
  notesMaximum,
  switchOf,
  toggled,
  type ResumeDraft,
} from './editor-state';
import { resumeFields, resumeItem } from './resume-fixtures';

const references = [1, 2, 3, 4].map((id) => resumeItem(id, `Reference ${id}`));

describe('the resume editor state (spec 3 §3, §4, §5)', () => {
  it('starts from the saved choices and sends every list, the tenant’s absent sections empty', () => {
    const fields = resumeFields('al', {
      education: [resumeItem(5, 'BA', { isSelected: true }), resumeItem(6, 'MA')],
    });
    const draft = draftOf(fields);
    expect(draft.selection.education).toEqual([5]);
    expect(idsListOf(fields, draft.selection)).toEqual({
      educationIds: [5],
      employmentIds: [],
      certificationIds: [],
      communityIds: [],
      membershipIds: [],
      referenceIds: [],
      certificateIds: [],
    });
  });

  it('a removed record is not sent again, and its staying in the saved choices is no change', () => {
    const fields = resumeFields('tn', {
      memberships: [resumeItem(8, 'NAEYC', { isSelected: true, removed: true })],
    });
    const draft = draftOf(fields);
    expect(idsListOf(fields, draft.selection).membershipIds).toEqual([]);
    expect(isChanged(fields, draft)).toBe(false);
    expect(
      switchOf(fields.sections[4]!, fields.sections[4]!.items[0]!, draft.selection, {
        editable: true,
        maxReferences: 3,
      }),
    ).toEqual({ checked: true, disabled: true });
  });

  it('any change of name, description or choice is a change; undoing it is none', () => {
    const fields = resumeFields('tn', { education: [resumeItem(5, 'BA')] }, { description: '<p>Hi</p>' });
    const draft = draftOf(fields);
    const on: ResumeDraft = { ...draft, selection: toggled(draft.selection, 'education', 5, true) };
    expect(isChanged(fields, on)).toBe(true);
    expect(isChanged(fields, { ...on, selection: toggled(on.selection, 'education', 5, false) })).toBe(false);
    expect(isChanged(fields, { ...draft, name: 'Other' })).toBe(true);
    expect(isChanged(fields, { ...draft, name: ' My Resume ' })).toBe(false);
    expect(isChanged(fields, { ...draft, description: null })).toBe(true);
  });

  it('three references chosen: the others are not offered; the header notes the maximum past three', () => {
    const fields = resumeFields('tn', { references });
    const section = fields.sections.find((candidate) => candidate.key === 'references')!;
    let selection = draftOf(fields).selection;
    for (const id of [1, 2, 3]) selection = toggled(selection, 'references', id, true);
    const state = (id: number) =>
      switchOf(section, section.items[id - 1]!, selection, { editable: true, maxReferences: 3 });
    expect(state(4)).toEqual({ checked: false, disabled: true });
    expect(state(3)).toEqual({ checked: true, disabled: false });
    expect(notesMaximum(section, 3)).toBe(true);
    expect(notesMaximum({ ...section, items: references.slice(0, 3) }, 3)).toBe(false);
    // Read-only (view mode, published): nothing is offered.
    expect(switchOf(section, section.items[0]!, selection, { editable: false, maxReferences: 3 })).toEqual({
      checked: true,
      disabled: true,
    });
  });
});
