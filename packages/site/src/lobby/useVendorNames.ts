import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePlatform } from '../app/platform.context';
import { vendorNamesOf } from './lobby.map';
import { gameQueries } from './lobby.queries';

/** Vendor code to display name, for the line under each game's name (the vendor lanes are cached for minutes). */
export function useVendorNames(): ReadonlyMap<string, string> {
  const platform = usePlatform();
  const lanes = useQuery(gameQueries.vendors(platform));
  return useMemo(() => vendorNamesOf(lanes.data), [lanes.data]);
}
