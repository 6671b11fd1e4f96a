import { Route, Routes } from 'react-router-dom';
import { AdminPlaceholder } from '../features/placeholder/components/admin-placeholder';

/** Every /admin route of the spec, rendered inside the host's router under /admin/*. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="*" element={<AdminPlaceholder />} />
    </Routes>
  );
}
