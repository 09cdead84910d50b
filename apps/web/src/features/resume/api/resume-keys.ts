import { EntityType } from '@registry/domain';
import type { QueryClient } from '@tanstack/react-query';
import { gridKeys } from '../../../engine/grid/index';

/** The resume's query keys: a resume's editor fields, a person's published resume. */
export const resumeKeys = {
  all: ['resume'] as const,
  fields: (resumeId: number) => ['resume', 'fields', resumeId] as const,
  published: (userId: number) => ['resume', 'published', userId] as const,
  /** A resume file's bytes, for a reader's view. */
  file: (fileKey: string) => ['resume', 'file', fileKey] as const,
};

/** After a change: the resume's fields, the published resumes and the Resume grid load again. */
export function refreshResumes(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: resumeKeys.all }),
    queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.Resume) }),
  ]);
}
