import Button from '@mui/material/Button';
import { acceptTheTerms } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../../lib/tenant-context';
import { Modal } from '../../components/modal';
import { TermsPanel } from '../../components/terms-panel';
import { configurationQuery } from '../../lib/configuration';

export interface TermsDialogProps {
  open: boolean;
  /** Closed without accepting (Close, Escape): `opened` when the text was shown. */
  onClose: (opened: boolean) => void;
  /** 'I Accept the {terms}' in the modal, enabled once the text is scrolled to its end: accepted and closed. */
  onAccept: () => void;
}

/** The terms and conditions in the generic modal: scrolled to its end before they can be accepted there. */
export function TermsDialog({ open, onClose, onAccept }: TermsDialogProps) {
  const tenant = useTenant();
  const terms = useQuery({
    ...configurationQuery('TermsAndConditionsText', { silent: true }),
    enabled: open,
  });

  return (
    <Modal
      open={open}
      title={tenant.labels.termsTitle}
      onClose={() => onClose(terms.isSuccess)}
      maxWidth="md"
      requireScrollToEnd={terms.isSuccess}
      data-testid="terms-dialog"
      actions={({ scrolledToEnd, describedBy }) =>
        terms.isSuccess && (
          <Button
            variant="contained"
            disabled={!scrolledToEnd}
            aria-describedby={describedBy}
            onClick={onAccept}
          >
            {acceptTheTerms(tenant.labels.termsTitle)}
          </Button>
        )
      }
    >
      <TermsPanel terms={terms} />
    </Modal>
  );
}
