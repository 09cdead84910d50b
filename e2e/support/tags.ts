/**
 * The tag of a test whose subject is the same code in every tenant (an engine's behaviour: the form and
 * grid engines, the session's timing, sign-in mechanics, the router, the browser notice): only the al
 * project runs it; tn and jh leave it out (playwright.config.ts). A test that asserts a tenant's texts,
 * labels, roles, features, terms or theme-dependent pages, or a tenant's own behaviour, runs per tenant.
 */
export const TENANT_BLIND_TAG = '@tenant-blind';
