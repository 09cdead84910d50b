import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Called by Close, Escape and the backdrop: leaving is always possible, whatever was read. */
  onClose: () => void;
  children: ReactNode;
  /**
   * The actions (an Accept) stay disabled until the body has been scrolled to its end; Close does not.
   * The body takes focus when the modal opens, so Page Down and the arrows scroll it at once.
   */
  requireScrollToEnd?: boolean;
  /**
   * Actions after Close (an Accept, an OK); `scrolledToEnd` tells whether they may be enabled, and
   * `describedBy` is the id of the hint that says why not (for aria-describedby).
   */
  actions?: (state: { scrolledToEnd: boolean; describedBy: string | undefined }) => ReactNode;
  /** Label of the Close action ('Cancel' in a confirm dialog, 'OK' in an alert). */
  closeLabel?: string;
  /** Wraps body and actions in a form: Enter in a field submits (the prompt dialog). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  maxWidth?: DialogProps['maxWidth'];
  /** A body that fills the height of the screen (document viewers). */
  tall?: boolean;
  /** id of the element that describes the dialog (its message), for aria-describedby. */
  describedBy?: string;
  'data-testid'?: string;
}

/**
 * Whether an element is scrolled to its end; a body that does not scroll counts as read, unless what it
 * holds is still loading (an aria-busy part: a spinner is short, the text after it may not be).
 */
function isAtEnd(element: HTMLElement): boolean {
  if (element.querySelector('[aria-busy="true"]')) return false;
  return element.scrollHeight - element.scrollTop - element.clientHeight <= 2;
}

/** The generic modal of spec 3 §2: header, body, Close, and an optional scroll-to-end requirement. */
export function Modal({
  open,
  title,
  onClose,
  children,
  requireScrollToEnd = false,
  actions,
  closeLabel,
  onSubmit,
  maxWidth = 'sm',
  tall = false,
  describedBy,
  'data-testid': testId,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const [reachedEnd, setReachedEnd] = useState(false);
  const scrolledToEnd = !requireScrollToEnd || reachedEnd;

  // The body's size changes as its content loads (images, fonts): check again whenever it does.
  const bodyRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || !requireScrollToEnd) return;
      // The text to read takes focus at once (React's autoFocus only focuses form fields).
      node.focus({ preventScroll: true });
      const check = () => {
        if (isAtEnd(node)) setReachedEnd(true);
      };
      check();
      // What it holds may also change without a size change of its own (loaded text replacing a spinner).
      const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(check);
      mutations?.observe(node, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
      if (typeof ResizeObserver === 'undefined') return () => mutations?.disconnect();
      const observer = new ResizeObserver(check);
      observer.observe(node);
      Array.from(node.children).forEach((child) => observer.observe(child));
      return () => {
        observer.disconnect();
        mutations?.disconnect();
      };
    },
    [requireScrollToEnd],
  );

  const body = (
    <>
      <DialogContent
        ref={bodyRef}
        dividers
        tabIndex={requireScrollToEnd ? 0 : undefined}
        // A focusable scrolling region, named by the dialog's title.
        role={requireScrollToEnd ? 'region' : undefined}
        aria-labelledby={requireScrollToEnd ? titleId : undefined}
        onScroll={(event) => {
          if (requireScrollToEnd && isAtEnd(event.currentTarget)) setReachedEnd(true);
        }}
        sx={tall ? { p: 0, display: 'flex', flexDirection: 'column' } : undefined}
      >
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {!scrolledToEnd && (
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            {t('modal.scrollHint')}
          </Typography>
        )}
        <Button onClick={onClose} variant={actions ? 'outlined' : 'contained'}>
          {closeLabel ?? t('common.close')}
        </Button>
        {actions?.({ scrolledToEnd, describedBy: scrolledToEnd ? undefined : hintId })}
      </DialogActions>
    </>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-testid={testId}
      slotProps={{
        transition: { onExited: () => setReachedEnd(false) },
        paper: { sx: tall ? { height: 'calc(100% - 64px)' } : undefined },
      }}
    >
      <DialogTitle id={titleId} component="h2" sx={{ pr: 3 }}>
        {title}
      </DialogTitle>
      {onSubmit ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
          style={{ display: 'contents' }}
        >
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}
