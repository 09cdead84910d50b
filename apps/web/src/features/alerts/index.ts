/** Dashboard alerts (spec 2 "Dashboard main"): the Create Alert page, the dashboard's alerts, their query keys. */
export { alertKeys } from './api/alerts';
export { DashboardAlerts } from './dashboard-alerts';
