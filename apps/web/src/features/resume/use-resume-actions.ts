import { RESUME_TEXTS } from '@registry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/paths';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useToast } from '../../components/toast/toast-context';
import { saveFile, type DownloadedFile } from '../../lib/download';
import { useCreateResume } from './api/create-resume';
import { useEditResume } from './api/edit-resume';
import { usePublishResume } from './api/publish-resume';
import { resumeKeys } from './api/resume-keys';
import { fetchResumeFile } from './api/resume-file';

/** A call that failed has had its error toast (the query client's rule): nothing more to say. */
async function orStop<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch {
    return undefined;
  }
}

/**
 * What is done to a resume beyond its fields: Generate Resume and Start a new version (a new draft, then its
 * editor), Download (saved as a file, then 'Check your Downloads folder for a PDF of the resume.' titled
 * 'Download successful.'), the file fetched for the preview, and Publish (asked first; then 'Resume
 * published.'). Fetching the file tells the server its owner has seen it, so the resume's state loads again.
 */
export function useResumeActions() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateResume();
  const edit = useEditResume();
  const publishCall = usePublishResume();
  const [fetching, setFetching] = useState(false);

  const seen = (resumeId: number) => queryClient.invalidateQueries({ queryKey: resumeKeys.fields(resumeId) });

  const fetchFile = async (resumeId: number, fileKey: string): Promise<DownloadedFile | null> => {
    setFetching(true);
    try {
      const file = await fetchResumeFile(fileKey);
      await seen(resumeId);
      return file;
    } catch (error) {
      toast.showError(error);
      return null;
    } finally {
      setFetching(false);
    }
  };

  return {
    edit,
    busy: create.isPending || edit.isPending || publishCall.isPending || fetching,
    fetchFile,
    saved() {
      toast.show({
        severity: 'success',
        title: t('resume.editor.savedTitle'),
        message: t('resume.editor.saved'),
      });
    },
    async download(resumeId: number, fileKey: string, fallbackName: string) {
      const file = await fetchFile(resumeId, fileKey);
      if (!file) return;
      saveFile(file.blob, file.fileName ?? fallbackName);
      await dialogs.alert(RESUME_TEXTS.downloaded, { title: RESUME_TEXTS.downloadedTitle });
    },
    async publish(resumeId: number) {
      if (!(await dialogs.confirm(t('resume.publishConfirm'), { title: t('resume.publishTitle') }))) return;
      const answer = await orStop(publishCall.mutateAsync(resumeId));
      if (answer) await dialogs.alert(RESUME_TEXTS.publishedNote, { title: RESUME_TEXTS.published });
    },
    async generate() {
      const fields = await orStop(create.mutateAsync({}));
      if (fields) await navigate(pathTo('resume-edit', { resumeId: fields.resumeId }));
    },
    async newVersion(resumeId: number) {
      const fields = await orStop(create.mutateAsync({ copyOf: resumeId }));
      if (fields) await navigate(pathTo('resume-edit', { resumeId: fields.resumeId }));
    },
  };
}
