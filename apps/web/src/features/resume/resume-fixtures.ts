import type { TResumeFields, TResumeItem, TResumeSection } from '@registry/contracts';
import { getTenant, resumeSections, type ResumeSectionKey, type TenantCode } from '@registry/domain';

/** A record as viewFields offers it (test data). */
export function resumeItem(id: number, description: string, flags: Partial<TResumeItem> = {}): TResumeItem {
  return { id, description, dates: '', isSelected: false, verified: false, removed: false, ...flags };
}

/** The resume's editor fields for a tenant: its sections in order, with the records given (test data). */
export function resumeFields(
  tenant: TenantCode,
  items: Partial<Record<ResumeSectionKey, TResumeItem[]>> = {},
  state: Partial<TResumeFields> = {},
): TResumeFields {
  const sections: TResumeSection[] = resumeSections(getTenant(tenant)).map((key) => ({
    key,
    items: items[key] ?? [],
  }));
  return {
    resumeId: 12,
    userId: 7,
    name: 'My Resume',
    description: '',
    fileKey: null,
    isGenerated: true,
    isPublished: false,
    publishedAt: null,
    savedAt: null,
    previewed: false,
    mayPublish: false,
    mayEdit: true,
    sections,
    maxReferences: 3,
    ...state,
  };
}
