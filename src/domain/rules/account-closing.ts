import { addDays } from './calendar';

/** The day an account closes: the day after the exit (on the exit day the employee still signs in; docs/domain.md, "Exits"). */
export const accountClosesOn = (exitDate: string): string => addDays(exitDate, 1);

/** Whether an account linked to someone leaving on `exitDate` is closed on `today`. */
export const accountClosed = (exitDate: string | undefined, today: string): boolean => exitDate !== undefined && today >= accountClosesOn(exitDate);
