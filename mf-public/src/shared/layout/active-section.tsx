import { createContext, type ReactNode, useContext, useState } from 'react';

/** The landing page's sections the navigation is told about (spec §2: hero or contact). */
export type ActiveSection = 'hero' | 'contact';

type SetActive = (section: ActiveSection | null) => void;

// Two contexts: the page that reports the section only needs the (stable) setter, so a change of
// section re-renders the navigation that shows it and nothing else.
const ActiveSectionContext = createContext<ActiveSection | null>(null);
const SetActiveSectionContext = createContext<SetActive>(() => {});

export function ActiveSectionProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveSection | null>(null);
  return (
    <SetActiveSectionContext.Provider value={setActive}>
      <ActiveSectionContext.Provider value={active}>{children}</ActiveSectionContext.Provider>
    </SetActiveSectionContext.Provider>
  );
}

export function useActiveSection(): ActiveSection | null {
  return useContext(ActiveSectionContext);
}

export function useSetActiveSection(): SetActive {
  return useContext(SetActiveSectionContext);
}
