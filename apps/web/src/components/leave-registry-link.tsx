import Link, { type LinkProps } from '@mui/material/Link';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from './dialogs/dialog-context';
import { VisuallyHidden } from './visually-hidden';

export interface LeaveRegistryLinkProps extends Omit<LinkProps, 'href' | 'onClick' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/**
 * A link out of the registry (spec 1 §8): asks 'Are you sure you want to leave the registry?' and opens
 * the page in a new tab only on OK. The real href stays on the anchor, so the target shows on hover and
 * assistive technology announces a link.
 */
export function LeaveRegistryLink({ href, children, ...props }: LeaveRegistryLinkProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const ok = await dialogs.confirm(t('dialogs.leaveRegistry'), { title: t('dialogs.leaveRegistryTitle') });
    if (ok) window.open(href, '_blank', 'noopener,noreferrer');
  };

  return (
    <Link {...props} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
      <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
    </Link>
  );
}
