import { Navigate, Route, Routes } from 'react-router-dom';
import { ChangePasswordPage } from './change-password-page';
import { MfaValidationPage } from './mfa-validation-page';
import { MyProfilePage } from './my-profile-page';

/** /app/profile/* (member spec section 2). */
export function ProfilePage() {
  return (
    <Routes>
      <Route index element={<MyProfilePage />} />
      <Route path="change-password" element={<ChangePasswordPage />} />
      <Route path="mfa-validation" element={<MfaValidationPage />} />
      <Route path="*" element={<Navigate to="/app/profile" replace />} />
    </Routes>
  );
}
