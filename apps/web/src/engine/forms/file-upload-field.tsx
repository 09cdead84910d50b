import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { RequiredMark } from './field-frame';
import { describedBy, errorId, fieldId, labelId } from './field-ids';
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
  /** Where a file opens (GET /api/file/u/{id}); without it, names are plain text. */
  hrefOf?: (file: UploadedFile) => string;
}

/**
 * A file upload: its files (each with a delete button that asks first), and an Upload File button that
 * opens the browser's picker. The element's value is the file set id the first upload creates. Outcomes
 * are announced: success in a status region, problems as an alert that describes the button.
 */
export function FileUploadField(props: FileUploadFieldProps) {
  const { element, state, value, error, onChange, files, onFilesChange, upload, remove, hrefOf } = props;
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
    } catch {
      setProblem(t('forms.fileUploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const erase = async (file: UploadedFile) => {
    const sure = await dialogs.confirm(`${t('forms.deleteConfirm')}\n${t('forms.cannotBeUndone')}`);
    if (!sure) return;
    await remove(file);
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
            {hrefOf ? <Link href={hrefOf(file)}>{file.fileName}</Link> : file.fileName}
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
