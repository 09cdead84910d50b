/** The query keys of Enroll Students: what a registration made here changes lives under `all`. */
export const trainerEnrollmentKeys = {
  all: ['trainer-enrollment'] as const,
  studentDetails: (userId: number, sessionId: number | null) =>
    ['trainer-enrollment', 'student-details', userId, sessionId] as const,
  userOrganizations: (userId: number) => ['trainer-enrollment', 'user-organizations', userId] as const,
};
