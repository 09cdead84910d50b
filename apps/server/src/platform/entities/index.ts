/**
 * Entity definitions (DESIGN §3): the kit a feature's definition file is written with, and the registry
 * the engines read. The recipe "adding an entity" is in docs/architecture.md.
 */
export { reachOf } from './access.js';
export {
  baseState,
  defineEntity,
  type DerivationInput,
  type Derived,
  type EntityDefinition,
  type EntityDefinitionInput,
  type PreSubmissionCheck,
  type PreSubmissionInput,
  type PropertyValues,
  type RecordRows,
  type RecordStateSql,
  type SavedRecord,
  type VerificationSql,
} from './definition.js';
export {
  choices,
  element,
  tenantValue,
  TENANT_VALUES,
  type TenantValue,
  type StoredFormChoice,
  type StoredFormDefinition,
  type StoredFormElement,
  type TenantFeature,
} from './forms.js';
export {
  PERSON_COLUMNS,
  propertyColumn,
  type ChoiceSource,
  type ColumnOptions,
  type GridAggregates,
  type GridColumnDefinition,
  type GridColumnInput,
  type GridDefinition,
  type GridRequestContext,
  type GridRows,
  type GridScope,
  type PropertyColumn,
} from './grids.js';
export {
  columnsOf,
  computedOf,
  type EntityProperty,
  type NumberRange,
  type PropertyKind,
} from './properties.js';
export { disabledSql, readRecordState, type StoredRecordState } from './records.repository.js';
export { createEntityRegistry, type AnyEntityDefinition, type EntityRegistry } from './registry.js';
export { recordsScope } from './person-scope.sql.js';
export { managesAccountCondition, manageUsersScope, searchUsersScope } from './grid-scopes.js';
export {
  authorScope,
  claimScope,
  personEditScope,
  personRecordsScope,
  type EntityScope,
  type ScopeSql,
} from './scopes.js';
export { HOURS_PATTERN, notBefore, notInFuture } from './form-rules.js';
