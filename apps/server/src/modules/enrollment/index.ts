/** Finding trainings and registering for them (issue 23; spec 3 §2, §4, §5, §7, §8). */
export { registerEnrollmentRoutes } from './enrollment.routes.js';
export { createCatalogueService } from './catalogue.service.js';
export { createTrainingRegistrationService } from './registration.service.js';
export { registerAttendanceRoutes } from './attendance.routes.js';
export { createAttendanceService } from './attendance.service.js';
export { registerStudentDetailsRoutes } from './student-details.routes.js';
export { createStudentDetailsService } from './student-details.service.js';
