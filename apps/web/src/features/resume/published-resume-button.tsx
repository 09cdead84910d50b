import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { TResumePublished } from '@registry/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/api';
import { publishedResumeQuery } from './api/published-resume';
import { fetchResumeFile } from './api/resume-file';
import { resumeKeys } from './api/resume-keys';
import { ResumePreview } from './resume-preview';

export interface PublishedResumePerson {
  id: number;
  fullName: string;
}

/**
 * View Resume (issue 26) in a person's User Records, for those who may read their published resume (their
 * directors, agency staff within reach, user managers): shown only when GET published?userId= answers (a 404:
 * none, or not for this viewer, and no button). It opens the PDF in a modal, with a link to a new tab.
 */
export function PublishedResumeButton({ person }: { person: PublishedResumePerson }) {
  const { t } = useTranslation();
  const published = useQuery(publishedResumeQuery(person.id));
  const [open, setOpen] = useState(false);
  if (!published.data) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ mb: 2, mr: 1 }}>
        {t('resume.viewResume')}
      </Button>
      {open && (
        <PublishedResumeModal person={person} resume={published.data} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function PublishedResumeModal({
  person,
  resume,
  onClose,
}: {
  person: PublishedResumePerson;
  resume: TResumePublished;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const file = useQuery({
    queryKey: resumeKeys.file(resume.fileKey),
    queryFn: () => fetchResumeFile(resume.fileKey),
    staleTime: Infinity,
    gcTime: 0,
    meta: { silent: true },
  });
  return (
    <Modal open title={t('resume.viewTitle', { name: person.fullName })} onClose={onClose} maxWidth="lg">
      <Box sx={{ minHeight: 200 }}>
        {file.data ? (
          <ResumePreview
            file={{
              blob: file.data.blob,
              fileName: file.data.fileName ?? `${resume.name}.pdf`,
              fileKey: resume.fileKey,
            }}
          />
        ) : file.isError ? (
          <Alert severity="error" role="alert">
            {failureText(file.error, t('toast.network'))}
          </Alert>
        ) : (
          <LinearProgress aria-label={t('common.loading')} />
        )}
      </Box>
    </Modal>
  );
}
