import { describeFuzz, playerGroups } from './fuzz.helpers';

describeFuzz('bad input on the player-site calls', playerGroups);
