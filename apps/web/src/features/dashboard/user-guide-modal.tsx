import { userGuideCode, type RoleName } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { DocumentViewer } from '../../components/document-viewer';
import { Modal } from '../../components/modal';
import { staticFileUrl } from './api/static-file';
import { GuideMenu } from './guide-menu';

/** The User Guide modal (spec 2): the active role's guide in a viewer, under a menu of every guide. */
export function UserGuideModal({
  open,
  onClose,
  role,
}: {
  open: boolean;
  onClose: () => void;
  role: RoleName | null;
}) {
  const { t } = useTranslation();
  const title = t('dashboard.userGuide');
  const code = userGuideCode(role);
  return (
    <Modal open={open} title={title} onClose={onClose} maxWidth="lg" tall data-testid="user-guide-modal">
      <GuideMenu current={code} />
      <DocumentViewer
        src={staticFileUrl(code)}
        downloadHref={staticFileUrl(code, { download: true })}
        title={title}
      />
    </Modal>
  );
}
