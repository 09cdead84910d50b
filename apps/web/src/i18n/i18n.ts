import type { PublicTenant } from '@registry/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { tenantVariables } from './tenant-variables';

/**
 * One i18next instance per app (and per test render), English only for now. Created after boot with the
 * tenant, so its terms are default variables of every text; without a tenant (boot failure) they are absent.
 */
export function createI18n(tenant?: PublicTenant): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    // Resources are bundled: initialise synchronously so the first render already has its texts.
    initAsync: false,
    // React escapes what it renders; escaping here too would show '&#39;' for apostrophes.
    interpolation: { escapeValue: false, defaultVariables: tenant ? tenantVariables(tenant) : {} },
    returnNull: false,
  });
  return instance;
}

/** Point an existing instance at the booted tenant's terms (the app creates its instance before boot). */
export function setTenantTerms(instance: I18n, tenant: PublicTenant): void {
  instance.options.interpolation = {
    ...instance.options.interpolation,
    defaultVariables: tenantVariables(tenant),
  };
}
