/** The relations web UI: buttons any page can show beside a member, and the /social page. */
export { RelationButtons, type RelationButtonsProps } from './RelationButtons';
export { onRelationsChanged } from './useRelationChange';
export { useRelationPushes } from './useRelationPushes';
