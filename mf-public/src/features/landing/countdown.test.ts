import { countdownTarget, countdownTo, isOver } from './countdown';

describe('countdown', () => {
  it('targets local midnight on the configured wedding day', () => {
    const target = countdownTarget({ countdownTargetLocal: '2025-11-15T00:00:00' });
    expect([target.getFullYear(), target.getMonth(), target.getDate()]).toEqual([2025, 10, 15]);
    expect([target.getHours(), target.getMinutes(), target.getSeconds()]).toEqual([0, 0, 0]);
  });

  it('follows the configuration (another couple, another date)', () => {
    expect(countdownTarget({ countdownTargetLocal: '2026-06-20T00:00:00' }).getMonth()).toBe(5);
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = new Date(2025, 10, 15);
    const now = new Date(target.getTime() - ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000 - 400);
    expect(countdownTo(target, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  it('shows 0 everywhere at and after the target', () => {
    const target = new Date(2025, 10, 15);
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownTo(target, target)).toEqual(zero);
    expect(countdownTo(target, new Date(2026, 0, 1))).toEqual(zero);
    expect(isOver(countdownTo(target, new Date(2026, 0, 1)))).toBe(true);
    expect(isOver({ ...zero, seconds: 1 })).toBe(false);
  });
});
