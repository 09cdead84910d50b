import { ProfileRecordsTab } from './profile-records-tab';

/** The profile's education tab (entity type 4, form 2). */
export function EducationTab() {
  return <ProfileRecordsTab tab="profile-education" />;
}

/** The profile's certification/credential tab (entity type 7, form 5). */
export function CertificationTab() {
  return <ProfileRecordsTab tab="profile-certification" />;
}

/** The profile's community service tab (entity type 5, form 3). */
export function CommunityServiceTab() {
  return <ProfileRecordsTab tab="profile-community-service" />;
}

/** The profile's membership tab (entity type 6, form 4). */
export function MembershipTab() {
  return <ProfileRecordsTab tab="profile-membership" />;
}
