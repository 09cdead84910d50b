import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { RequiredMark } from './field-frame';
import { describedBy, errorId, fieldId, labelId } from './field-ids';
import type { FieldProps } from './types';
import { useTransientMessage } from './use-transient-message';

/** Stored rich text (HTML, cleaned again here) as it reads: view mode and read-only elements. */
export function RichTextView({ html }: { html: string | null }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Box sx={{ '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export interface RichTextFieldProps extends FieldProps {
  /** Changes with every failed save, so the 5-second warning shows again for each attempt. */
  attempt?: number;
}

/**
 * A rich text element. TipTap (the editor DESIGN chooses) is not installed yet, so this shows the value
 * read-only, under its label, with the warning that hides after 5 seconds (spec 3 §5); the editor itself
 * (toolbar, placeholder 'Type here...', link prompt) is to come with TipTap.
 */
export function RichTextField({ element, state, value, error, attempt }: RichTextFieldProps) {
  const warning = useTransientMessage(error, attempt);
  return (
    <Box sx={{ mt: 1 }}>
      <Typography id={labelId(element.id)} variant="body1" component="div">
        {element.stimulus}
        <RequiredMark required={state.required} />
      </Typography>
      <Box
        id={fieldId(element.id)}
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        aria-labelledby={labelId(element.id)}
        aria-required={state.required}
        aria-invalid={Boolean(warning)}
        aria-describedby={describedBy(element.id, warning, state.rejected)}
        tabIndex={0}
        sx={{
          border: 1,
          borderColor: warning ? 'error.main' : 'divider',
          borderRadius: 1,
          p: 1,
          minHeight: 80,
        }}
      >
        <RichTextView html={value} />
      </Box>
      {warning && (
        <FormHelperText error id={errorId(element.id)}>
          {warning}
        </FormHelperText>
      )}
    </Box>
  );
}
