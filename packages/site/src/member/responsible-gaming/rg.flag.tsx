import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../../app/platform.context';

/**
 * `Live` only where the merchant has responsible gaming (RESPGAM3), once the flags are known: a merchant whose back end
 * lacks it shows nothing and asks nothing.
 */
export function whenResponsibleGaming(Live: ComponentType): ComponentType {
  return function ResponsibleGamingOnly() {
    const platform = usePlatform();
    const flags = useSnapshot(platform.flags);
    return flags.evaluated && flags.values.RESPGAM3 ? <Live /> : null;
  };
}
