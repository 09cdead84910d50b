import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { FormElement } from '@registry/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useSanitizer } from '../../lib/use-sanitizer';
import { RequiredMark } from './field-frame';
import { describedBy, errorId, fieldId, focusField, labelId } from './field-ids';
import type { AutocompleteItem, FieldProps, PeerValue } from './types';
import { useTransientMessage } from './use-transient-message';

// TipTap and ProseMirror are loaded with the first rich text field, not with every form.
const RichTextEditor = lazy(() => import('./rich-text/rich-text-editor'));

/** Stored rich text (HTML, cleaned again here) as it reads: view mode and read-only elements. */
export function RichTextView({ html }: { html: string | null }) {
  // The sanitizer is loaded with the first rich text shown (lib/use-sanitizer): until then it is busy.
  const sanitize = useSanitizer();
  const clean = useMemo(() => (sanitize ? sanitize(html ?? '') : null), [sanitize, html]);
  if (clean === null) return <Box aria-busy="true" sx={{ minHeight: '1.5em' }} />;
  return <Box sx={{ '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export interface RichTextFieldProps extends FieldProps {
  /** Changes with every failed save, so the 5-second warning shows again for each attempt. */
  attempt?: number;
  /** Cross-reference suggestions after '@' (the form's search service). */
  search?: (element: FormElement, text: string, peers: PeerValue[]) => Promise<AutocompleteItem[]>;
  peerValues?: PeerValue[];
}

/**
 * A rich text element: its label, the editor (or, read-only, the cleaned HTML in a read-only text box),
 * and the required warning, which hides after 5 seconds (spec 3 §5) and shows again on the next save.
 */
export function RichTextField(props: RichTextFieldProps) {
  const { element, state, value, error, attempt, onChange, search, peerValues } = props;
  const warning = useTransientMessage(error, attempt);
  const described = describedBy(element.id, warning, state.rejected);
  const stored = (busy: boolean) => (
    <Box
      id={fieldId(element.id)}
      role="textbox"
      aria-readonly="true"
      aria-busy={busy || undefined}
      aria-multiline="true"
      aria-labelledby={labelId(element.id)}
      aria-required={state.required}
      aria-invalid={Boolean(warning)}
      aria-describedby={described}
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
  );

  return (
    <Box sx={{ mt: 1 }}>
      {/* Not a <label> (the editor is no form control); a click on it still moves focus to the text. */}
      <Typography
        id={labelId(element.id)}
        variant="body1"
        component="div"
        onClick={() => focusField(element.id)}
        sx={{ mb: 0.5 }}
      >
        {element.stimulus}
        <RequiredMark required={state.required} />
      </Typography>
      {state.readOnly ? (
        stored(false)
      ) : (
        <Suspense fallback={stored(true)}>
          <RichTextEditor
            element={element}
            required={state.required}
            value={value}
            onChange={onChange}
            invalid={Boolean(warning)}
            describedBy={described}
            search={search}
            peerValues={peerValues}
          />
        </Suspense>
      )}
      {warning && (
        <FormHelperText error id={errorId(element.id)}>
          {warning}
        </FormHelperText>
      )}
    </Box>
  );
}
