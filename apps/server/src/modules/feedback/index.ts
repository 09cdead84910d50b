/** Feedback (tn): the form users send and the list administrators read (entity 32). */
export { feedbackEntity } from './feedback.entity.js';
export { FEEDBACK, feedbackForm } from './feedback.form.js';
export { registerFeedbackRoutes } from './feedback.routes.js';
export { createFeedbackService } from './feedback.service.js';
