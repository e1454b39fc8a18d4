import { Navigate, Route, Routes } from 'react-router-dom';
import { ChangePasswordPage } from './change-password-page';
import { MfaValidationPage } from './mfa-validation-page';
import { MyProfilePage } from './my-profile-page';
import { paths } from '../../../shared/routing/paths';

/** /app/profile/* (member spec section 2). */
export function ProfilePage() {
  return (
    <Routes>
      <Route index element={<MyProfilePage />} />
      <Route path="change-password" element={<ChangePasswordPage />} />
      <Route path="mfa-validation" element={<MfaValidationPage />} />
      <Route path="*" element={<Navigate to={paths.profile.root} replace />} />
    </Routes>
  );
}
