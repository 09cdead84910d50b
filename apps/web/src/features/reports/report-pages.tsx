import { ReportsPage } from './reports-page';

// The page of each report screen's route (apps/web/src/app/route-pages.ts): one ReportsPage per screen.
export const QeaReportsPage = () => <ReportsPage screen="qea" />;
export const AgencyReportsPage = () => <ReportsPage screen="agency" />;
export const DirectorReportsPage = () => <ReportsPage screen="director" />;
export const AdminReportsPage = () => <ReportsPage screen="admin" />;
export const CoachReportsPage = () => <ReportsPage screen="coach" />;
export const SupervisorReportsPage = () => <ReportsPage screen="supervisor" />;
