// The User Records modal: Search Users and the verification queue ('verify'), Manage Users ('manage').
export { UserRecordsModal, type UserRecordsModalProps, type UserRecordsPerson } from './user-records-modal';
export type { UserRecordsMode } from './record-sections';
