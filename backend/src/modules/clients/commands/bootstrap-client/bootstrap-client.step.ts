import { BOOTSTRAP_CLIENT_ID, SEED_INDUSTRIES, SEED_ORGANIZATIONS, clientStreamName } from '@gc/contracts';
import type { BootstrapStep } from '../../../../shared/bootstrap-step';
import { systemContext } from '../../../../shared/command-context';
import { clientDecider } from '../../domain/client.decider';
import { loadReferenceDataIds } from '../reference-data-ids';

/**
 * The first Global Administrator's role is granted in BOOTSTRAP_CLIENT_ID (identity's bootstrap step); this step
 * makes that client exist, named from INITIAL_CLIENT_NAME (default 'GrowthCatalyst'), with the first seeded
 * industry and the default organisation. Runs on every start and appends only when the client is missing.
 */
export const bootstrapClientStep: BootstrapStep = async ({ aggregates }) => {
  const stream = clientStreamName(BOOTSTRAP_CLIENT_ID);
  const { state } = await aggregates.load(stream, clientDecider);
  if (state.exists) return [];
  const clientName = process.env.INITIAL_CLIENT_NAME?.trim() || 'GrowthCatalyst';
  const known = await loadReferenceDataIds(aggregates);
  await aggregates.handle(
    stream,
    clientDecider,
    {
      type: 'CreateClient',
      clientId: BOOTSTRAP_CLIENT_ID,
      clientName,
      description: `The ${clientName} workspace.`,
      industryId: SEED_INDUSTRIES[0].industryId,
      organizationId: SEED_ORGANIZATIONS[0].organizationId,
      known,
    },
    { ...systemContext(), clientId: BOOTSTRAP_CLIENT_ID },
  );
  return [`bootstrap: client '${clientName}' created (${BOOTSTRAP_CLIENT_ID})`];
};
