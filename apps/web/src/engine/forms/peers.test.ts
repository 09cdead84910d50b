import { describe, expect, it } from 'vitest';
import { elementsClearedBy, peerValuesOf } from './peers';
import { makeElement } from './test-elements';

const county = makeElement({ id: 1, type: 'dropdown', stimulus: 'County' });
const agency = makeElement({
  id: 2,
  type: 'entityCrossReference',
  stimulus: 'Agency',
  arguments: {
    crossReference: {
      ecrEntityTypeId: 2,
      ecrSearchPropertyId: 'name',
      peerElements: [
        { elementId: 1, propertyId: 'countyId', clearOnPeerChange: true },
        { elementId: 3, propertyId: 'programType' },
      ],
    },
  },
});

describe('peers', () => {
  it('sends the filled-in peer values as filters', () => {
    expect(peerValuesOf(agency, new Map([[1, '12']]))).toEqual([{ propertyId: 'countyId', value: '12' }]);
    expect(
      peerValuesOf(
        agency,
        new Map([
          [1, null],
          [3, ['a', 'b']],
        ]),
      ),
    ).toEqual([{ propertyId: 'programType', value: 'a,b' }]);
    expect(peerValuesOf(county, new Map([[1, '12']]))).toEqual([]);
  });

  it('clears a cross-reference when a peer with clearOnPeerChange changes, not for other peers', () => {
    expect(elementsClearedBy([county, agency], 1)).toEqual([2]);
    expect(elementsClearedBy([county, agency], 3)).toEqual([]);
  });
});
