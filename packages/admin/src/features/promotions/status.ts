import type { components } from '../../api';

export type Promotion = components['schemas']['Promotion'];
export type PromotionState = 'active' | 'paused' | 'scheduled' | 'expired';

/** What staff see: paused wins; otherwise the time window decides (the end is exclusive, as in the engine). */
export function stateOf(p: Pick<Promotion, 'status' | 'startsAt' | 'endsAt'>, now = Date.now()): PromotionState {
  if (p.status === 'paused') return 'paused';
  if (p.endsAt && Date.parse(p.endsAt) <= now) return 'expired';
  if (p.startsAt && Date.parse(p.startsAt) > now) return 'scheduled';
  return 'active';
}
