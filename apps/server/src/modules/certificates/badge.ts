import { createHash } from 'node:crypto';
import { CERTIFICATE_TEXTS as T, hoursText, sessionPeriodText } from '@registry/domain';
import { SignJWT } from 'jose';
import type { CertificateRow } from './certificates.repository.js';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-keys.js';

/** The contexts of an Open Badges 3.0 credential on the Verifiable Credentials Data Model 2.0. */
export const BADGE_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

/** What a badge certifies: the certificate as issued. */
export type BadgeInput = Omit<CertificateRow, 'id' | 'revokedAt' | 'trainerUserId'>;

/** Who issues: the registry (its public address and product name). */
export interface BadgeIssuer {
  url: string;
  name: string;
}

/** A name-based UUID (RFC 9562 version 5 layout over SHA-1): the same name, the same id, nothing revealed. */
export function nameUuid(name: string): string {
  const hash = createHash('sha1').update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An instant in whole seconds, as validFrom is written ('2026-12-18T15:04:05Z') and nbf says. */
const wholeSeconds = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);
const dateTime = (at: Date) => wholeSeconds(at).toISOString().replace('.000Z', 'Z');

/**
 * The certificate as an OpenBadgeCredential (Open Badges 3.0, VCDM 2.0): the registry as its issuer
 * Profile, valid from the certificate's issue, its subject the person (an id that names them to this
 * registry only, and their name as an identifier), the achievement the training (its name, the session and
 * dates in the description, the hours as credits, the criteria). Its id is the public verification page's
 * address, where a revocation shows. No credentialStatus: its status types need a status list; the
 * verification page is the status, and the id leads there.
 */
export function openBadgeCredential(input: BadgeInput, issuer: BadgeIssuer) {
  const hours = Number(input.hours);
  const period = sessionPeriodText(input.trainingStart, input.trainingEnd, input.timeZone);
  return {
    '@context': [...BADGE_CONTEXT],
    id: `${issuer.url}/verify/${input.code}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuer.url, type: ['Profile'], name: issuer.name, url: issuer.url },
    validFrom: dateTime(input.issuedAt),
    name: `${T.title}: ${input.courseName}`,
    credentialSubject: {
      id: nameUuid(`${issuer.url}/people/${input.userId}`),
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityHash: input.personName, identityType: 'name', hashed: false },
      ],
      creditsEarned: hours,
      achievement: {
        id: nameUuid(`${issuer.url}/trainings/${input.courseName}/${input.sectionName}`),
        type: ['Achievement'],
        achievementType: 'Course',
        name: `${input.courseName}: ${input.sectionName}`,
        description: T.badgeDescription(
          input.courseName,
          input.sectionName,
          period,
          T.hours(hoursText(hours)),
        ),
        criteria: { narrative: T.badgeCriteria(input.trainerName) },
        creditsAvailable: hours,
        ...(input.courseNumber ? { humanCode: input.courseNumber } : {}),
      },
    },
  };
}

export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/**
 * The credential signed as a VC-JWT (Open Badges 3.0 §8.2): the JOSE header holds alg, kid (an address
 * that dereferences to the public JWK) and typ 'JWT' only (the specification allows no other header); the
 * payload is the credential with its claims iss (issuer.id), sub (credentialSubject.id), jti (id) and nbf
 * (validFrom).
 */
export async function signBadge(
  credential: OpenBadgeCredential,
  key: SigningKey,
  kid: string,
): Promise<string> {
  return new SignJWT({ ...credential })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
    .setIssuer(credential.issuer.id)
    .setSubject(credential.credentialSubject.id)
    .setJti(credential.id)
    .setNotBefore(Math.floor(Date.parse(credential.validFrom) / 1000))
    .sign(key.privateKey);
}
