import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { documentTitle } from '../route-helpers';
import type { AppRoute } from '../route-types';
import { useTenant } from '../tenant-context';

function isAppRoute(handle: unknown): handle is AppRoute {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'name' in handle;
}

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
