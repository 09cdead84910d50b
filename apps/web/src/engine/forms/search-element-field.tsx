import type { FormElement } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { SearchField } from './search-field';
import type { AutocompleteItem, FieldProps, PeerValue } from './types';

export interface SearchElementFieldProps extends FieldProps {
  search?: (element: FormElement, text: string, peers: PeerValue[]) => Promise<AutocompleteItem[]>;
  peerValues?: PeerValue[];
  valueLabel?: string | null;
}

const NOTHING: AutocompleteItem[] = [];

/**
 * An autocomplete or cross-reference element with its search bound to it. A cross-reference whose
 * definition names no entity type cannot search: it alerts 'Entity Type not defined for element' (spec 3
 * §5) instead of asking the server.
 */
export function SearchElementField({ search, peerValues, ...props }: SearchElementFieldProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const { element } = props;
  const crossReference = element.type === 'entityCrossReference';
  const undefinedType = crossReference && !element.arguments.crossReference?.ecrEntityTypeId;
  const bound = (text: string, peers: PeerValue[]) => {
    if (undefinedType) {
      void dialogs.alert(t('forms.entityTypeNotDefined'));
      return Promise.resolve(NOTHING);
    }
    return search ? search(element, text, peers) : Promise.resolve(NOTHING);
  };
  return <SearchField {...props} search={bound} peerValues={crossReference ? peerValues : undefined} />;
}
