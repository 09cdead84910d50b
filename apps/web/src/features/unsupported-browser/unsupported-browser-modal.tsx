import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { isUnsupportedBrowser } from './is-unsupported-browser';

/**
 * Warns users of old Internet Explorer. Such a browser never runs this bundle (public/unsupported-browser.js
 * covers it); this covers IE-compatible user agents that do run it, and tests pass `userAgent`.
 */
export function UnsupportedBrowserModal({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => isUnsupportedBrowser(userAgent));
  return (
    <Modal open={open} title={t('unsupportedBrowser.title')} onClose={() => setOpen(false)} maxWidth="xs">
      <Typography>{t('unsupportedBrowser.text')}</Typography>
    </Modal>
  );
}
