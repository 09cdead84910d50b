import { EntityType, formOf, type PublicTenant } from '@registry/domain';

/** How the User Records modal is opened: a verifier's (Search Users, the queue) or a user manager's. */
export type UserRecordsMode = 'verify' | 'manage';

export interface RecordSection {
  key:
    | 'education'
    | 'certification'
    | 'training'
    | 'experience'
    | 'communityService'
    | 'membership'
    | 'careerLattice';
  entityTypeId: EntityType;
  formId: number;
  /** Its records carry a verification state (status icon, verification actions, Bulk Reject). */
  verifiable: boolean;
}

const section = (
  key: RecordSection['key'],
  entityTypeId: EntityType,
  verifiable: boolean,
): RecordSection => ({
  key,
  entityTypeId,
  formId: formOf(entityTypeId),
  verifiable,
});

/**
 * The accordions of the User Records modal, in order (spec 2 §2): Education, Certification/Credential,
 * Training, Experience; in Manage Users, for 400, 500 and AdminUser (the holders of CLAIMS.manageUsers:
 * `managesUsers`), also Community Service (not in al) and Membership.
 */
export function recordSections(
  mode: UserRecordsMode,
  managesUsers: boolean,
  tenant: PublicTenant,
): RecordSection[] {
  const sections = [
    section('education', EntityType.Education, true),
    section('certification', EntityType.Certification, true),
    section('training', EntityType.TrainingRecord, true),
    section('experience', EntityType.Experience, true),
  ];
  // The career lattice level (entity 31; al and tn), verified by managers and administrators (issue 25).
  if (tenant.features.career) sections.push(section('careerLattice', EntityType.CareerLatticeLevel, true));
  if (mode !== 'manage' || !managesUsers) return sections;
  if (tenant.features.userRecordsCommunityService)
    sections.push(section('communityService', EntityType.CommunityService, false));
  sections.push(section('membership', EntityType.Membership, false));
  return sections;
}
