import type { ResourceMeta } from '@/resources/registry';

// A game's report table (GET /api/game-plays?filter={"gameId":…}), shown on the game's detail
// dashboard: no screens or menu entry of its own, read with the game's ability.
export default {
  subject: 'Game',
} satisfies ResourceMeta;
