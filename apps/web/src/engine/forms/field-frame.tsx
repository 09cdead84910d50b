import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ElementState, FormElement } from '@registry/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden';
import { rejectedId } from './field-ids';

/** Colours MUI's own label asterisk (spec 3 §5: required elements show a red asterisk). */
export const redAsteriskSx = { '& .MuiFormLabel-asterisk': { color: 'error.main' } } as const;

/**
 * The red asterisk for labels MUI does not draw (legends, the rich text and file labels): hidden from
 * assistive technology. Where the control cannot say "required" itself (a fieldset, a button), `announce`
 * adds the word for screen readers.
 */
export function RequiredMark({ required, announce = false }: { required: boolean; announce?: boolean }) {
  const { t } = useTranslation();
  if (!required) return null;
  return (
    <>
      <Box component="span" aria-hidden="true" sx={{ color: 'error.main' }}>
        {' *'}
      </Box>
      {announce && <VisuallyHidden>{` (${t('forms.required')})`}</VisuallyHidden>}
    </>
  );
}

/** The tooltip of spec 3 §3: an info button, reachable by keyboard, whose description is the tip. */
export function FieldTooltip({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={text} describeChild enterTouchDelay={0}>
      <IconButton size="small" aria-label={t('forms.tooltip', { label })} sx={{ mt: 1 }}>
        <InfoOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The rejected-field message: the reject rule's own message, or the director's flag (spec 3 §5). */
export function RejectedMessage({ element, state }: { element: FormElement; state: ElementState }) {
  const { t } = useTranslation();
  if (!state.rejected) return null;
  return (
    <Typography id={rejectedId(element.id)} variant="body2" sx={{ color: 'warning.dark', mt: 0.5 }}>
      {state.rejectMessage ?? t('forms.rejected')}
    </Typography>
  );
}

/** Around every field: the tooltip button beside it, the rejected-field message under it. */
export function FieldFrame({
  element,
  state,
  children,
}: {
  element: FormElement;
  state: ElementState;
  children: ReactNode;
}) {
  return (
    <Box data-testid={`form-element-frame-${element.id}`}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
        {element.tooltip && <FieldTooltip label={element.stimulus} text={element.tooltip} />}
      </Box>
      <RejectedMessage element={element} state={state} />
    </Box>
  );
}
