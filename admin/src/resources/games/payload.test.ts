import { describe, expect, it } from 'vitest';
import { copiedFields, gameCreatePayload, gamePayload } from './payload';
import { storedGame } from './testGame';

describe('game payloads', () => {
  it('clears a removed picture and OTP application on an edit, and leaves them out of a new game', () => {
    const values = { gameName: 'Wheel', logoImg: null, otpAppId: '', backgroundImg: 'img-1' };
    expect(gamePayload(values)).toMatchObject({ logoImg: null, otpAppId: null, backgroundImg: 'img-1', scratchImg: null });
    expect(gameCreatePayload(values)).toEqual({ gameName: 'Wheel', backgroundImg: 'img-1' });
  });

  it('copies another game’s rules and look, not its name or status', () => {
    const copied = copiedFields({ ...storedGame, logoImg: 'img-2' });
    expect(copied).not.toHaveProperty('gameName');
    expect(copied).not.toHaveProperty('gameStatus');
    expect(copied).toMatchObject({
      gameType: 'wheel',
      verifyType: 'none',
      wheelColor: '#FFC107',
      logoImg: 'img-2',
      otpAppId: null,
    });
  });
});
