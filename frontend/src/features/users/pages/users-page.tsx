import { Navigate, Route, Routes } from 'react-router-dom';
import { AddUsersPage } from './add-users-page';
import { EditUserPage } from './edit-user-page';
import { ManageUsersPage } from './manage-users-page';
import { paths } from '../../../shared/routing/paths';

/** /app/users/* (admins only; the router checks the capability). */
export function UsersPage() {
  return (
    <Routes>
      <Route index element={<ManageUsersPage />} />
      <Route path="create-admin" element={<AddUsersPage />} />
      <Route path="user/:email" element={<EditUserPage />} />
      <Route path="*" element={<Navigate to={paths.users.root} replace />} />
    </Routes>
  );
}
