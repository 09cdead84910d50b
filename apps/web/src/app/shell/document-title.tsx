import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { documentTitle, isAppRoute } from '../route-helpers';
import { useTenant } from '../../lib/tenant-context';

/** Keeps the browser tab's title at '{deepest matched route's title} | {product name}'. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const matches = useMatches();
  const route = matches
    .map((match) => match.handle)
    .filter(isAppRoute)
    .at(-1);
  const title = documentTitle(route ? t(route.title) : null, tenant.productName);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return null;
}
