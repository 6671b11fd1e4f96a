import { Route, Routes } from 'react-router-dom';
import { LandingPage } from '../features/landing/components/landing-page';

/** Every public route of the spec, rendered inside the host's router. */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<LandingPage />} />
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}
