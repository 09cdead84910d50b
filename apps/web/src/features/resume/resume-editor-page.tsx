import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TResumeFields } from '@registry/contracts';
import {
  FORM_TEXTS,
  formElement,
  RESUME_TEXTS,
  type ElementState,
  type ResumeSectionKey,
} from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pathTo } from '../../app/paths';
import { ErrorsBox } from '../../components/errors-box';
import { RichTextField } from '../../engine/forms/rich-text-field';
import { useUnsavedWarning } from '../../engine/forms/use-unsaved-warning';
import { failureText } from '../../lib/api';
import { formatInstant } from '../../lib/format-date';
import { useTenant } from '../../lib/tenant-context';
import { resumeFieldsQuery } from './api/view-fields';
import { draftOf, idsListOf, isChanged, toggled, type ResumeDraft } from './editor-state';
import { ResumePreview, useShownFile } from './resume-preview';
import { ResumeSections } from './resume-sections';
import { useResumeActions } from './use-resume-actions';

const ID = /^[1-9]\d{0,11}$/;

/** The description's editor is the form engine's rich text field, given an element of its own. */
const DESCRIPTION_ELEMENT_ID = 990_101;

/**
 * /dashboard/resume/edit/:resumeId, the resume profile editor (spec 3 §2, §4, §5) of one of the person's
 * generated resumes: GET viewFields, then the editor.
 */
export function ResumeEditorPage() {
  const { t } = useTranslation();
  const params = useParams();
  const valid = ID.test(params.resumeId ?? '');
  const resumeId = Number(params.resumeId);
  const fields = useQuery({ ...resumeFieldsQuery(resumeId), enabled: valid });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {!valid || fields.isError ? (
        <>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
            {t('routes.resumeEdit.title')}
          </Typography>
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {valid ? failureText(fields.error, t('toast.network')) : t('resume.editor.notFound')}
          </Alert>
          <BackLink />
        </>
      ) : fields.data === undefined ? (
        <CircularProgress aria-label={t('common.loading')} />
      ) : (
        <ResumeEditor key={fields.data.resumeId} fields={fields.data} />
      )}
    </Container>
  );
}

function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button variant="outlined" onClick={() => void navigate(pathTo('resume'))}>
      {t('common.close')}
    </Button>
  );
}

/** The unsaved-data warning while editing (spec 1 §2: 'Are you sure you want to leave without saving?'). */
function UnsavedWarning({ dirty }: { dirty: boolean }) {
  useUnsavedWarning(dirty);
  return null;
}

/**
 * The editor: the name, the description (rich text, 'Type here...'), the sections with an Include switch
 * per record, and the buttons of spec 3 §2. A saved or published resume opens in view mode (Edit, Download,
 * Refresh, Publish, Close); editing offers Save, Preview (it saves first when something changed; Refresh
 * when nothing did) and Close (asking before changes are lost). Publish is offered only when the server says
 * the saved file has been seen (previewed) and nothing has changed since the save (spec 3 §4); a published
 * resume is read-only, and Start a new version copies its choices into a new draft.
 */
