import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DocumentViewer } from '../../components/document-viewer';
import { LeaveRegistryLink } from '../../components/leave-registry-link';
import { Modal } from '../../components/modal';
import { TENANT_DOCUMENTS, tenantAsset, type TenantDocument } from '../../lib/tenant-assets';
import { useTenant } from '../../lib/tenant-context';

export type FooterDialog = TenantDocument | 'partners' | 'address';

const DOCUMENT_TITLES = {
  stateReport: 'shell.documents.stateReport',
  trainingLegend: 'shell.documents.trainingLegend',
  faq: 'shell.documents.faq',
} as const satisfies Record<TenantDocument, string>;

function isDocument(dialog: FooterDialog): dialog is TenantDocument {
  return dialog in TENANT_DOCUMENTS;
}

/** The footer's modals: the three document viewers, the partners list and the mailing address. */
export function FooterDialogs({ open, onClose }: { open: FooterDialog | null; onClose: () => void }) {
  const { t } = useTranslation();
  const tenant = useTenant();

  if (open === null) return null;

  if (isDocument(open)) {
    const title = t(DOCUMENT_TITLES[open]);
    return (
      <Modal open title={title} onClose={onClose} maxWidth="lg" tall>
        <DocumentViewer src={tenantAsset(tenant, TENANT_DOCUMENTS[open])} title={title} />
      </Modal>
    );
  }

  if (open === 'partners') {
    return (
      <Modal open title={t('shell.partners.title')} onClose={onClose}>
        <Typography sx={{ mb: 1 }}>{t('shell.partners.intro')}</Typography>
        <List>
          {tenant.contact.partners.map((partner) => (
            <ListItem key={partner.href + partner.name} disableGutters>
              <LeaveRegistryLink href={partner.href}>{partner.name}</LeaveRegistryLink>
            </ListItem>
          ))}
        </List>
      </Modal>
    );
  }

  return (
    <Modal open title={t('shell.address.title')} onClose={onClose} maxWidth="xs">
      <Typography sx={{ mb: 1 }}>{t('shell.address.intro')}</Typography>
      <Typography component="address" sx={{ fontStyle: 'normal', fontWeight: 600 }}>
        {tenant.contact.address.map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
      </Typography>
    </Modal>
  );
}
