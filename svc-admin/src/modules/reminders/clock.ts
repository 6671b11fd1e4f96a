// The reminders' "now": which template a reminder uses depends on whether the reply deadline has passed. One
// object so a test sets the time (jest.spyOn(reminderClock, 'now')); nothing else does.
export const reminderClock = {
  now: (): Date => new Date(),
};
