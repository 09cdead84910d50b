import { describe, expect, it } from 'vitest';
import { GENERAL_ROLES, type RoleName } from '../roles.js';

const ROLE_NAMES: RoleName[] = [...GENERAL_ROLES, '200'];
import {
  registrationDecision,
  type RegistrationAct,
  type RegistrationDecision,
} from './registration-policy.js';

const ME = 1;
const OTHER = 2;
const TRAINER = 3;

/** role x act x (whose enrollment, whose session) → the decision. */
function expected(
  role: RoleName,
  act: RegistrationAct,
  person: number,
  trainer: number,
): RegistrationDecision {
  if (role === '100') {
    if (act === 'review') return 'role';
    return person === ME ? 'allowed' : 'reach';
  }
  if (role === '250') return trainer === ME ? 'allowed' : 'reach';
  return 'role';
}

describe('registrationDecision: roles x acts x targets', () => {
  const acts: RegistrationAct[] = ['register', 'cancel', 'review'];
  const targets = [
    ['own enrollment, another trainer’s session', ME, TRAINER],
    ['another person, another trainer’s session', OTHER, TRAINER],
    ['another person, own session', OTHER, ME],
    ['own enrollment, own session', ME, ME],
  ] as const;
  for (const role of ROLE_NAMES)
    for (const act of acts)
      for (const [label, person, trainer] of targets)
        it(`${role} ${act}: ${label}`, () => {
          expect(registrationDecision({ userId: ME, activeRole: role }, act, person, trainer)).toBe(
            expected(role, act, person, trainer),
          );
        });

  it('spelled out: a professional never reviews; a trainer never acts in another trainer’s session', () => {
    expect(registrationDecision({ userId: ME, activeRole: '100' }, 'review', ME, TRAINER)).toBe('role');
    expect(registrationDecision({ userId: ME, activeRole: '250' }, 'register', OTHER, TRAINER)).toBe('reach');
    expect(registrationDecision({ userId: ME, activeRole: '250' }, 'cancel', OTHER, ME)).toBe('allowed');
    expect(registrationDecision({ userId: ME, activeRole: '500' }, 'cancel', OTHER, TRAINER)).toBe('role');
    expect(registrationDecision({ userId: ME, activeRole: null }, 'register', ME, TRAINER)).toBe('role');
  });
});
