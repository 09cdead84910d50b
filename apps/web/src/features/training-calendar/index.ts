// The training calendar (spec 3 §2): what other features may use of it.
export { TrainingDetailsModal, type TrainingDetailsModalProps } from './training-details-modal';
export { trainingKeys } from './api/query-keys';
export { formatWallTime } from './wall-time';
