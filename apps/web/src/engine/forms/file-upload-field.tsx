import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@registry/domain';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { failureText, isApiError } from '../../lib/api';
import { RequiredMark } from './field-frame';
import { describedBy, errorId, fieldId, labelId } from './field-ids';
import { FileLink } from './file-link';
import { FILE_ACCEPT, fileProblem, holdsOneFile } from './file-rules';
import type { FieldProps, UploadedFile } from './types';

export interface FileUploadFieldProps extends FieldProps {
  /** The files of this element's file set, held by the form. */
  files: UploadedFile[];
  onFilesChange: (files: UploadedFile[]) => void;
  /** Sends one file (POST /api/file/upload); rejects when the server refuses it. */
  upload: (file: File) => Promise<UploadedFile>;
  /** Deletes one file (DELETE /api/file). */
  remove: (file: UploadedFile) => Promise<void>;
  /** Opens a file (GET /api/file/u/{id}); without it, names are plain text. */
  onOpen?: (file: UploadedFile) => void;
}

/**
 * A file upload: its files (each with a delete button that asks first), and an Upload File button that
 * opens the browser's picker. The element's value is the file set id the first upload creates. Outcomes
 * are announced: success in a status region, problems as an alert that describes the button.
 */
export function FileUploadField(props: FileUploadFieldProps) {
  const { element, state, value, error, onChange, files, onFilesChange, upload, remove, onOpen } = props;
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const picker = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const shown = problem ?? error ?? null;

  const start = () => {
    setDone(null);
    const full = holdsOneFile(element.subtype) && files.length > 0;
    setProblem(full ? t('forms.fileOnlyOne') : null);
    if (!full) picker.current?.click();
  };

  const send = async (file: File) => {
    const found = fileProblem(file, files, element.subtype);
    if (found) return setProblem(t(found.key, found));
    setBusy(true);
    try {
      const uploaded = await upload(file);
      onFilesChange([...files, uploaded]);
      if (value !== uploaded.fileSetId) onChange(uploaded.fileSetId);
      setDone(t('forms.fileUploaded', { file: uploaded.fileName }));
    } catch (error) {
      // A refusal with its reason (a name taken meanwhile, the set full, a type read from the bytes, too
      // large, empty) says it; any other failure gets the spec's message (spec 3 §8).
      const refused = isApiError(error) && (error.status === 400 || error.status === 413);
      setProblem(refused ? errorText(error.body) : t('forms.fileUploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const erase = async (file: UploadedFile) => {
    const sure = await dialogs.confirm(`${t('forms.deleteConfirm')}\n${t('forms.cannotBeUndone')}`);
    if (!sure) return;
    setDone(null);
    try {
      await remove(file);
    } catch (error) {
      setProblem(failureText(error, t('toast.network')));
      return;
    }
    setProblem(null);
    onFilesChange(files.filter((other) => other.fileId !== file.fileId));
    // The deleted row's button is gone: keep keyboard users in the field.
    button.current?.focus();
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, minWidth: 0 }}>
      <Typography component="legend" id={labelId(element.id)} variant="body1" sx={{ p: 0 }}>
        {element.stimulus}
        <RequiredMark required={state.required} announce />
      </Typography>
      <List dense aria-labelledby={labelId(element.id)}>
        {files.map((file) => (
          <ListItem
            key={file.fileId}
            secondaryAction={
              !state.readOnly && (
                <IconButton
                  edge="end"
                  aria-label={t('forms.deleteFile', { name: file.fileName })}
                  onClick={() => erase(file)}
                >
                  <DeleteOutlined />
                </IconButton>
              )
            }
          >
            <FileLink file={file} onOpen={onOpen} />
          </ListItem>
        ))}
      </List>
      {!state.readOnly && (
        <Button
          id={fieldId(element.id)}
          ref={button}
          variant="outlined"
          loading={busy}
          onClick={start}
          aria-describedby={describedBy(element.id, shown, state.rejected)}
        >
          {t('forms.upload')}
        </Button>
      )}
      <input
        ref={picker}
        type="file"
        hidden
        accept={FILE_ACCEPT}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {shown && (
        <FormHelperText error id={errorId(element.id)} role={problem ? 'alert' : undefined}>
          {shown}
        </FormHelperText>
      )}
      <Typography role="status" variant="body2" sx={{ color: 'success.main' }}>
        {done}
      </Typography>
    </Box>
  );
}
