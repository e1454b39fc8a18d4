import { needsCofounderAssignee } from '@gc/contracts';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { hasCofounderAssignee } from '../../../domain/reflections/reflection-types';
import type { PublishFormValues, usePublishTeam } from '../components/general-setup';

/**
 * A reflection asking cofounder questions is published to at least one Cofounder (issue 29). `missing` blocks
 * Publish; `shown` says so once someone is ticked (none a Cofounder) or Publish was tried: no error before any input.
 */
export function useCofounderCheck(
  control: Control<PublishFormValues>,
  sections: Parameters<typeof needsCofounderAssignee>[0] | undefined,
  publishTeam: ReturnType<typeof usePublishTeam>,
  publishTried: boolean,
) {
  const assigned = useWatch({ control, name: 'members_with_roles' });
  const team = publishTeam.members.data;
  const missing = useMemo(() => {
    if (!needsCofounderAssignee(sections ?? [])) return false;
    if (!publishTeam.teamId || !team) return false;
    return !hasCofounderAssignee(
      (assigned ?? []).map((m) => {
        const member = team.find((t) => t.email.toLowerCase() === m.email.toLowerCase());
        return { ...m, team_role_id: member?.team_role ?? null, team_role: member?.team_role_name ?? null };
      }),
    );
  }, [sections, assigned, publishTeam.teamId, team]);
  const shown = missing && (publishTried || (assigned ?? []).some((m) => m.observer || m.receiver));
  return { missing, shown };
}
