import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths';
import { TakeFormPage } from './take-form-page';
import { TakeInboxPage } from './take-inbox-page';
import { TakePublishedPage } from './take-published-page';

/** /app/assessment/take/* (member spec section 2): the inbox, the confirmation and the fill-in screen. */
export function TakePage() {
  return (
    <Routes>
      <Route index element={<TakeInboxPage />} />
      <Route path="published" element={<TakePublishedPage />} />
      <Route path=":reflectionId" element={<TakeFormPage />} />
      <Route path="*" element={<Navigate to={paths.take.inbox} replace />} />
    </Routes>
  );
}
