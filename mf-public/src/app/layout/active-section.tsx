import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** The landing page's sections the navigation is told about (spec §2: hero or contact). */
export type ActiveSection = 'hero' | 'contact';

interface ActiveSectionState {
  active: ActiveSection | null;
  setActive: (section: ActiveSection | null) => void;
}

const ActiveSectionContext = createContext<ActiveSectionState>({ active: null, setActive: () => {} });

export function ActiveSectionProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveSection | null>(null);
  const value = useMemo(() => ({ active, setActive }), [active]);
  return <ActiveSectionContext.Provider value={value}>{children}</ActiveSectionContext.Provider>;
}

export function useActiveSection(): ActiveSectionState {
  return useContext(ActiveSectionContext);
}
