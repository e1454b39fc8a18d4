import { Route, Routes } from 'react-router-dom';
import { ResultsHubPage } from './results-hub-page';

/** /app/assessment/results/* (member spec section 2): the results hub, with or without a reflection picked. */
export function ResultsPage() {
  return (
    <Routes>
      <Route index element={<ResultsHubPage />} />
      <Route path=":reflectionId" element={<ResultsHubPage />} />
    </Routes>
  );
}
