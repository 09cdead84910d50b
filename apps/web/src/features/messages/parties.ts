import type { TMessage, TMessageParty } from '@registry/contracts';

/** The usable name of a party: its name, else null (an account that is gone has none). */
function nameOf(party: TMessageParty): string | null {
  const name = party.name?.trim();
  return name ? name : null;
}

/**
 * Who a row names: the sender, or in Sent the recipients, joined by commas; null when none has a usable
 * name (spec 2 §8: the row then shows 'Error').
 */
export function partyNames(message: TMessage): string | null {
  const parties = message.folder === 'Sent' ? message.recipients : [message.fromUser];
  const names = parties.map(nameOf).filter((name): name is string => name !== null);
  return names.length > 0 ? names.join(', ') : null;
}

/** The recipients' names for the open message (To), null when none is usable. */
export function recipientNames(message: TMessage): string | null {
  const names = message.recipients.map(nameOf).filter((name): name is string => name !== null);
  return names.length > 0 ? names.join(', ') : null;
}

/** The people a reply may go to: named people with a usable name, never oneself, each once. */
function replyable(parties: readonly TMessageParty[], selfId: string | null): TMessageParty[] {
  const seen = new Set<string>();
  return parties.filter((party) => {
    if (party.id === '' || party.id === selfId || party.id.startsWith('ALL-') || nameOf(party) === null)
      return false;
    if (seen.has(party.id)) return false;
    seen.add(party.id);
    return true;
  });
}

/**
 * The recipients of a reply (spec 2 §6): the sender; Reply All adds the other named recipients, minus
 * oneself. Answering one's own message (Sent) goes to its recipients.
 */
export function replyRecipients(message: TMessage, all: boolean, selfId: string | null): TMessageParty[] {
  const ownMessage = message.fromUser.id === selfId;
  if (ownMessage) return replyable(message.recipients, selfId);
  return replyable(all ? [message.fromUser, ...message.recipients] : [message.fromUser], selfId);
}

/** The subject of a reply: 'RE: ' before the original's, unless it starts so already. */
export function replySubject(subject: string, prefix: string): string {
  return subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix}${subject}`;
}
