import { describe, expect, it } from 'vitest';
import { partyNames, recipientNames, replyRecipients, replySubject } from './parties';
import { messageOf } from './test-data';

const dana = { id: '41', name: 'Dana Director', email: 'dana@example.org' };
const pat = { id: '7', name: 'Pat Lee', email: 'pat.lee@example.org' };
const sam = { id: '52', name: 'Sam Staff', email: 'sam@example.org' };
const gone = { id: '60', name: null, email: null };

describe('who a row names', () => {
  it('is the sender, or in Sent the recipients; null (shown as Error) when no name is usable', () => {
    expect(partyNames(messageOf(1))).toBe('Dana Director');
    expect(partyNames(messageOf(1, { folder: 'Sent', recipients: [dana, sam] }))).toBe(
      'Dana Director, Sam Staff',
    );
    expect(partyNames(messageOf(1, { fromUser: { id: '', name: null, email: null } }))).toBeNull();
    expect(partyNames(messageOf(1, { fromUser: { id: '9', name: '  ', email: null } }))).toBeNull();
    expect(partyNames(messageOf(1, { folder: 'Sent', recipients: [gone] }))).toBeNull();
    expect(recipientNames(messageOf(1, { recipients: [gone, sam] }))).toBe('Sam Staff');
  });
});

describe('a reply (spec 2 §6)', () => {
  const message = messageOf(1, { fromUser: dana, recipients: [pat, sam, gone] });

  it('goes to the sender; Reply All adds the other named recipients, never oneself', () => {
    expect(replyRecipients(message, false, '7')).toEqual([dana]);
    expect(replyRecipients(message, true, '7')).toEqual([dana, sam]);
  });

  it('answers one’s own message to its recipients', () => {
    const sent = messageOf(2, { folder: 'Sent', fromUser: pat, recipients: [dana, sam] });
    expect(replyRecipients(sent, false, '7')).toEqual([dana, sam]);
  });

  it("puts 'RE: ' before the subject once", () => {
    expect(replySubject('Staff meeting', 'RE: ')).toBe('RE: Staff meeting');
    expect(replySubject('RE: Staff meeting', 'RE: ')).toBe('RE: Staff meeting');
    expect(replySubject('', 'RE: ')).toBe('RE: ');
  });
});