function ResumeEditor({ fields }: { fields: TResumeFields }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigate = useNavigate();
  const errorsId = useId();
  const actions = useResumeActions();
  const shown = useShownFile();
  const [mode, setMode] = useState<'view' | 'edit'>(
    fields.mayEdit && fields.fileKey === null && !fields.isPublished ? 'edit' : 'view',
  );
  const [draft, setDraft] = useState<ResumeDraft>(() => draftOf(fields));
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // A save or a publish changes the resume: the draft starts again from what the server has.
  const basis = `${fields.fileKey ?? ''}:${fields.isPublished}`;
  const [basisBefore, setBasisBefore] = useState(basis);
  if (basisBefore !== basis) {
    setBasisBefore(basis);
    setDraft(draftOf(fields));
  }

  const editable = mode === 'edit' && fields.mayEdit;
  const dirty = editable && isChanged(fields, draft);
  const busy = actions.busy;
  const description = useMemo(
    () =>
      formElement({
        id: DESCRIPTION_ELEMENT_ID,
        type: 'richText',
        stimulus: t('resume.editor.description'),
        arguments: { allowLinks: true },
      }),
    [t],
  );
  const descriptionState: ElementState = {
    visible: true,
    required: false,
    readOnly: !editable,
    rejected: false,
    rejectMessage: null,
    value: null,
    multiValue: null,
    visibleChoiceIds: [],
  };

  /** Saves the draft (Save, or Preview with changes): true when saved. */
  const save = async (): Promise<string | null> => {
    if (draft.name.trim() === '') {
      setNameError(FORM_TEXTS.fillOutField);
      return null;
    }
    setNameError(null);
    setFailure(null);
    try {
      const answer = await actions.edit.mutateAsync({
        resumeId: fields.resumeId,
        name: draft.name.trim(),
        description: draft.description ?? '',
        idsList: idsListOf(fields, draft.selection),
      });
      shown.clear();
      setMode('view');
      return answer.fileKey;
    } catch (error) {
      setFailure(failureText(error, t('toast.network')));
      return null;
    }
  };

  /** Preview: saves first when something changed (or nothing was ever saved), then shows the file. */
  const preview = async () => {
    let fileKey = fields.fileKey;
    if (dirty || fileKey === null) fileKey = await save();
    if (fileKey === null) return;
    const file = await actions.fetchFile(fields.resumeId, fileKey);
    if (file) shown.show(file, fileKey, `${draft.name.trim() || fields.name}.pdf`);
  };

  const onSave = async () => {
    if ((await save()) !== null) actions.saved();
  };

  const status = fields.isPublished
    ? t('resume.editor.statusPublished', {
        date: fields.publishedAt ? formatInstant(fields.publishedAt, tenant.timeZone) : '',
      })
    : fields.savedAt
      ? t(fields.previewed ? 'resume.editor.statusSeen' : 'resume.editor.statusSaved', {
          date: formatInstant(fields.savedAt, tenant.timeZone),
        })
      : t('resume.editor.statusDraft');
  const mayPublish = fields.mayPublish && !fields.isPublished && !dirty;

  return (
    <Box>
      {editable && <UnsavedWarning dirty={dirty} />}
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 1, overflowWrap: 'anywhere' }}
      >
        {fields.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }} data-testid="resume-status">
        {status}
      </Typography>
      {fields.isPublished && (
        <Alert
          severity="info"
          sx={{ mb: 2, '& .MuiAlert-message': { display: 'grid', gap: 1, justifyItems: 'start' } }}
        >
          {RESUME_TEXTS.publishedLocked}
          <Button
            variant="outlined"
            size="small"
            disabled={busy}
            onClick={() => void actions.newVersion(fields.resumeId)}
          >
            {t('resume.editor.newVersion')}
          </Button>
        </Alert>
      )}
      <ErrorsBox id={errorsId} message={failure} />
      <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
        <TextField
          label={t('resume.editor.name')}
          value={draft.name}
          required={editable}
          error={nameError !== null}
          helperText={nameError ?? undefined}
          onChange={(event) => {
            setDraft((current) => ({ ...current, name: event.target.value }));
            if (event.target.value.trim() !== '') setNameError(null);
          }}
          slotProps={{ htmlInput: { maxLength: 180, readOnly: !editable } }}
          sx={{ maxWidth: 640 }}
        />
        <RichTextField
          element={description}
          state={descriptionState}
          value={draft.description}
          onChange={(value) => setDraft((current) => ({ ...current, description: value }))}
        />
      </Box>
      <ResumeSections
        sections={fields.sections}
        selection={draft.selection}
        editable={editable && !busy}
        maxReferences={fields.maxReferences}
        onToggle={(key: ResumeSectionKey, id: number, on: boolean) =>
          setDraft((current) => ({ ...current, selection: toggled(current.selection, key, id, on) }))
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3, mb: 3 }} data-testid="resume-buttons">
        {mode === 'view' && fields.mayEdit && (
          <Button variant="contained" disabled={busy} onClick={() => setMode('edit')}>
            {t('resume.editor.edit')}
          </Button>
        )}
        {editable && (
          <Button variant="contained" disabled={busy} onClick={() => void onSave()}>
            {t('resume.editor.save')}
          </Button>
        )}
        {mode === 'view' && fields.fileKey !== null && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => void actions.download(fields.resumeId, fields.fileKey!, `${fields.name}.pdf`)}
          >
            {t('resume.editor.download')}
          </Button>
        )}
        {(editable || fields.fileKey !== null) && (
          <Button variant="outlined" disabled={busy} onClick={() => void preview()}>
            {dirty || fields.fileKey === null ? t('resume.editor.preview') : t('resume.editor.refresh')}
          </Button>
        )}
        {mayPublish && (
          <Button
            variant="contained"
            color="success"
            disabled={busy}
            onClick={() => void actions.publish(fields.resumeId)}
          >
            {t('resume.editor.publish')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => void navigate(pathTo('resume'))}>
          {t('common.close')}
        </Button>
      </Box>
      {shown.file && shown.file.fileKey === fields.fileKey && (
        <Box component="section" aria-labelledby="resume-preview-heading">
          <Typography id="resume-preview-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('resume.preview.heading')}
          </Typography>
          <ResumePreview file={shown.file} />
        </Box>
      )}
    </Box>
  );
}
