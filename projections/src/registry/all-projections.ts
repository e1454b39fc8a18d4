import type { Projection } from '../runner/projection';
import { referenceDataProjection } from '../read-models/reference-data/reference-data.projection';
import { identityUsersProjection } from '../read-models/identity/identity-users.projection';
import { clientsProjection } from '../read-models/workspaces/clients.projection';
import { teamsProjection } from '../read-models/workspaces/teams.projection';
import { reflectionsProjection } from '../read-models/reflections/reflections.projection';
import { takesProjection } from '../read-models/reflections/takes.projection';
import { resultsProjection } from '../read-models/reflections/results.projection';

/**
 * Every projection the worker runs and the rebuild command knows, in one list. To add one: import it here and
 * append it (its name must be unique and its tables its own; the runner checks both at start).
 */
export const allProjections: readonly Projection[] = [
  referenceDataProjection,
  identityUsersProjection,
  clientsProjection,
  teamsProjection,
  reflectionsProjection,
  takesProjection,
  resultsProjection,
];
