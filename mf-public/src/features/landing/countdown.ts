import { weddingFacts } from '@wedding/shared-contracts';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Midnight in the visitor's own time zone on the wedding day (spec §4), from the wedding facts. */
export function countdownTarget(facts: { countdownTargetLocal: string } = weddingFacts): Date {
  // a date-time without an offset is read as local time
  return new Date(facts.countdownTargetLocal);
}

/** Whole days, hours, minutes and seconds from `now` until `target`; all 0 once it has passed. */
export function countdownTo(target: Date, now: Date): CountdownParts {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export function isOver(parts: CountdownParts): boolean {
  return parts.days === 0 && parts.hours === 0 && parts.minutes === 0 && parts.seconds === 0;
}
