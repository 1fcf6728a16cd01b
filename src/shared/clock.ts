/** The time source of services, injected so that tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function unixSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}
