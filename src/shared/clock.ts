/** The time source of services, injected so that tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}

export function isoPlusSeconds(clock: Clock, seconds: number): string {
  return new Date(clock.now().getTime() + seconds * 1000).toISOString();
}

export function unixSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}
