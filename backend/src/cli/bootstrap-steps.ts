import type { BootstrapStep } from '../shared/bootstrap-step';
import { createFirstAdministrator } from '../modules/identity';
import { bootstrapClientStep } from '../modules/clients';
import { releaseReflectionCatalogueStep } from '../modules/reflections';

/** Steps contributed by modules, run in order after migrations and reference data. */
export const bootstrapSteps: BootstrapStep[] = [
  releaseReflectionCatalogueStep,
  bootstrapClientStep,
  createFirstAdministrator,
];
