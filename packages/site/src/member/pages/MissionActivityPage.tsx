import { useQuery } from '@tanstack/react-query';
import { type CentrePageProps, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { centreQuery } from '../member.queries';
import { Rewards } from './rewards.list';

/** Mission activity (the menu's count badge): the rewards missions granted, claimable here. */
export function MissionActivityPage(props: CentrePageProps) {
  const platform = usePlatform();
  const first = useQuery(centreQuery(platform, 'rewardCentre', { page: 1, size: 10, source: 'MISSION' }));
  useReportLoaded(!first.isPending, props.onLoaded);
  return <Rewards {...props} source="MISSION" />;
}
