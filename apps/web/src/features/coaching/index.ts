// Coaching (issue 25): the coaches page, the coach pages, and what other screens use of it.
export { CoachingHistoryModal, type CoachingHistoryPerson } from './coaching-history-modal';
export { coachingKeys, refreshCoaching } from './api/coaching-api';
