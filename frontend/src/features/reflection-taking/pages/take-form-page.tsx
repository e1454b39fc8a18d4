import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQueryErrorBoundary } from '../../../shared/api/use-query-error-boundary';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useGetTakeQuery } from '../api/taking-api';
import { TakeForm } from '../components/take-form';

/**
 * /app/assessment/take/{reflectionId}: read fresh on every visit, so a reload or a return resumes where the member
 * was; once shown, a later refetch does not reset the answers being typed.
 */
export function TakeFormPage() {
  const { reflectionId = '' } = useParams();
  const take = useGetTakeQuery(reflectionId, { refetchOnMountOrArgChange: true });
  useQueryErrorBoundary(take.error);
  const [shown, setShown] = useState<string | null>(null);
  const fresh = !!take.data && !take.isFetching;
  useEffect(() => {
    if (fresh) setShown(reflectionId);
  }, [fresh, reflectionId]);
  if (!take.data || (shown !== reflectionId && !fresh)) return <PageLoading />;
  return <TakeForm key={take.data.assessment_id} take={take.data} />;
}
