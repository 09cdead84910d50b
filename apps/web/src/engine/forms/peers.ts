import type { FormElement, FormValues } from '@registry/domain';
import type { PeerValue } from './types';

/** The values of a cross-reference's peers that are filled in: the filters its search sends. */
export function peerValuesOf(element: FormElement, values: FormValues): PeerValue[] {
  const peers = element.arguments.crossReference?.peerElements ?? [];
  return peers.flatMap((peer) => {
    const value = values.get(peer.elementId);
    const text = Array.isArray(value) ? value.join(',') : value;
    return text ? [{ propertyId: peer.propertyId, value: text }] : [];
  });
}

/**
 * The elements to clear when `changedId` changes: cross-references that name it as a peer with
 * clearOnPeerChange, since their value was found under the peer's old value.
 */
export function elementsClearedBy(elements: FormElement[], changedId: number): number[] {
  return elements
    .filter((element) =>
      (element.arguments.crossReference?.peerElements ?? []).some(
        (peer) => peer.elementId === changedId && peer.clearOnPeerChange,
      ),
    )
    .map((element) => element.id);
}
