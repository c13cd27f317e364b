// Game info check (GET /games/precheck, docs/wire-contract.md): when the URL carries self_area and the game's area differs,
// reload with the area the API answers.
import { useEffect } from 'react';
import { isArea } from '@guildhall/contract/areas';
import { precheckGame } from '../../../features/games/api/get-games';
import { writeSession } from '../../../lib/session';

export function usePrecheck() {
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const selfArea = q.get('self_area');
    const clientId = Number(q.get('clientId'));
    if (!isArea(selfArea) || !Number.isInteger(clientId) || clientId <= 0) return;
    let cancelled = false;
    precheckGame(clientId, selfArea)
      .then((answer) => {
        if (cancelled || answer.area === selfArea) return;
        writeSession('self_area', answer.area);
        q.set('self_area', answer.area);
        q.set('domain_area', answer.area);
        window.location.replace(`${window.location.pathname}?${q.toString()}${window.location.hash}`);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
}
